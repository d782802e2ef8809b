import { useEffect, useState } from 'react';
import type { LiveTimingView } from '#shared/live-timing.ts';

export type StreamState = 'connecting' | 'open' | 'closed';

/**
 * The live timing, starting from the server-rendered state and replaced by every `timing` event of
 * /api/live/stream. EventSource reconnects by itself after a drop; the server then sends the current
 * state at once, so nothing is missed for long.
 */
export function useLiveTiming(initial: LiveTimingView | null, enabled: boolean) {
  const [timing, setTiming] = useState(initial);
  const [stream, setStream] = useState<StreamState>('connecting');
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') {
      setStream('closed');
      return;
    }
    const source = new EventSource('/api/live/stream');
    source.addEventListener('open', () => setStream('open'));
    source.addEventListener('error', () =>
      setStream(source.readyState === EventSource.CLOSED ? 'closed' : 'connecting'),
    );
    source.addEventListener('timing', (event) => {
      try {
        const next = JSON.parse((event as MessageEvent<string>).data) as LiveTimingView | null;
        // An instance whose state is older than what we show (a missed event) must not take us back.
        setTiming((shown) =>
          next && shown && shown.sessionKey === next.sessionKey && next.version < shown.version
            ? shown
            : (next ?? shown),
        );
      } catch {
        // A malformed event is skipped; the next one carries the whole state again.
      }
    });
    return () => source.close();
  }, [enabled]);
  return { timing, stream };
}
