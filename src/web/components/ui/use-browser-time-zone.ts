import { startTransition, useEffect, useState } from 'react';

/**
 * The browser's own IANA zone; undefined where it does not say (formatting then uses its default).
 * Each call builds a formatter: a component asks once, not once per time it shows.
 */
export const browserTimeZone = (): string | undefined =>
  Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;

/**
 * The zone to show times in: the one the server rendered with until hydration, then the browser's
 * own (`undefined`: formatting takes the runtime's zone, without asking for its name, which costs a
 * formatter each time). The switch is a transition, so a page with many times re-renders in slices
 * after hydration rather than in one long task.
 */
export function useBrowserTimeZone(serverTimeZone: string): string | undefined {
  const [timeZone, setTimeZone] = useState<string | undefined>(serverTimeZone);
  useEffect(() => startTransition(() => setTimeZone(undefined)), []);
  return timeZone;
}
