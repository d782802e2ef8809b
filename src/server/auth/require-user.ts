import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '#server/app-env.ts';
import { ApiError } from '#server/http/errors.ts';
import { authMessages } from '#shared/auth-messages.ts';
import { readSession, type SessionUser } from './session.server.ts';

/**
 * The signed-in user of an API request, or 401: 'User is not authenticated' without a session
 * cookie, 'Invalid or expired token. Please log in again.' when the cookie names no live session.
 */
export async function requireUser(c: Pick<Context<AppEnv>, 'get' | 'req'>): Promise<SessionUser> {
  const session = await readSession(c.get('services'), c.req.raw.headers);
  if (session.user) return session.user;
  throw new ApiError(
    401,
    'unauthorized',
    session.cookieSent ? authMessages.invalidSession : authMessages.notAuthenticated,
  );
}

/** The app's context with the signed-in user, for routes behind `signedIn`. */
export type SignedInEnv = { Variables: AppEnv['Variables'] & { user: SessionUser } };

/** Middleware: 401 unless signed in (before any input is read); the user is `c.get('user')`. */
export const signedIn: MiddlewareHandler<SignedInEnv> = async (c, next) => {
  c.set('user', await requireUser(c));
  await next();
};
