import { startTransition, useEffect, useRef, useState } from 'react';
import type { LiveTimingView } from '#shared/live-timing.ts';
import { type Held, heldView } from './tv-delay.ts';

export type StreamState = 'connecting' | 'open' | 'closed';

/**
 * The live timing, starting from the server-rendered state and replaced by every `timing` event of
 * /api/live/stream. EventSource reconnects by itself after a drop; the server then sends the current
 * state at once, so nothing is missed for long. With a TV delay, each state is held back by that
 * many seconds of the feed's own clock (see tv-delay.ts). Updates are transitions: the timing panel
 * keeps the server's markup while its code loads, instead of giving way to an empty fallback.
 */
export function useLiveTiming(initial: LiveTimingView | null, enabled: boolean, delaySeconds = 0) {
  const [latest, setLatest] = useState(initial);
  const [stream, setStream] = useState<StreamState>('connecting');
  const received = useRef<Held[]>(initial ? [{ view: initial, receivedAt: Date.now() }] : []);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') {
      startTransition(() => setStream('closed'));
      return;
    }
    const source = new EventSource('/api/live/stream');
    source.addEventListener('open', () => startTransition(() => setStream('open')));
    source.addEventListener('error', () =>
      startTransition(() => setStream(source.readyState === EventSource.CLOSED ? 'closed' : 'connecting')),
    );
    source.addEventListener('timing', (event) => {
      let next: LiveTimingView | null;
      try {
        next = JSON.parse((event as MessageEvent<string>).data) as LiveTimingView | null;
      } catch {
        // A malformed event is skipped; the next one carries the whole state again.
        return;
      }
      if (next) received.current = [...received.current, { view: next, receivedAt: Date.now() }].slice(-400);
      // An instance whose state is older than what we show (a missed event) must not take us back.
      startTransition(() =>
        setLatest((shown) =>
          next && shown && shown.sessionKey === next.sessionKey && next.version < shown.version
            ? shown
            : (next ?? shown),
        ),
      );
    });
    return () => source.close();
  }, [enabled]);
  // A delayed view comes due with time, not only with events.
  useEffect(() => {
    if (delaySeconds <= 0) return;
    const timer = setInterval(() => startTransition(() => setNow(Date.now())), 500);
    return () => clearInterval(timer);
  }, [delaySeconds]);
  const held = delaySeconds > 0 ? heldView(received.current, delaySeconds * 1000, now) : null;
  return {
    timing: delaySeconds > 0 ? (held?.view ?? null) : latest,
    /** With a delay, while the page has no state old enough to show yet. */
    holding: delaySeconds > 0 && held === null && received.current.length > 0,
    received: received.current,
    now,
    stream,
  };
}
