import { lazy, Suspense } from 'react';
import { stepAt } from '#shared/live-replay.ts';
import type { LiveTimingView } from '#shared/live-timing.ts';
import { ClientOnly } from '#web/components/ui/client-only.tsx';
import { useReplay } from './use-replay.ts';

// The timing's code loads beside the page's own (the server has rendered the view already); the
// controls appear once the feed has loaded (script only), and their code comes with it.
const TimingView = lazy(() =>
  import('./timing-panel.tsx').then((module) => ({ default: module.TimingView })),
);
const ReplayControls = lazy(() =>
  import('./replay-controls.tsx').then((module) => ({ default: module.ReplayControls })),
);

type Props = {
  feedUrl: string;
  /** The server's view of the step the page was opened at, and where that step is in the session. */
  initial: Omit<LiveTimingView, 'connection'> | null;
  startOffsetMs: number;
  /** The steps' labels (lap or time), the one the page was opened at, and the page's address. */
  steps: { label: string }[];
  step: number;
  href: string;
};

/**
 * The replay player: until the feed has loaded (and without JavaScript) the server's view of the
 * chosen step; then the player's own view, moving as it plays. Below it a link per step, the current
 * one marked: the step the page was opened at, then the one the playback is in.
 */
export function ReplayPlayer({ feedUrl, initial, startOffsetMs, steps, step, href }: Props) {
  const { state, view, seek, setPlaying, setSpeed } = useReplay(feedUrl, startOffsetMs);
  const shown = view ?? initial;
  const current = state.status === 'ready' ? stepAt(state.steps, state.positionMs) : step;
  return (
    <>
      <section aria-labelledby="replay-timing-title" className="live-block">
        <h2 id="replay-timing-title">Timing</h2>
        {/* The controls' room is kept from the first paint of a page that runs script (live.css), so
          the timing below does not move when they arrive. */}
        <div className="replay-controls-slot">
          <ClientOnly>
            {() =>
              state.status === 'loading' ? (
                <p className="muted">Loading the session for playback…</p>
              ) : state.status === 'failed' ? (
                <p className="muted">
                  The session could not be loaded for playback; the lap links below still step through it.
                </p>
              ) : (
                <Suspense fallback={null}>
                  <ReplayControls
                    positionMs={state.positionMs}
                    durationMs={state.durationMs}
                    playing={state.playing}
                    speed={state.speed}
                    steps={state.steps}
                    currentStep={current}
                    events={state.events}
                    cars={shown?.cars ?? []}
                    onPlaying={setPlaying}
                    onSpeed={setSpeed}
                    onSeek={seek}
                  />
                </Suspense>
              )
            }
          </ClientOnly>
        </div>
        {shown ? (
          <Suspense fallback={null}>
            <TimingView view={shown} now={shown.session?.feedAt ? Date.parse(shown.session.feedAt) : 0} />
          </Suspense>
        ) : (
          <p className="muted">Nothing had happened yet at this point.</p>
        )}
      </section>
      <nav aria-labelledby="replay-steps-title" className="live-block replay-steps">
        <h2 id="replay-steps-title">Step through</h2>
        <ol>
          {steps.map(({ label }, index) => (
            <li key={label}>
              <a href={`${href}?step=${index}`} aria-current={index === current ? 'step' : undefined}>
                {label}
              </a>
            </li>
          ))}
        </ol>
      </nav>
    </>
  );
}
