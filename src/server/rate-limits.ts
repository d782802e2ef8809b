import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database, Db } from './db/client.ts';
import { rateLimits } from './db/schema.ts';

/** Requests per window (seconds), the shape of `authRateLimits`. */
export type RateRule = { window: number; max: number };

/** One request counted: whether it is allowed, and when (epoch ms) the current window ends. */
export type RateDecision = { allowed: boolean; retryAfter: number; windowEnds: number };

/**
 * Where our own rate limits count requests (better-auth counts its own in the `rate_limits` table).
 * Real time, not the site clock: a frozen PITWALL_NOW must not freeze a window.
 */
export type RateLimits = { consume: (key: string, rule: RateRule) => Promise<RateDecision> };

function decision(count: number, windowStart: number, rule: RateRule, now: number): RateDecision {
  const windowEnds = windowStart + rule.window * 1000;
  return {
    allowed: count <= rule.max,
    retryAfter: Math.max(1, Math.ceil((windowEnds - now) / 1000)),
    windowEnds,
  };
}

/**
 * Counts in the `rate_limits` table, beside better-auth's rows (keys of ours prefixed so they never
 * meet its keys), so limits hold across the instances on one PostgreSQL server. One statement reads
 * and bumps the count, so parallel requests cannot all see the same count and slip through.
 */
export function tableRateLimits(db: Db): RateLimits {
  return {
    async consume(key, rule) {
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
      return decision(row?.count ?? 1, Number(row?.lastRequest ?? now), rule, now);
    },
  };
}

/** Keys kept at most by the in-memory counts; past it the oldest go first. */
const maxMemoryKeys = 100_000;

/**
 * Counts in memory, for embedded PGlite: its database lives in this one process, so memory is as
 * shared as its table would be, and a count costs no write on the thread that serves every request
 * (two writes a request made an /f1 flood cost twice the answers themselves).
 */
export function memoryRateLimits(): RateLimits {
  const windows = new Map<string, { count: number; start: number }>();
  return {
    async consume(key, rule) {
      const now = Date.now();
      let window = windows.get(key);
      windows.delete(key);
      if (!window || window.start <= now - rule.window * 1000) window = { count: 0, start: now };
      window.count += 1;
      // Most recently counted last, so the first keys are the ones to forget.
      windows.set(key, window);
      if (windows.size > maxMemoryKeys) windows.delete(windows.keys().next().value as string);
      return decision(window.count, window.start, rule, now);
    },
  };
}

const embeddedCounts = new WeakMap<Database, RateLimits>();

/** The counts for a database: its table on PostgreSQL, memory beside an embedded PGlite. */
export function rateLimitsFor(database: Database): RateLimits {
  if (database.kind === 'postgres') return tableRateLimits(database.db);
  let counts = embeddedCounts.get(database);
  if (!counts) {
    counts = memoryRateLimits();
    embeddedCounts.set(database, counts);
  }
  return counts;
}
