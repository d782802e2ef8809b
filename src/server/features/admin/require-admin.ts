import type { MiddlewareHandler } from 'hono';
import { enforceAdminWriteLimit } from '#server/auth/rate-limit.ts';
import { type SignedInEnv, signedIn } from '#server/auth/require-user.ts';
import { sameOriginMutations } from '#server/auth/same-origin.ts';
import { isAdmin } from '#server/auth/session.server.ts';
import { ApiError } from '#server/http/errors.ts';
import { authMessages } from '#shared/auth-messages.ts';

/** 403 for a signed-in user who is not an admin (after `signedIn`'s 401), before any input is read. */
const adminOnly: MiddlewareHandler<SignedInEnv> = async (c, next) => {
  if (!isAdmin(c.get('user'))) throw new ApiError(403, 'forbidden', authMessages.notAdmin);
  if (!readOnlyMethods.has(c.req.method)) {
    await enforceAdminWriteLimit(c.get('services'), c.get('user').id);
  }
  await next();
};

const readOnlyMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The one gate of every admin API route, mounted once on /api/admin/* by api.ts: 401 without a live
 * session, 403 for anyone but an admin or for a state change sent from another site, 429 for an
 * admin past ADMIN_RATE_LIMIT's writes, and answers that no cache keeps. The user is `c.get('user')` behind it.
 */
export const requireAdmin: MiddlewareHandler<SignedInEnv> = async (c, next) => {
  await sameOriginMutations(c, async () => {
    await signedIn(c, async () => {
      await adminOnly(c, next);
    });
  });
  c.header('Cache-Control', 'no-store');
};
