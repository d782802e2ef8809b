import { isTimeZone } from '#shared/session-days.ts';
import { timeZoneCookie } from '#shared/time-zone-cookie.ts';

/**
 * The visitor's time zone as their browser last reported it in the cookie, so the server renders
 * times the way the browser will; UTC on a first visit or when the cookie holds no known zone.
 */
export function visitorTimeZone(request: Request): string {
  const header = request.headers.get('Cookie') ?? '';
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name !== timeZoneCookie) continue;
    const zone = decodeURIComponent(value.join('='));
    return isTimeZone(zone) ? zone : 'UTC';
  }
  return 'UTC';
}
