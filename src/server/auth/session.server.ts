import type { Services } from '#server/services.ts';
import { authFor } from './auth.server.ts';

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

const sessionCookie = /(?:^|;\s*)(?:__Secure-)?pitwall\.session_token=/;

/** Whether a Cookie header carries a session cookie, valid or not. */
export function hasSessionCookie(headers: Headers): boolean {
  return sessionCookie.test(headers.get('cookie') ?? '');
}

/** Resolves the session of a request (one database read), renewing it when it is due. */
export async function readSession(services: Services, headers: Headers): Promise<SessionState> {
  const cookieSent = hasSessionCookie(headers);
  if (!cookieSent) return { user: null, cookieSent, setCookies: [] };
  const { headers: responseHeaders, response } = await authFor(services).api.getSession({
    headers,
    returnHeaders: true,
  });
  const setCookies = responseHeaders.getSetCookie();
  if (!response) return { user: null, cookieSent, setCookies };
  const { user } = response;
  return {
    user: {
      id: user.id,
      name: user.name,
      email: user.email,
      emailVerified: user.emailVerified,
      image: user.image ?? null,
      role: user.role ?? 'user',
    },
    cookieSent,
    setCookies,
  };
}
