import type { MiddlewareHandler } from 'hono';

type Entry = { expires: number; status: number; headers: [string, string][]; body: ArrayBuffer };

export type PageCacheOptions = {
  /** How long a rendered page is reused, in milliseconds. */
  ttlMs: number;
  /** The most pages kept; the oldest entry goes first. */
  maxEntries?: number;
  now?: () => number;
};

/**
 * A micro-cache for server-rendered pages seen by visitors without cookies: under load, every
 * visitor in the same second gets the same HTML instead of a fresh render each. Anything personal
 * bypasses it: requests with a Cookie or Authorization header, responses that set a cookie or are
 * marked private/no-store, and everything but a 200 HTML answer to GET.
 */
export function pageCache({ ttlMs, maxEntries = 500, now = Date.now }: PageCacheOptions): MiddlewareHandler {
  const entries = new Map<string, Entry>();
  const pending = new Map<string, Promise<Entry | undefined>>();

  return async (c, next) => {
    const request = c.req.raw;
    if (request.method !== 'GET' || request.headers.has('cookie') || request.headers.has('authorization')) {
      return next();
    }
    const key = request.url;
    const hit = entries.get(key);
    if (hit && hit.expires > now()) return respond(hit, 'HIT');

    // Concurrent misses for one page wait for the single render already under way.
    const inFlight = pending.get(key);
    if (inFlight) {
      const entry = await inFlight;
      if (entry) return respond(entry, 'HIT');
      return next();
    }

    let settle: (entry: Entry | undefined) => void = () => {};
    pending.set(
      key,
      new Promise((resolve) => {
        settle = resolve;
      }),
    );
    try {
      await next();
      const entry = await cacheable(c.res, now() + ttlMs);
      if (entry) {
        entries.delete(key);
        entries.set(key, entry);
        if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
        c.res = respond(entry, 'MISS');
      }
      settle(entry);
    } catch (error) {
      settle(undefined);
      throw error;
    } finally {
      pending.delete(key);
    }
  };
}

async function cacheable(response: Response, expires: number): Promise<Entry | undefined> {
  if (response.status !== 200) return undefined;
  if (!response.headers.get('content-type')?.startsWith('text/html')) return undefined;
  if (response.headers.has('set-cookie')) return undefined;
  if (/private|no-store/.test(response.headers.get('cache-control') ?? '')) return undefined;
  const body = await response.arrayBuffer();
  return { expires, status: response.status, headers: [...response.headers], body };
}

function respond(entry: Entry, state: 'HIT' | 'MISS'): Response {
  const headers = new Headers(entry.headers);
  headers.set('x-page-cache', state);
  return new Response(entry.body, { status: entry.status, headers });
}
