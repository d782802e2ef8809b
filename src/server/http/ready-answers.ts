import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { defineCache } from '../cache.ts';
import type { Services } from '../services.ts';
import { preferredEncoding } from './compression.ts';

/** An answer as it went out: status, every header (security ones included) and the encoded body. */
type ReadyAnswer = { status: number; headers: [string, string][]; body: Uint8Array<ArrayBuffer> };

/**
 * Public race-data answers (the results API's and the JSON API's), whole and ready to send again
 * for a second: under load, the same question asked a thousand times a second is answered from here
 * before any middleware runs. New race data or fan counts drop them at once, on every instance.
 * Their Cache-Control already lets any cache keep them for a minute.
 */
export const readyAnswersSpec = defineCache<ReadyAnswer | undefined>({
  name: 'ready-answers',
  maxEntries: 2000,
  maxSize: 16 * 1024 * 1024,
  sizeOf: (answer) => (answer?.body.byteLength ?? 0) + 1024,
  ttlMs: 1000,
  // Standings count fans: a favourite changed, or an account with one deleted, changes them.
  dropOn: ['race-data.changed', 'favourites.changed', 'sessions.changed'],
});

/** Requests that may be told something personal or conditional go the whole way. */
const personal = ['cookie', 'authorization', 'if-none-match', 'if-modified-since', 'range'];

/**
 * Middleware, the app's first: public answers under `prefixes`, kept in `readyAnswersSpec` and sent
 * again before any other middleware or route runs (decision 036 measures it: as fast as answering
 * before Hono's dispatch). The whole stack (security and CORS headers, outage checks, routing, the body cache, compression)
 * runs for the first asker in each second; what it answered is kept when it is a 200 JSON answer
 * to a GET that says it is public, has an ETag and sets no cookie, and is sent as it was to the
 * next askers who take the same encoding over the same scheme in the same second of the site's
 * clock. Requests with cookies, credentials or conditions go the whole way. A kept answer's CSP
 * nonce is shared for its second, which a JSON answer, with no markup to run scripts in, does not
 * use.
 */
export function readyAnswers(services: Services, prefixes: readonly string[]): MiddlewareHandler<AppEnv> {
  // Found on use, as every cache is: an app that never answers here never makes it.
  const answers = () => services.cache.use(readyAnswersSpec);
  const keyOf = (request: Request): string | undefined => {
    if (request.method !== 'GET') return undefined;
    const { url } = request;
    const path = url.slice(url.indexOf('/', url.indexOf('//') + 2));
    if (!prefixes.some((prefix) => path.startsWith(prefix))) return undefined;
    if (personal.some((name) => request.headers.has(name))) return undefined;
    const encoding = preferredEncoding(request.headers.get('accept-encoding'));
    // The site's second too: answers about `current` or `last` move with its clock, which may jump.
    const second = Math.floor(services.clock.now().getTime() / 1000);
    return `${second} ${encoding} ${request.headers.get('x-forwarded-proto') ?? ''} ${url}`;
  };
  const send = (answer: ReadyAnswer) =>
    new Response(answer.body, { status: answer.status, headers: answer.headers });

  return async (c, next) => {
    const key = keyOf(c.req.raw);
    if (key === undefined) return next();
    let asked = false;
    let answer: ReadyAnswer | undefined;
    try {
      answer = await answers().get(key, async () => {
        asked = true;
        await next();
        return keep(c);
      });
    } catch (error) {
      if (asked) throw error;
      // The answer this request waited for failed: it asks on its own.
      return next();
    }
    if (asked) return;
    if (answer) return send(answer);
    return next();
  };
}

/** The answer to keep, if it may be kept (the context then answers with its kept bytes). */
async function keep(c: Context<AppEnv>): Promise<ReadyAnswer | undefined> {
  const response = c.res;
  if (
    response.status !== 200 ||
    !response.headers.get('content-type')?.includes('json') ||
    !response.headers.has('etag') ||
    response.headers.has('set-cookie') ||
    !/(^|,)\s*public\b/.test(response.headers.get('cache-control') ?? '')
  ) {
    return undefined;
  }
  const answer = {
    status: response.status,
    headers: [...response.headers],
    body: new Uint8Array(await response.arrayBuffer()),
  };
  c.res = undefined;
  c.res = new Response(answer.body, { status: answer.status, headers: answer.headers });
  return answer;
}
