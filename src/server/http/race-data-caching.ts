import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { CompressibleBody, sendBody } from './compression.ts';

/**
 * Race-data answers of the JSON API, cacheable like /f1: an ETag of the body, `Cache-Control` for
 * browsers and CDNs, 304 Not Modified when the client already holds this body, and Brotli or gzip
 * for clients that take them. Visitors without cookies share the answer and its compressed forms
 * for a second (http/anonymous-answers.ts, in front of this). Answers that are not a 200, or that
 * say how they are cached themselves, pass unchanged.
 */
export function raceDataCaching(
  cacheControl = 'public, max-age=60, stale-while-revalidate=600',
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.req.method !== 'GET' || c.res.status !== 200 || c.res.headers.has('Cache-Control')) return;
    const type = c.res.headers.get('content-type');
    const body = new Uint8Array(await c.res.arrayBuffer());
    const kept = new CompressibleBody(body, type);
    c.res = sendBody(c, kept, { 'Cache-Control': cacheControl, ...(type ? { 'Content-Type': type } : {}) });
  };
}
