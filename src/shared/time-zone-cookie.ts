/** Cookie in which the browser reports its IANA time zone, so server-rendered times match it. */
export const timeZoneCookie = 'tz';

/**
 * The cookie the browser writes: a year, never sent cross-site, and only to the schedule pages that
 * render with it, so the rest of the site stays cookie-free for the anonymous-answer cache.
 */
export function timeZoneCookieValue(timeZone: string): string {
  return `${timeZoneCookie}=${encodeURIComponent(timeZone)}; Path=/schedule; Max-Age=31536000; SameSite=Lax`;
}
