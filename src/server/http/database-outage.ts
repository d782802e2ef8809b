import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { databaseReady, retryAfterSeconds } from '../db/database-ready.ts';
import { errorBody } from './errors.ts';

/**
 * A server error while the database cannot be reached is an outage, not a bug: the answer becomes a
 * 503 with Retry-After, which clients and load balancers retry, instead of a 500. Whatever failed
 * (an API route, a page's loader, better-auth's session lookup) is asked nothing: only a 5xx is
 * looked at, and then the database itself. When it is back, requests succeed again (the pool opens
 * new connections), without a restart.
 */
export function databaseOutage(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.res.status < 500 || c.res.status === 503) return;
    if (await databaseReady(c.get('services').database)) return;
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
