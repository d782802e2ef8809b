import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '#server/app-env.ts';
import { defineCache } from '#server/cache.ts';

/** `nonce`: the CSP nonce the page was rendered with, replaced by each response's own when served. */
type Entry = { status: number; headers: [string, string][]; body: ArrayBuffer; nonce?: string };

/**
 * Rendered pages for visitors without cookies: under load, every visitor in the same second gets the
 * same HTML instead of a fresh render each. New race data or news drops them at once, on every instance.
 * `undefined` marks a page that was rendered but may not be shared (see `cacheable`).
 */
export const pageCacheSpec = defineCache<Entry | undefined>({
  name: 'pages',
  maxEntries: 500,
  ttlMs: 1000,
  dropOn: ['race-data.changed', 'news.changed', 'votes.changed', 'live.changed'],
});

/**
 * Serves server-rendered pages from `pageCacheSpec`. Anything personal bypasses it: requests with a
 * Cookie or Authorization header, responses that set a cookie or are marked private/no-store, and
 * everything but a 200 HTML answer to GET. Concurrent first visitors of a page wait for one render.
 */
export function pageCache(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const request = c.req.raw;
    if (request.method !== 'GET' || request.headers.has('cookie') || request.headers.has('authorization')) {
      return next();
    }
    const pages = c.get('services').cache.use(pageCacheSpec);
    let rendered = false;
    let entry: Entry | undefined;
    try {
      entry = await pages.get(request.url, async () => {
        rendered = true;
        await next();
        return cacheable(c.res, c.get('secureHeadersNonce'));
      });
    } catch (error) {
      if (rendered) throw error;
      // The render this request waited for failed: it renders on its own.
      return next();
    }
    if (rendered) {
      if (entry) c.res = respond(entry, 'MISS', c.get('secureHeadersNonce'));
      return;
    }
    if (entry) return respond(entry, 'HIT', c.get('secureHeadersNonce'));
    return next();
  };
}

async function cacheable(response: Response, nonce: string | undefined): Promise<Entry | undefined> {
  if (response.status !== 200) return undefined;
  if (!response.headers.get('content-type')?.startsWith('text/html')) return undefined;
  if (response.headers.has('set-cookie')) return undefined;
  if (/private|no-store/.test(response.headers.get('cache-control') ?? '')) return undefined;
  const body = await response.arrayBuffer();
  return { status: response.status, headers: [...response.headers], body, nonce };
}

function respond(entry: Entry, state: 'HIT' | 'MISS', nonce: string | undefined): Response {
  const headers = new Headers(entry.headers);
  headers.set('x-page-cache', state);
  // Each response has its own nonce (its CSP header is set before this): a shared page gets it in
  // place of the one it was rendered with, or its scripts would not run. A nonce is 22+ random
  // base64 characters, so it occurs nowhere else in the page.
  const body =
    entry.nonce && nonce && nonce !== entry.nonce
      ? new TextEncoder().encode(new TextDecoder().decode(entry.body).replaceAll(entry.nonce, nonce))
      : entry.body;
  return new Response(body, { status: entry.status, headers });
}
