import { cookieValue } from '#server/http/request-text.ts';
import { isTimeZone } from '#shared/session-days.ts';
import { timeZoneCookie } from '#shared/time-zone-cookie.ts';

/**
 * The visitor's time zone as their browser last reported it in the cookie, so the server renders
 * times the way the browser will; UTC on a first visit, or when the cookie holds no known zone or
 * text that does not decode (`tz=%`).
 */
export function visitorTimeZone(request: Request): string {
  const zone = cookieValue(request.headers.get('Cookie'), timeZoneCookie);
  return zone !== undefined && isTimeZone(zone) ? zone : 'UTC';
}
