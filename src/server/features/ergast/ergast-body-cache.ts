import { createHash } from 'node:crypto';

/** A serialised response as UTF-8 bytes, ready to send again without a query, JSON.stringify or encoding. */
export type CachedBody = { body: Uint8Array<ArrayBuffer>; etag: string; cacheControl: string };

export function cachedBody(json: string, cacheControl: string): CachedBody {
  const body = new TextEncoder().encode(json);
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"`, cacheControl };
}

/**
 * Serialised Ergast responses by normalised URL, least recently used first out once they pass a
 * byte budget. The race data itself sits in the shared MemoCache; this holds only the bodies, whose
 * number grows with every limit and offset a client tries, so it needs a bound.
 */
export class BodyCache {
  #entries = new Map<string, CachedBody>();
  #bytes = 0;

  constructor(readonly maxBytes: number) {}

  get(key: string): CachedBody | undefined {
    const hit = this.#entries.get(key);
    if (hit) {
      // Re-inserting moves the entry to the young end of the Map's order.
      this.#entries.delete(key);
      this.#entries.set(key, hit);
    }
    return hit;
  }

  set(key: string, entry: CachedBody): void {
    const old = this.#entries.get(key);
    if (old) {
      this.#bytes -= old.body.byteLength;
      this.#entries.delete(key);
    }
    this.#entries.set(key, entry);
    this.#bytes += entry.body.byteLength;
    for (const [oldest, value] of this.#entries) {
      if (this.#bytes <= this.maxBytes || oldest === key) break;
      this.#entries.delete(oldest);
      this.#bytes -= value.body.byteLength;
    }
  }

  get size(): number {
    return this.#entries.size;
  }
}

/** True when an If-None-Match header names the ETag (weak comparison, as RFC 9110 asks for GET). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
