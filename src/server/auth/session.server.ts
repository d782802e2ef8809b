import { defineCache } from '#server/cache.ts';
import type { Services } from '#server/services.ts';
import { authFor, sessionRenewalSeconds } from './auth.server.ts';

/** The signed-in user as our code sees them. */
export type SessionUser = {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  image: string | null;
  role: string;
};

/** Whether the user holds the admin role (ADMIN_EMAILS at sign-in, or `npm run admin`). */
export const isAdmin = (user: Pick<SessionUser, 'role'>) => user.role === 'admin';

export type SessionState = {
  user: SessionUser | null;
  /** Whether the request carried a session cookie at all (an invalid one means an expired or forged session). */
  cookieSent: boolean;
  /** Set-Cookie headers to pass on: a renewed session cookie, or the clearing of a dead one. */
  setCookies: string[];
};

const sessionCookie = /(?:^|;\s*)(?:__Secure-)?pitwall\.session_token=([^;\s]*)/;

/** Whether a Cookie header carries a session cookie, valid or not. */
export function hasSessionCookie(headers: Headers): boolean {
  return sessionCookie.test(headers.get('cookie') ?? '');
}

/** A looked-up session, with when it ends and when it is due for renewal (ms since the epoch). */
type Remembered = SessionState & { expiresAt: number; renewAt: number };

/**
 * Live sessions by their signed cookie value, so a signed-in visitor's pages and calls do not each
 * ask the database who they are. Only valid sessions that need no renewal are kept, for at most
 * `ttlMs` and never past their expiry. Any change to accounts or sessions (`sessions.changed`, on
 * every instance) forgets them all, so a signed-out or disabled session is refused at once.
 */
export const sessionCacheSpec = defineCache<Remembered>({
  name: 'sessions',
  maxEntries: 10_000,
  ttlMs: 60_000,
  dropOn: ['sessions.changed'],
});

/** Resolves the session of a request (one database read, then memory), renewing it when it is due. */
export async function readSession(services: Services, headers: Headers): Promise<SessionState> {
  const token = sessionCookie.exec(headers.get('cookie') ?? '')?.[1];
  if (token === undefined) return { user: null, cookieSent: false, setCookies: [] };
  if (!token) return lookUp(services, headers);
  const sessions = services.cache.use(sessionCacheSpec);
  const remembered = await sessions.get(token, () => lookUp(services, headers));
  const now = Date.now();
  if (remembered.renewAt <= now && remembered.user) {
    // Due for renewal: ask better-auth, which extends the session and sends a new cookie.
    sessions.delete(token);
    const fresh = await lookUp(services, headers);
    return { user: fresh.user, cookieSent: true, setCookies: fresh.setCookies };
  }
  if (!remembered.user || remembered.setCookies.length > 0 || remembered.expiresAt <= now) {
    sessions.delete(token);
  }
  return { user: remembered.user, cookieSent: true, setCookies: remembered.setCookies };
}

async function lookUp(services: Services, headers: Headers): Promise<Remembered> {
  const { headers: responseHeaders, response } = await authFor(services).api.getSession({
    headers,
    returnHeaders: true,
  });
  const setCookies = responseHeaders.getSetCookie();
  if (!response) return { user: null, cookieSent: true, setCookies, expiresAt: 0, renewAt: 0 };
  const { user, session } = response;
  return {
    user: {
      id: user.id,
      name: user.name,
      email: user.email,
      emailVerified: user.emailVerified,
      image: user.image ?? null,
      role: user.role ?? 'user',
    },
    cookieSent: true,
    setCookies,
    expiresAt: new Date(session.expiresAt).getTime(),
    renewAt: new Date(session.updatedAt).getTime() + sessionRenewalSeconds * 1000,
  };
}
