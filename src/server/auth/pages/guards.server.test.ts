import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminCommand } from '#server/features/admin/admin-command.ts';
import { routerContext } from '#server/react-router-context.server.ts';
import type { Services } from '#server/services.ts';
import { openAccountsTestApp, signIn, signUpConfirmed } from '#server/testing/accounts.ts';
import {
  adminMiddleware,
  adminOf,
  requireSignedIn,
  requireSignedOut,
  sessionMiddleware,
} from './guards.server.ts';

let t: Awaited<ReturnType<typeof openAccountsTestApp>>;
let fanCookie: string;
let adminCookie: string;
let adminEmail: string;
beforeAll(async () => {
  t = await openAccountsTestApp();
  fanCookie = await signIn(t.app, await signUpConfirmed(t.app, t.inbox));
  const admin = await signUpConfirmed(t.app, t.inbox);
  await adminCommand(['grant', admin.email], t.database.db, t.services.env, t.services.events);
  adminCookie = await signIn(t.app, admin);
  adminEmail = admin.email;
});
afterAll(() => t?.close());

/** A guard's arguments for a document request of `path`, after the root's session middleware. */
const page = async (path: string, cookie = '', services: Services = t.services) => {
  const request = new Request(`http://localhost:3000${path}`, { headers: cookie ? { cookie } : {} });
  const url = new URL(request.url);
  const args = {
    context: routerContext({ services, clientAddress: '127.0.0.1' }),
    request,
    url,
    params: {},
    pattern: url.pathname,
  };
  await sessionMiddleware(args, async () => new Response());
  return args;
};

/** The admin layout's middleware for `path`: what a page under it may read of its admin. */
const adminPage = async (path: string, cookie = '', services?: Services) => {
  const args = await page(path, cookie, services);
  await adminMiddleware(args, async () => new Response());
  return adminOf(args.context).email;
};

/** Where a guard sends the visitor: the redirect's Location, or 'allowed'. */
async function outcome(guard: Promise<unknown>): Promise<string> {
  try {
    await guard;
    return 'allowed';
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('location') ?? `status ${thrown.status}`;
    throw thrown;
  }
}

const forged = 'pitwall.session_token=forged.c2lnbmF0dXJl';

describe('the route guards of docs/product.md §6', () => {
  test.each([
    ['signup, signed out', async () => requireSignedOut(await page('/signup')), 'allowed'],
    [
      'signup, signed in',
      async () => requireSignedOut(await page('/signup', fanCookie)),
      '/?notice=alreadyLoggedIn',
    ],
    [
      'profile, signed out',
      async () => requireSignedIn(await page('/profile')),
      '/login?redirectTo=%2Fprofile&notice=loginRequired',
    ],
    [
      'update-profile with a forged cookie',
      async () => requireSignedIn(await page('/update-profile?x=1', forged)),
      '/login?redirectTo=%2Fupdate-profile%3Fx%3D1&notice=loginRequired',
    ],
    ['profile, signed in', async () => requireSignedIn(await page('/profile', fanCookie)), 'allowed'],
    ['admin, signed out', () => adminPage('/admin'), '/login?redirectTo=%2Fadmin&notice=adminLoginRequired'],
    ['admin, forged cookie', () => adminPage('/admin', forged), '/?notice=invalidSession'],
    ['admin, a fan', () => adminPage('/admin', fanCookie), '/?notice=notAdmin'],
    ['admin, an admin', () => adminPage('/admin', adminCookie), 'allowed'],
  ])('%s → %s', async (_case, guard, expected) => {
    expect(await outcome(guard())).toBe(expected);
  });

  test('the pages under the admin layout read the admin its middleware let in', async () => {
    expect(await adminPage('/admin/team-editor', adminCookie)).toBe(adminEmail);
  });

  test('admin, when the check itself fails → home with its message', async () => {
    const broken = await openAccountsTestApp();
    const cookie = await signIn(broken.app, await signUpConfirmed(broken.app, broken.inbox));
    await broken.close();
    expect(await outcome(adminPage('/admin', cookie, broken.services))).toBe('/?notice=adminCheckFailed');
  });
});
