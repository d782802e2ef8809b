import type { LiveTimingView } from '#shared/live-timing.ts';
import { useHydrated } from '#web/components/ui/use-hydrated.ts';
import { PitStops, RaceControl } from './race-control.tsx';
import { ReplayControls } from './replay-controls.tsx';
import { RunningOrder } from './running-order.tsx';
import { SessionStrip } from './session-strip.tsx';
import { useReplay } from './use-replay.ts';

/** The same view as live timing, of one moment of a session. */
export function TimingView({ view }: { view: Omit<LiveTimingView, 'connection'> }) {
  const at = view.session?.feedAt ? Date.parse(view.session.feedAt) : 0;
  return (
    <>
      {view.session && <SessionStrip session={view.session} now={at} />}
      <RunningOrder timing={view} />
      <div className="live-panels">
        <RaceControl messages={view.raceControl} />
        <PitStops stops={view.pitStops} />
      </div>
    </>
  );
}

type Props = {
  feedUrl: string;
  /** The server's view of the step the page was opened at, and where that step is in the session. */
  initial: Omit<LiveTimingView, 'connection'> | null;
  startOffsetMs: number;
};

/**
 * The replay player: until the feed has loaded (and without JavaScript) the server's view of the
 * chosen step; then the player's own view, moving as it plays.
 */
export function ReplayPlayer({ feedUrl, initial, startOffsetMs }: Props) {
  const hydrated = useHydrated();
  const { state, view, seek, setPlaying, setSpeed } = useReplay(feedUrl, startOffsetMs);
  const shown = view ?? initial;
  return (
    <section aria-labelledby="replay-timing-title" className="live-block">
      <h2 id="replay-timing-title">Timing</h2>
      {hydrated && state.status === 'loading' && <p className="muted">Loading the session for playback…</p>}
      {state.status === 'failed' && (
        <p className="muted">
          The session could not be loaded for playback; the lap links below still step through it.
        </p>
      )}
      {state.status === 'ready' && (
        <ReplayControls
          positionMs={state.positionMs}
          durationMs={state.durationMs}
          playing={state.playing}
          speed={state.speed}
          steps={state.steps}
          events={state.events}
          cars={shown?.cars ?? []}
          onPlaying={setPlaying}
          onSpeed={setSpeed}
          onSeek={seek}
        />
      )}
      {shown ? <TimingView view={shown} /> : <p className="muted">Nothing had happened yet at this point.</p>}
    </section>
  );
}
