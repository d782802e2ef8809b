import { type Context, Hono } from 'hono';
import type { AppEnv } from '#server/app-env.ts';
import { errorBody } from '#server/http/errors.ts';
import { matchesEtag } from '#server/http/etag.ts';
import { personalCalendar } from './personal-feed.server.ts';

/**
 * A fan's calendar subscription: GET /calendar/{token}.ics. An unknown, reset or turned-off token
 * is a 404 that says no more than that. Calendar apps poll it; nothing shared may keep a copy. A
 * client that sends the ETag it has back gets a 304 while the feed is unchanged.
 */
export const personalFeedRoutes = new Hono<AppEnv>().get('/:file{[A-Za-z0-9_-]+\\.ics}', async (c) => {
  const token = c.req.param('file').slice(0, -'.ics'.length);
  const feed = await personalCalendar(c.get('services'), token);
  if (feed === null) return c.json(errorBody('not_found', 'No calendar at this address'), 404);
  const headers = {
    ETag: feed.etag,
    'Cache-Control': 'private, max-age=900',
    'X-Robots-Tag': 'noindex',
    'Referrer-Policy': 'no-referrer',
  };
  if (matchesEtag(c.req.header('if-none-match'), feed.etag)) return c.body(null, 304, headers);
  return c.body(feed.body, 200, { ...headers, 'Content-Type': 'text/calendar; charset=utf-8' });
});

/**
 * The feed's answer while the queue of costly answers is full (http/admission.ts, which adds
 * Retry-After): calendar apps ask again.
 */
export function calendarBusy(c: Context<AppEnv>): Response {
  return c.json(errorBody('busy', 'The calendar is busy. Please try again in a moment.'), 503);
}
