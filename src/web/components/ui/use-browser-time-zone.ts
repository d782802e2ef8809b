import { startTransition, useEffect, useState } from 'react';

/** The browser's own IANA zone; undefined where it does not say (formatting then uses its default). */
export const browserTimeZone = (): string | undefined =>
  Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;

/**
 * The zone to show times in: the one the server rendered with until hydration, then the browser's
 * own. The switch is a transition, so a page with many times re-renders in slices after hydration
 * rather than in one long task, and not at all when the browser is in the zone the server used.
 */
export function useBrowserTimeZone(serverTimeZone: string): string | undefined {
  const [timeZone, setTimeZone] = useState<string | undefined>(serverTimeZone);
  useEffect(() => {
    const zone = browserTimeZone();
    startTransition(() => setTimeZone(zone));
  }, []);
  return timeZone;
}
