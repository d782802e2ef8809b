import { etagOf } from '#server/http/etag.ts';

/** A serialised response as UTF-8 bytes, ready to send again without a query, JSON.stringify or encoding. */
export type CachedBody = { body: Uint8Array<ArrayBuffer>; etag: string; cacheControl: string };

export function cachedBody(json: string, cacheControl: string): CachedBody {
  const body = new TextEncoder().encode(json);
  return { body, etag: etagOf(body), cacheControl };
}
