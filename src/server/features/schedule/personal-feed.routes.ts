import { Hono } from 'hono';
import type { AppEnv } from '#server/app-env.ts';
import { errorBody } from '#server/http/errors.ts';
import { personalCalendar } from './personal-feed.server.ts';

/**
 * A fan's calendar subscription: GET /calendar/{token}.ics. An unknown, reset or turned-off token
 * is a 404 that says no more than that. Calendar apps poll it; nothing shared may keep a copy.
 */
export const personalFeedRoutes = new Hono<AppEnv>().get('/:file{[A-Za-z0-9_-]+\\.ics}', async (c) => {
  const token = c.req.param('file').slice(0, -'.ics'.length);
  const body = await personalCalendar(c.get('services'), token);
  if (body === null) return c.json(errorBody('not_found', 'No calendar at this address'), 404);
  return c.body(body, 200, {
    'Content-Type': 'text/calendar; charset=utf-8',
    'Cache-Control': 'private, max-age=900',
    'X-Robots-Tag': 'noindex',
    'Referrer-Policy': 'no-referrer',
  });
});
