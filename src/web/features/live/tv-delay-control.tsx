import { useId, useState } from 'react';
import { delayFor, type Held, maxDelaySeconds } from './tv-delay.ts';

type Props = { delay: number; onDelay: (seconds: number) => void; received: readonly Held[] };

/**
 * Sets how far the page holds the timing back to follow the visitor's TV or stream, by hand or by
 * pressing a button at a moment the TV shows, behind a disclosure that says the delay in force, so
 * the running order stays near the top. Script only (the live page renders it once hydrated):
 * without it the page is a snapshot.
 */
export function TvDelayControl({ delay, onDelay, received }: Props) {
  const id = useId();
  const [message, setMessage] = useState('');
  const sync = (moment: 'lap' | 'start') => {
    const found = delayFor(received, moment, Date.now());
    if (found === null) {
      setMessage(
        moment === 'lap'
          ? 'No lap has begun since this page opened; press when the next one does.'
          : 'The start has not happened since this page opened.',
      );
      return;
    }
    onDelay(found);
    setMessage(`Delay set to ${found} s.`);
  };
  return (
    <details className="live-delay">
      <summary>Follow my TV{delay > 0 ? `: ${delay} s behind` : ''}</summary>
      <div className="live-delay__fields">
        <div className="live-delay__row">
          <label htmlFor={`${id}-delay`}>Delay in seconds</label>
          <input
            id={`${id}-delay`}
            type="number"
            inputMode="numeric"
            min={0}
            max={maxDelaySeconds}
            step={1}
            value={delay}
            onChange={(event) => onDelay(Number(event.target.value) || 0)}
          />
        </div>
        <div className="live-delay__row">
          <button type="button" className="button button--outline" onClick={() => sync('lap')}>
            The leader starts a lap on my TV now
          </button>
          <button type="button" className="button button--outline" onClick={() => sync('start')}>
            Lights out on my TV now
          </button>
        </div>
        <p className="live-delay__message" role="status">
          {message}
        </p>
      </div>
    </details>
  );
}
