/** Cookie in which the browser reports its IANA time zone, so server-rendered times match it. */
export const timeZoneCookie = 'tz';

/** The Set-Cookie value the browser writes: a year, whole site, never sent cross-site. */
export function timeZoneCookieValue(timeZone: string): string {
  return `${timeZoneCookie}=${encodeURIComponent(timeZone)}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
