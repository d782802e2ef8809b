import type { LiveTimingView } from '#shared/live-timing.ts';
import { LocalTime } from '#web/components/ui/local-time.tsx';
import { useHydrated } from '#web/components/ui/use-hydrated.ts';
import type { StreamState } from './use-live-timing.ts';

const clock: Intl.DateTimeFormatOptions = {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
};

type Props = {
  timing: LiveTimingView;
  /** Whether the server found the state stale when it rendered the page. */
  staleAtRender: boolean;
  staleAfterMs: number;
  stream: StreamState;
};

/**
 * When the timing was last refreshed from the source, and a plain warning when that was a while ago:
 * a failing source leaves the last state on the page rather than an empty one. Without JavaScript
 * (or with the stream down) a link reloads the page for a new snapshot. Its parent re-renders it with
 * the ticking clock, so staleness is judged again each second.
 */
export function TimingStatus({ timing, staleAtRender, staleAfterMs, stream }: Props) {
  const hydrated = useHydrated();
  const stale = hydrated ? Date.now() - Date.parse(timing.updatedAt) > staleAfterMs : staleAtRender;
  return (
    <div className="live-status">
      <p>
        Timing updated at <LocalTime at={timing.updatedAt} options={clock} />
        {hydrated && stream === 'open' ? ' · updating live' : ''}
        {(!hydrated || stream !== 'open') && (
          <>
            {' · '}
            <a href="/live">Refresh</a>
          </>
        )}
      </p>
      {timing.connection && (
        <p className="live-status__stale">
          The connection to the live-timing service dropped at{' '}
          <LocalTime at={timing.connection.since} options={clock} />; reconnecting. What arrived before stays
          here.
        </p>
      )}
      {stale && !timing.connection && (
        <p className="live-status__stale">
          The live-timing source has not answered for a while: this is the last state we received.
        </p>
      )}
    </div>
  );
}
