import { startTransition, useEffect, useState } from 'react';
import { timeZoneCookieValue } from '#shared/time-zone-cookie.ts';
import { browserTimeZone } from '#web/components/ui/use-browser-time-zone.ts';

/**
 * The time zone to group and show times in: the one the server rendered with until hydration, then
 * the browser's own. The browser's zone is remembered in a cookie so the next page arrives in it.
 */
export function useVisitorTimeZone(serverTimeZone: string): string {
  const [timeZone, setTimeZone] = useState(serverTimeZone);
  useEffect(() => {
    const browserZone = browserTimeZone();
    if (!browserZone) return;
    // A transition: a page regrouped by the new zone re-renders in slices, not in one long task.
    startTransition(() => setTimeZone(browserZone));
    if (browserZone !== serverTimeZone) {
      // biome-ignore lint/suspicious/noDocumentCookie: Firefox has no Cookie Store API; timeZoneCookieValue builds the value
      document.cookie = timeZoneCookieValue(browserZone);
    }
  }, [serverTimeZone]);
  return timeZone;
}
