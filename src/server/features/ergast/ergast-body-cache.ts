import { createHash } from 'node:crypto';

/** A serialised response, ready to send again without a query or JSON.stringify. */
export type CachedBody = { body: string; etag: string; cacheControl: string };

export function cachedBody(body: string, cacheControl: string): CachedBody {
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
      this.#bytes -= old.body.length;
      this.#entries.delete(key);
    }
    this.#entries.set(key, entry);
    this.#bytes += entry.body.length;
    for (const [oldest, value] of this.#entries) {
      if (this.#bytes <= this.maxBytes || oldest === key) break;
      this.#entries.delete(oldest);
      this.#bytes -= value.body.length;
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
