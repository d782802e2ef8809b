import { startTransition, useEffect, useState } from 'react';

/**
 * The server's "now", ticking once a second in the browser. Starting from the server's instant keeps
 * countdowns consistent with the rendered page, including under a frozen demo clock. The ticks are
 * transitions: a part of the page still loading its code keeps the server's markup meanwhile.
 */
export function useTickingNow(serverNow: string, tickMs = 1000): number {
  const start = Date.parse(serverNow);
  const [now, setNow] = useState(start);
  useEffect(() => {
    const mountedAt = performance.now();
    setNow(start);
    const timer = setInterval(
      () => startTransition(() => setNow(start + (performance.now() - mountedAt))),
      tickMs,
    );
    return () => clearInterval(timer);
  }, [start, tickMs]);
  return now;
}
