import { createHash } from 'node:crypto';

/** A serialised response as UTF-8 bytes, ready to send again without a query, JSON.stringify or encoding. */
export type CachedBody = { body: Uint8Array<ArrayBuffer>; etag: string; cacheControl: string };

export function cachedBody(json: string, cacheControl: string): CachedBody {
  const body = new TextEncoder().encode(json);
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"`, cacheControl };
}

/** True when an If-None-Match header names the ETag (weak comparison, as RFC 9110 asks for GET). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
