import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { rateLimits } from '#server/db/schema.ts';
import { RateLimited } from '#server/http/errors.ts';
import type { Services } from '#server/services.ts';

/** Requests per window (seconds), the shape of `authRateLimits`. */
export type RateRule = { window: number; max: number };

/**
 * Counts one request against `key` in the `rate_limits` table better-auth keeps its own limits in
 * (same rows, same window and max, keys of ours prefixed so they never meet its keys), so limits
 * hold across instances. One statement reads and bumps the count, so parallel requests cannot all
 * see the same count and slip through. Real time, not the site clock: a frozen PITWALL_NOW must
 * not freeze a window. `windowEnds` is when (epoch ms) the current window ends.
 */
export async function consumeRateLimit(
  db: Db,
  key: string,
  rule: RateRule,
): Promise<{ allowed: boolean; retryAfter: number; windowEnds: number }> {
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
    .returning({ count: rateLimits.count, lastRequest: rateLimits.lastRequest });
  const windowEnds = Number(row?.lastRequest ?? now) + rule.window * 1000;
  return {
    allowed: (row?.count ?? 1) <= rule.max,
    retryAfter: Math.max(1, Math.ceil((windowEnds - now) / 1000)),
    windowEnds,
  };
}

/**
 * 429 with the house error body and Retry-After unless `key` has requests left in its window;
 * `field` names the form field a page shows the refusal beside.
 */
export async function enforceRateLimit(db: Db, key: string, rule: RateRule, field?: string): Promise<void> {
  const { allowed, retryAfter } = await consumeRateLimit(db, key, rule);
  if (!allowed) throw new RateLimited(retryAfter, field);
}

/**
 * Every admin write, through the API or an admin page's form, counts against its admin's
 * ADMIN_RATE_LIMIT (a stolen session cannot rewrite the site at machine speed).
 */
export function enforceAdminWriteLimit(
  services: Pick<Services, 'db' | 'env'>,
  userId: string,
): Promise<void> {
  return enforceRateLimit(services.db, `admin-writes:${userId}`, services.env.ADMIN_RATE_LIMIT);
}
