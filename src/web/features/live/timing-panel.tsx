import type { LiveTimingView } from '#shared/live-timing.ts';
import { PitStops, RaceControl } from './race-control.tsx';
import { RunningOrder } from './running-order.tsx';
import { SessionStrip } from './session-strip.tsx';
import { TimingStatus } from './timing-status.tsx';
import type { StreamState } from './use-live-timing.ts';

/** The timing of one moment of a session, live or replayed: flags and clock, order, race control. */
export function TimingView({ view, now }: { view: Omit<LiveTimingView, 'connection'>; now: number }) {
  return (
    <>
      {view.session && <SessionStrip session={view.session} now={now} />}
      <RunningOrder timing={view} />
      <div className="live-panels">
        <RaceControl messages={view.raceControl} />
        <PitStops stops={view.pitStops} />
      </div>
    </>
  );
}

type Props = {
  timing: LiveTimingView;
  staleAtRender: boolean;
  staleAfterMs: number;
  stream: StreamState;
  /** The clock the session's own clock runs down by (behind by the TV delay). */
  now: number;
};

/** The live-timing section of /live: how fresh it is, then the timing itself. */
export function LiveTimingPanel({ timing, staleAtRender, staleAfterMs, stream, now }: Props) {
  return (
    <section aria-labelledby="timing-title" className="live-block">
      <h2 id="timing-title">Live timing</h2>
      <TimingStatus
        timing={timing}
        staleAtRender={staleAtRender}
        staleAfterMs={staleAfterMs}
        stream={stream}
      />
      <TimingView view={timing} now={now} />
    </section>
  );
}
