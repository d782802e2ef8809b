import type { LiveTimingView } from '#shared/live-timing.ts';
import { LocalTime } from '#web/components/ui/local-time.tsx';

const clock: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

/** Race control's messages, newest first. */
export function RaceControl({ messages }: { messages: LiveTimingView['raceControl'] }) {
  return (
    <section aria-labelledby="race-control-title" className="live-panel">
      <h2 id="race-control-title">Race control</h2>
      {messages.length === 0 ? (
        <p className="muted">No messages yet.</p>
      ) : (
        <ol className="live-list">
          {messages.map((message) => (
            <li key={`${message.date}|${message.message}`}>
              <span className="live-list__meta">
                <LocalTime at={message.date} options={clock} />
                {message.lap !== null ? ` · Lap ${message.lap}` : ''}
              </span>
              {message.message}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The newest pit stops. */
export function PitStops({ stops }: { stops: LiveTimingView['pitStops'] }) {
  return (
    <section aria-labelledby="pit-stops-title" className="live-panel">
      <h2 id="pit-stops-title">Pit stops</h2>
      {stops.length === 0 ? (
        <p className="muted">No stops yet.</p>
      ) : (
        <ol className="live-list">
          {stops.map((stop) => (
            <li key={`${stop.driverNumber}@${stop.lap}@${stop.date}`}>
              <span className="live-list__meta">{stop.lap !== null ? `Lap ${stop.lap}` : ''}</span>
              {stop.code}
              {stop.durationS !== null ? ` · ${stop.durationS.toFixed(1)} s in the pit lane` : ''}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
