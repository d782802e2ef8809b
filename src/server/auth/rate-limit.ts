import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { rateLimits } from '#server/db/schema.ts';
import { ApiError } from '#server/http/errors.ts';

/** Requests per window (seconds), the shape of `authRateLimits`. */
export type RateRule = { window: number; max: number };

/**
 * Counts one request against `key` in the `rate_limits` table better-auth keeps its own limits in
 * (same rows, same window and max, keys of ours prefixed so they never meet its keys), so limits
 * hold across instances. One statement reads and bumps the count, so parallel requests cannot all
 * see the same count and slip through. Real time, not the site clock: a frozen PITWALL_NOW must
 * not freeze a window.
 */
export async function consumeRateLimit(db: Db, key: string, rule: RateRule): Promise<boolean> {
  const now = Date.now();
  const windowStart = now - rule.window * 1000;
  const [row] = await db
    .insert(rateLimits)
    .values({ id: randomUUID(), key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        // A window that ran out starts again at this request; otherwise the count grows.
        count: sql`case when ${rateLimits.lastRequest} <= ${windowStart} then 1 else ${rateLimits.count} + 1 end`,
        lastRequest: sql`case when ${rateLimits.lastRequest} <= ${windowStart} then ${now} else ${rateLimits.lastRequest} end`,
      },
    })
    .returning({ count: rateLimits.count });
  return (row?.count ?? 1) <= rule.max;
}

/** 429 with the house error body unless `key` has requests left in its window. */
export async function enforceRateLimit(db: Db, key: string, rule: RateRule): Promise<void> {
  if (await consumeRateLimit(db, key, rule)) return;
  throw new ApiError(429, 'rate_limited', 'Too many requests. Please try again later.');
}
