import type { MiddlewareHandler } from 'hono';
import { requestClient } from '#server/auth/client-address.ts';
import { memoryRateLimits } from '#server/rate-limits.ts';
import type { AppEnv } from '../app-env.ts';

/**
 * Page renders per client address (see TRUSTED_PROXIES), after the anonymous-answer cache: a page it answers
 * costs no render. A client may have PAGE_RENDERS_PER_CLIENT renders in progress at once and start
 * PAGE_RENDER_RATE_LIMIT of them per window; past either the answer is a 429 with Retry-After. So one
 * client asking page after page the cache cannot answer (a new season each request, a signed-in
 * view) takes a share of the thread that serves everyone, not all of it: on PostgreSQL, where a
 * render waits on the database only briefly, four at once were still enough to fill the thread.
 * A render counts until its answer starts; what a page streams after that is not counted.
 *
 * Both counts are this instance's own, in memory: what they protect is this process's thread.
 */
export function renderLimit(): MiddlewareHandler<AppEnv> {
  const inProgress = new Map<string, number>();
  const started = memoryRateLimits();
  return async (c, next) => {
    const { env } = c.get('services');
    const client = requestClient(c, env);
    const count = inProgress.get(client) ?? 0;
    if (count >= env.PAGE_RENDERS_PER_CLIENT) return tooMany(1);
    inProgress.set(client, count + 1);
    try {
      const rate = await started.consume(client, env.PAGE_RENDER_RATE_LIMIT);
      if (!rate.allowed) return tooMany(rate.retryAfter);
      await next();
    } finally {
      const left = (inProgress.get(client) ?? 1) - 1;
      if (left > 0) inProgress.set(client, left);
      else inProgress.delete(client);
    }
  };
}

function tooMany(retryAfter: number): Response {
  return new Response('Too many pages asked at once from this address. Please try again in a moment.\n', {
    status: 429,
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'retry-after': String(retryAfter),
      'cache-control': 'no-store',
    },
  });
}
