import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { defineCache } from '../cache.ts';
import type { Services } from '../services.ts';
import { CompressibleBody, sendBody } from './compression.ts';
import { etagOf } from './etag.ts';

/**
 * Race-data answers of the JSON API, cacheable like /f1: an ETag of the body, `Cache-Control` for
 * browsers and CDNs, 304 Not Modified when the client already holds this body, and Brotli or gzip
 * for clients that take them. A body is compressed once: the compressed forms are kept by its ETag
 * (the same bytes give the same forms, so nothing needs dropping when data changes). Answers that
 * are not a 200, or that say how they are cached themselves, pass unchanged.
 */
export function raceDataCaching(
  cacheControl = 'public, max-age=60, stale-while-revalidate=600',
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.req.method !== 'GET' || c.res.status !== 200 || c.res.headers.has('Cache-Control')) return;
    const type = c.res.headers.get('content-type');
    const body = new Uint8Array(await c.res.arrayBuffer());
    const etag = etagOf(body);
    const fresh = async () => new CompressibleBody(body, type, { etag });
    const services = c.get('services') as Services | undefined;
    const kept = services ? await services.cache.use(compressedAnswers).get(etag, fresh) : await fresh();
    c.res = sendBody(c, kept, { 'Cache-Control': cacheControl, ...(type ? { 'Content-Type': type } : {}) });
  };
}

/** Compressed forms of JSON API answers, by the ETag of their identity body. */
const compressedAnswers = defineCache<CompressibleBody>({
  name: 'compressed-answers',
  maxEntries: 2000,
  maxSize: 16 * 1024 * 1024,
  sizeOf: (kept) => kept.weight,
  ttlMs: 10 * 60_000,
  dropOn: [],
});
