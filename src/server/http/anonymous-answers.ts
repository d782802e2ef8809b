import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '#server/app-env.ts';
import { defineCache } from '#server/cache.ts';
import { CompressibleBody, sendBody } from './compression.ts';

/**
 * An answer as visitors without cookies share it: its own headers (the security headers among them,
 * a page's policy with the nonce it was rendered with) and its body, compressed once per encoding
 * asked for.
 */
type Entry = { headers: Record<string, string>; body: CompressibleBody };

/**
 * The one cache of whole answers: pages, the results API (/f1) and the JSON API's race data, as
 * made for a visitor without cookies and sent again to every such visitor for a second. Under load,
 * the same page or question asked a thousand times a second costs one render or one query.
 *
 * One rule drops them, on every instance: any event that changes what a visitor may be told (race
 * data and live timing, news, votes, and the fan counts that favourites and accounts make).
 * `undefined` marks an answer that was made but may not be shared (see `shareable`).
 */
export const anonymousAnswersSpec = defineCache<Entry | undefined>({
  name: 'anonymous-answers',
  maxEntries: 2500,
  maxSize: 48 * 1024 * 1024,
  sizeOf: (entry) => entry?.body.weight ?? 0,
  ttlMs: 1000,
  dropOn: [
    'race-data.changed',
    'live.changed',
    'news.changed',
    'votes.changed',
    'favourites.changed',
    'sessions.changed',
  ],
});

/** Headers that belong to one answer, not to the entry: its request and its encoding. */
const notKept = new Set(['content-length', 'content-encoding', 'etag', 'vary', 'x-request-id']);

/** Requests that may be told something personal, or asked for part of an answer, go the whole way. */
const personal = ['cookie', 'authorization', 'range'];

/**
 * Serves answers from `anonymousAnswersSpec`. A GET without a Cookie, Authorization or Range header
 * is answered from the entry for its address, scheme and second of the site's clock (answers about
 * `current` or `last` move with it), and concurrent first askers wait for one answer. What is kept:
 * a 200 page (HTML) or JSON answer that sets no cookie and is not marked private or no-store.
 * Everything else, and every request with a cookie, passes through. An answer from an entry carries
 * the entry's headers as the first answer had them, security headers included, so the middleware
 * may sit before the security headers (the public JSON answers do, to skip them on a hit).
 *
 * A shared page keeps the nonce it was rendered with, and so does the policy of every answer made
 * from it (for the entry's one second): its body is then the same bytes for every visitor, so it is
 * compressed once and its ETag holds. The nonce is still unknown until the render that chose it, so
 * no markup written before that render can carry it (docs/decisions/022-compression-and-fast-path.md).
 */
export function anonymousAnswers(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const request = c.req.raw;
    if (request.method !== 'GET' || personal.some((name) => request.headers.has(name))) return next();
    const services = c.get('services');
    const answers = services.cache.use(anonymousAnswersSpec);
    const second = Math.floor(services.clock.now().getTime() / 1000);
    const key = `${second} ${request.headers.get('x-forwarded-proto') ?? ''} ${request.url}`;
    let made = false;
    let entry: Entry | undefined;
    try {
      entry = await answers.get(key, async () => {
        made = true;
        await next();
        return shareable(c);
      });
    } catch (error) {
      if (made) throw error;
      // The answer this request waited for failed: it asks on its own.
      return next();
    }
    if (made) {
      if (entry) c.res = respond(c, entry, 'MISS');
      // "Try again" (too many renders from this client, the database away) says nothing of the
      // answer: the next visitor asks for everyone, rather than each on their own for a second.
      else if (c.res.status === 429 || c.res.status === 503) answers.delete(key);
      return;
    }
    if (entry) return respond(c, entry, 'HIT');
    return next();
  };
}

async function shareable(c: Context<AppEnv>): Promise<Entry | undefined> {
  const response = c.res;
  if (response.status !== 200) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.startsWith('text/html') && !type.includes('json')) return undefined;
  if (response.headers.has('set-cookie')) return undefined;
  if (/private|no-store/.test(response.headers.get('cache-control') ?? '')) return undefined;
  // An answer sent with `sendBody` names its body; any other is read as it is, unless encoded.
  let body = c.get('sentBody');
  if (!body) {
    if (response.headers.has('content-encoding')) return undefined;
    body = new CompressibleBody(new Uint8Array(await response.arrayBuffer()), type);
  }
  const headers: Record<string, string> = {};
  for (const [name, value] of response.headers) if (!notKept.has(name)) headers[name] = value;
  return { headers, body };
}

function respond(c: Context<AppEnv>, entry: Entry, state: 'HIT' | 'MISS'): Response {
  return sendBody(c, entry.body, { ...entry.headers, 'X-Cache': state });
}
