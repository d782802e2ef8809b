import type { FeedSessionView } from '#shared/live-timing.ts';

const bannerTone: Record<string, string> = {
  '1': 'clear',
  '2': 'yellow',
  '4': 'yellow',
  '5': 'red',
  '6': 'yellow',
  '7': 'yellow',
};

/** "01:35:00" less what has passed since `at` while the clock runs, as h:mm:ss. */
export function clockLeft(clock: NonNullable<FeedSessionView['clock']>, now: number): string {
  const match = /^(\d+):(\d\d):(\d\d)/.exec(clock.remaining);
  if (!match) return clock.remaining;
  const total = (Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3])) * 1000;
  const passed = clock.running && clock.at ? Math.max(0, now - Date.parse(clock.at)) : 0;
  const left = Math.max(0, Math.floor((total - (Number.isFinite(passed) ? passed : 0)) / 1000));
  const h = Math.floor(left / 3600);
  const m = Math.floor((left % 3600) / 60);
  return `${h}:${String(m).padStart(2, '0')}:${String(left % 60).padStart(2, '0')}`;
}

const reading = (value: number | null, unit: string) =>
  value === null ? null : `${value.toFixed(0)}${unit}`;

/**
 * The session as the feed tells it: the track's flag as a banner in words (a screen reader hears it
 * change), then the lap count, the session clock and the weather.
 */
export function SessionStrip({ session, now }: { session: FeedSessionView; now: number }) {
  const { track, lap, clock, weather } = session;
  const facts = [
    lap && `Lap ${lap.current}${lap.total ? ` of ${lap.total}` : ''}`,
    clock && `${clockLeft(clock, now)} left`,
    session.qualifyingPart && `Q${session.qualifyingPart}`,
    weather && reading(weather.airC, ' °C air'),
    weather && reading(weather.trackC, ' °C track'),
    weather && reading(weather.humidity, ' % humidity'),
    weather && (weather.rain ? 'Rain' : 'Dry'),
  ].filter(Boolean);
  return (
    <div className="live-strip">
      <p
        className={`live-banner live-banner--${track ? (bannerTone[track.code] ?? 'clear') : 'clear'}`}
        role="status"
        data-track-status={track?.code ?? ''}
      >
        <span className="live-banner__label">Track:</span> {track?.label ?? 'No flag reported yet'}
      </p>
      {facts.length > 0 && (
        <ul className="live-strip__facts" aria-label="Session">
          {facts.map((fact) => (
            <li key={fact as string}>{fact}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
