import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';

/** A strong ETag of a body: the same bytes give the same tag on every instance. */
export function etagOf(body: Uint8Array): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** True when an If-None-Match header names the ETag (weak comparison, as RFC 9110 asks for GET). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * Race-data answers of the JSON API, cacheable like /f1: an ETag of the body, `Cache-Control` for
 * browsers and CDNs, and 304 Not Modified when the client already holds this body. Answers that are
 * not a 200, or that say how they are cached themselves, pass unchanged.
 */
export function raceDataCaching(
  cacheControl = 'public, max-age=60, stale-while-revalidate=600',
): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.req.method !== 'GET' || c.res.status !== 200 || c.res.headers.has('Cache-Control')) return;
    const body = new Uint8Array(await c.res.clone().arrayBuffer());
    const etag = etagOf(body);
    if (matchesEtag(c.req.header('If-None-Match'), etag)) {
      c.res = new Response(null, { status: 304, headers: { ETag: etag, 'Cache-Control': cacheControl } });
      return;
    }
    c.res.headers.set('ETag', etag);
    c.res.headers.set('Cache-Control', cacheControl);
  };
}
