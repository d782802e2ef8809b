import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { databaseReady, retryAfterSeconds } from '../db/database-ready.ts';
import { errorBody } from './errors.ts';

/**
 * A server error while the database cannot be reached is an outage, not a bug: the answer becomes a
 * 503 with Retry-After, which clients and load balancers retry, instead of a 500. Whatever failed
 * (an API route, a page's loader, better-auth's session lookup) is asked nothing: only a 5xx is
 * looked at, and then the pool's record of failed connections and the database itself. When it is back, requests succeed again (the pool opens
 * new connections), without a restart.
 */
export function databaseOutage(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = Date.now();
    await next();
    if (c.res.status < 500 || c.res.status === 503) return;
    const { database } = c.get('services');
    // A connection that failed while this request ran is the outage's, even when the server is back
    // by now (a write refused in the last instants of a restart).
    if (!database.connectionFailedSince(started) && (await databaseReady(database))) return;
    const headers = new Headers(c.res.headers);
    headers.set('Retry-After', String(retryAfterSeconds));
    headers.set('Cache-Control', 'no-store');
    const html = headers.get('content-type')?.startsWith('text/html');
    // A page keeps its own error page; anything else gets the API's error body.
    if (html) {
      c.res = new Response(c.res.body, { status: 503, headers });
      return;
    }
    await c.res.body?.cancel();
    headers.set('content-type', 'application/json');
    c.res = new Response(
      JSON.stringify(errorBody('unavailable', 'The database cannot be reached; try again shortly')),
      { status: 503, headers },
    );
  };
}
