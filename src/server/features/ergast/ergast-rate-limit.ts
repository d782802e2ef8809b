import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '#server/app-env.ts';
import { requestClient } from '#server/auth/client-address.ts';
import { errorBody } from '#server/http/errors.ts';
import type { RateDecision } from '#server/rate-limits.ts';

/**
 * Jolpica's limits on the Ergast-compatible API, per client address: ERGAST_BURST_RATE_LIMIT
 * (4 a second) and ERGAST_HOURLY_RATE_LIMIT (500 an hour), counted by `services.rateLimits` (the
 * database's rows on PostgreSQL, so every instance shares them; memory beside PGlite). A request over either is a 429 with Retry-After and
 * Jolpica's `detail` beside our error body; one refused by the burst limit does not count against
 * the hour. While the database is out of reach nothing is counted, so answers kept in memory still
 * go out. Answers already made in the last second are sent again before these limits (see
 * http/anonymous-answers.ts) and are not counted: they cost the server nothing the limit guards.
 */
export function ergastRateLimit(): MiddlewareHandler<AppEnv> {
  // Clients refused here, until when (real time): a refusal stands until its window ends, so their
  // further requests until then are refused without a write. Another instance learns of the
  // refusal from the rows on the client's next request there.
  const refusedUntil = new Map<string, number>();
  return async (c, next) => {
    const { rateLimits, env } = c.get('services');
    const client = requestClient(c, env);
    const until = refusedUntil.get(client);
    if (until !== undefined && until > Date.now()) {
      return refuse(c, Math.max(1, Math.ceil((until - Date.now()) / 1000)));
    }
    refusedUntil.delete(client);
    let refusal: RateDecision;
    try {
      const burst = await rateLimits.consume(`ergast-burst:${client}`, env.ERGAST_BURST_RATE_LIMIT);
      refusal = burst.allowed
        ? await rateLimits.consume(`ergast-hourly:${client}`, env.ERGAST_HOURLY_RATE_LIMIT)
        : burst;
    } catch {
      // The database is out of reach: answers kept in memory still go out (an answer that needs
      // the database becomes the outage's 503 on its own).
      return next();
    }
    if (refusal.allowed) return next();
    if (refusedUntil.size >= maxRemembered) refusedUntil.clear();
    refusedUntil.set(client, refusal.windowEnds);
    return refuse(c, refusal.retryAfter);
  };
}

/** Refusals remembered at most; past it the memory starts again (the rows still hold every count). */
const maxRemembered = 10_000;

function refuse(c: Context<AppEnv>, seconds: number): Response {
  return c.json(
    {
      detail: `Request was throttled. Expected available in ${seconds} second${seconds === 1 ? '' : 's'}.`,
      ...errorBody('rate_limited', 'Too many requests. Please try again later.'),
    },
    429,
    { 'Retry-After': String(seconds), 'Cache-Control': 'no-store' },
  );
}
