import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '#server/app-env.ts';
import { defineCache } from '#server/cache.ts';
import { CompressibleBody, sendBody } from './compression.ts';

/**
 * A rendered page: its own headers, its body (compressed once per encoding asked for) and the CSP
 * nonce it was rendered with, which every answer from this entry carries in its policy.
 */
type Entry = { headers: Record<string, string>; body: CompressibleBody; nonce?: string };

/**
 * Rendered pages for visitors without cookies: under load, every visitor in the same second gets the
 * same HTML instead of a fresh render each. New race data or news drops them at once, on every instance.
 * `undefined` marks a page that was rendered but may not be shared (see `cacheable`).
 */
export const pageCacheSpec = defineCache<Entry | undefined>({
  name: 'pages',
  maxEntries: 500,
  maxSize: 32 * 1024 * 1024,
  sizeOf: (entry) => entry?.body.weight ?? 0,
  ttlMs: 1000,
  dropOn: ['race-data.changed', 'news.changed', 'votes.changed', 'live.changed'],
});

/** Headers the security middleware sets on every answer; an entry keeps only the page's own. */
const notKept = new Set(['content-length', 'content-encoding', 'etag', 'content-security-policy']);

/**
 * Serves server-rendered pages from `pageCacheSpec`. Anything personal bypasses it: requests with a
 * Cookie or Authorization header, responses that set a cookie or are marked private/no-store, and
 * everything but a 200 HTML answer to GET. Concurrent first visitors of a page wait for one render.
 *
 * A shared page keeps the nonce it was rendered with, and so does the policy of every answer made
 * from it (for the entry's one second): its body is then the same bytes for every visitor, so it is
 * compressed once and its ETag holds. The nonce is still unknown until the render that chose it, so
 * no markup written before that render can carry it (docs/decisions/022-compression-and-fast-path.md).
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
      if (entry) c.res = respond(c, entry, 'MISS');
      // "Try again" (too many renders from this client, the database away) says nothing of the
      // page: the next visitor renders it for everyone, rather than each on their own for a second.
      else if (c.res.status === 429 || c.res.status === 503) pages.delete(request.url);
      return;
    }
    if (entry) return respond(c, entry, 'HIT');
    return next();
  };
}

async function cacheable(response: Response, nonce: string | undefined): Promise<Entry | undefined> {
  if (response.status !== 200) return undefined;
  const type = response.headers.get('content-type');
  if (!type?.startsWith('text/html')) return undefined;
  if (response.headers.has('set-cookie')) return undefined;
  if (/private|no-store/.test(response.headers.get('cache-control') ?? '')) return undefined;
  const body = new Uint8Array(await response.arrayBuffer());
  const headers: Record<string, string> = {};
  for (const [name, value] of response.headers) if (!notKept.has(name)) headers[name] = value;
  return { headers, body: new CompressibleBody(body, type), nonce };
}

function respond(c: Context<AppEnv>, entry: Entry, state: 'HIT' | 'MISS'): Response {
  // The render's own answer (MISS) already carries its nonce; the others take the entry's.
  const policy = c.get('contentSecurityPolicy');
  if (state === 'HIT' && entry.nonce && policy) c.header('Content-Security-Policy', policy(entry.nonce));
  return sendBody(c, entry.body, { ...entry.headers, 'x-page-cache': state });
}
