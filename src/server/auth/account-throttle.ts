import { randomUUID } from 'node:crypto';
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { rateLimits } from '#server/db/schema.ts';
import type { Env } from '#server/env.ts';
import type { Services } from '#server/services.ts';

type ThrottleRules = Pick<
  Env,
  'SIGN_IN_ACCOUNT_RATE_LIMIT' | 'SIGN_IN_COOLDOWN_SECONDS' | 'SIGN_IN_COOLDOWN_MAX_SECONDS'
>;

/** The row of one email address, apart from better-auth's keys and the per-client ones. */
export const signInAttemptsKey = (email: string) => `sign-in-attempts:${email.trim().toLowerCase()}`;

/** Doublings past the first cool-down at most (the cap is reached long before). */
const maxDoublings = 20;

/**
 * Seconds an address is held back after `count` attempts in a row without a sign-in: none below the
 * limit, then the first cool-down, doubled with every attempt let through after one, up to the cap.
 */
function cooldownSql(rules: ThrottleRules) {
  const { max } = rules.SIGN_IN_ACCOUNT_RATE_LIMIT;
  return sql`least(${rules.SIGN_IN_COOLDOWN_SECONDS} * power(2, least(${rateLimits.count} - ${max}, ${maxDoublings})), ${rules.SIGN_IN_COOLDOWN_MAX_SECONDS})`;
}

/**
 * Counts one sign-in attempt against an email address, from any client: each one the address is
 * let through bumps its count (a sign-in clears it), one statement reads and bumps, so parallel
 * attempts cannot all slip past the limit. Attempts more than the window apart start a new count.
 * Past SIGN_IN_ACCOUNT_RATE_LIMIT's count, the address waits a cool-down before its next attempt,
 * and attempts it makes while waiting are refused without counting. Real time, as every rate limit.
 */
export async function consumeSignInAttempt(
  db: Db,
  email: string,
  rules: ThrottleRules,
): Promise<{ allowed: boolean; retryAfter: number }> {
  const key = signInAttemptsKey(email);
  const { window, max } = rules.SIGN_IN_ACCOUNT_RATE_LIMIT;
  const now = Date.now();
  const waiting = sql`${rateLimits.count} >= ${max} and ${rateLimits.lastRequest} + ${cooldownSql(rules)} * 1000 > ${now}`;
  const [bumped] = await db
    .insert(rateLimits)
    .values({ id: randomUUID(), key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.lastRequest} <= ${now - window * 1000} then 1 else ${rateLimits.count} + 1 end`,
        lastRequest: now,
      },
      // While the address waits, the row stays as it is and nothing is returned.
      setWhere: sql`not (${waiting})`,
    })
    .returning({ count: rateLimits.count });
  if (bumped) return { allowed: true, retryAfter: 0 };
  const [held] = await db
    .select({ until: sql<number>`${rateLimits.lastRequest} + ${cooldownSql(rules)} * 1000` })
    .from(rateLimits)
    .where(eq(rateLimits.key, key));
  return { allowed: false, retryAfter: Math.max(1, Math.ceil((Number(held?.until ?? now) - now) / 1000)) };
}

/** A sign-in with the right password: the address starts afresh. */
export async function clearSignInAttempts(db: Db, email: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, signInAttemptsKey(email)));
}

const emailOf = (body: unknown) => {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim() !== '' ? email : null;
};

/**
 * Email sign-in is limited per email address as well as per client (better-auth's own limit):
 * guesses at one account's password spread over many addresses are held back too. Both the API
 * and the login page go through better-auth's handler, so both pass here. An address with no
 * account is counted and refused exactly like one with an account, so the answers tell nothing.
 */
export function accountSignInThrottle(services: Pick<Services, 'db' | 'env'>): BetterAuthPlugin {
  const isSignIn = (ctx: { path?: string }) => ctx.path === '/sign-in/email';
  return {
    id: 'pitwall-account-sign-in-throttle',
    hooks: {
      before: [
        {
          matcher: isSignIn,
          handler: createAuthMiddleware(async (ctx) => {
            const email = emailOf(ctx.body);
            if (!email) return;
            const { allowed, retryAfter } = await consumeSignInAttempt(services.db, email, services.env);
            if (allowed) return;
            throw new APIError(
              'TOO_MANY_REQUESTS',
              { code: 'RATE_LIMITED', message: 'Too many requests. Please try again later.' },
              { 'Retry-After': String(retryAfter), 'X-Retry-After': String(retryAfter) },
            );
          }),
        },
      ],
      after: [
        {
          matcher: isSignIn,
          handler: createAuthMiddleware(async (ctx) => {
            const email = emailOf(ctx.body);
            if (email && ctx.context.newSession) await clearSignInAttempts(services.db, email);
          }),
        },
      ],
    },
  };
}
