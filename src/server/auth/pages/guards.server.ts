import {
  createContext,
  data,
  type MiddlewareFunction,
  type RouterContextProvider,
  redirect,
} from 'react-router';
import { enforceAdminWriteLimit } from '#server/auth/rate-limit.ts';
import { crossSiteMessage, isSameOrigin } from '#server/auth/same-origin.ts';
import { isAdmin, readSession, type SessionState, type SessionUser } from '#server/auth/session.server.ts';
import { RateLimited } from '#server/http/errors.ts';
import { serverContext } from '#server/react-router-context.server.ts';
import { type NoticeKey, withNotice } from '#shared/auth-messages.ts';
import type { CrossSiteRefusal } from '#shared/cross-site.ts';
import { safeRedirect } from '#shared/safe-redirect.ts';

/** What a guard reads of a loader's, action's or middleware's arguments. */
export type GuardArgs = {
  context: Readonly<RouterContextProvider>;
  /** The page's own URL: React Router's `url` argument, without a data request's `.data` and `_routes`. */
  url: URL;
};

/** The visitor's session, read on first use and then shared by every loader of the request. */
const sessionContext = createContext<() => Promise<SessionState>>();

/** The root's middleware: the request's session, read when something first asks for it. */
export const sessionMiddleware: MiddlewareFunction<Response> = ({ context, request }) => {
  let session: Promise<SessionState> | undefined;
  context.set(sessionContext, () => {
    session ??= readSession(context.get(serverContext).services, request.headers);
    return session;
  });
};

/** The request's session, read once however many loaders ask. */
export function sessionOf(context: Readonly<RouterContextProvider>): Promise<SessionState> {
  return context.get(sessionContext)();
}

const pathOf = (url: URL) => `${url.pathname}${url.search}`;

/** Pages for signed-out visitors only (docs/product.md §6): anyone signed in goes home with 'Already logged in!'. */
export async function requireSignedOut({ context }: GuardArgs): Promise<void> {
  const { user } = await sessionOf(context);
  if (user) throw redirect(withNotice('/', 'alreadyLoggedIn'));
}

/**
 * Pages that need an account (docs/product.md §6): without one, 'You have to log in to view this page!' and
 * the login page, which comes back here afterwards.
 */
export async function requireSignedIn({ context, url }: GuardArgs): Promise<SessionUser> {
  const { user } = await sessionOf(context);
  if (user) return user;
  throw redirect(loginPath(pathOf(url), 'loginRequired'));
}

/** The login page with a notice, returning to `back` after signing in. */
export function loginPath(back: string, notice: NoticeKey): string {
  const target = safeRedirect(back, '/');
  return withNotice(target === '/' ? '/login' : `/login?redirectTo=${encodeURIComponent(target)}`, notice);
}

/**
 * Admin pages (docs/product.md §6): signed out → 'Log in to admin account first!' and the login page; then
 * the admin check: 401 'Invalid or expired token. Please log in again.', 403 'You are not the
 * admin', any other failure 'Server error during admin check' — each of those back home.
 */
async function requireAdmin({ context, url }: GuardArgs): Promise<SessionUser> {
  const home = (notice: NoticeKey) => redirect(withNotice('/', notice));
  let session: SessionState;
  try {
    session = await sessionOf(context);
  } catch (error) {
    context.get(serverContext).services.log.error('admin check failed', error);
    throw home('adminCheckFailed');
  }
  if (!session.user) {
    throw session.cookieSent
      ? home('invalidSession')
      : redirect(loginPath(pathOf(url), 'adminLoginRequired'));
  }
  if (!isAdmin(session.user)) throw home('notAdmin');
  return session.user;
}

/** The signed-in admin of a request under the admin layout, kept by its middleware. */
const adminContext = createContext<SessionUser>();

/** The admin layout's middleware: every admin page and its actions pass requireAdmin first. */
export const adminMiddleware: MiddlewareFunction<Response> = async (args) => {
  args.context.set(adminContext, await requireAdmin(args));
};

/** The admin an admin page's loader or action runs for (the admin layout checked them). */
export function adminOf(context: Readonly<RouterContextProvider>): SessionUser {
  return context.get(adminContext);
}

/**
 * Admin page actions that write: ADMIN_RATE_LIMIT per admin. Past the limit the answer is a
 * 429 page with Retry-After, and nothing is written.
 */
export async function adminWrite(context: Readonly<RouterContextProvider>): Promise<SessionUser> {
  const user = adminOf(context);
  try {
    await enforceAdminWriteLimit(context.get(serverContext).services, user.id);
  } catch (error) {
    if (!(error instanceof RateLimited)) throw error;
    throw data(`${error.message} (admin changes)`, {
      status: 429,
      headers: { 'Retry-After': String(error.retryAfter) },
    });
  }
  return user;
}

const safeMethods = new Set(['GET', 'HEAD']);

/**
 * The root's middleware: page actions refuse state changes from other sites (the browser says where a
 * request comes from). The error page says what happened and gives the site's own address, where
 * the form works.
 */
export const sameOriginMiddleware: MiddlewareFunction<Response> = ({ context, request }) => {
  if (safeMethods.has(request.method)) return;
  const { services } = context.get(serverContext);
  if (!isSameOrigin(request, services)) {
    const refusal: CrossSiteRefusal = { crossSite: { address: services.env.PUBLIC_URL } };
    throw data(refusal, { status: 403, statusText: crossSiteMessage });
  }
};
