import type { MiddlewareHandler } from 'hono';
import { requestClient } from '#server/auth/client-address.ts';
import type { AppEnv } from '../app-env.ts';

/**
 * Page renders in progress per client address (see TRUSTED_PROXIES), after the page cache: a page
 * it answers costs no render. A client may have PAGE_RENDERS_PER_CLIENT at once; past it the answer
 * is a 429 with Retry-After, so one client asking page after page the cache cannot answer (a new
 * season each request, a signed-in view) takes that share of the thread that serves everyone, not
 * all of it. A render counts until its answer starts; what a page streams after that is not counted.
 */
export function renderLimit(): MiddlewareHandler<AppEnv> {
  const inProgress = new Map<string, number>();
  return async (c, next) => {
    const { env } = c.get('services');
    const client = requestClient(c, env);
    const count = inProgress.get(client) ?? 0;
    if (count >= env.PAGE_RENDERS_PER_CLIENT) {
      return new Response('Too many pages asked at once from this address. Please try again in a moment.\n', {
        status: 429,
        headers: {
          'content-type': 'text/plain; charset=utf-8',
          'retry-after': '1',
          'cache-control': 'no-store',
        },
      });
    }
    inProgress.set(client, count + 1);
    try {
      await next();
    } finally {
      const left = (inProgress.get(client) ?? 1) - 1;
      if (left > 0) inProgress.set(client, left);
      else inProgress.delete(client);
    }
  };
}
