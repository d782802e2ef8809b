import type { RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminCommand } from '#server/features/admin/admin-command.ts';
import { routerContext } from '#server/react-router-context.server.ts';
import { openAccountsTestApp, signIn, signUpConfirmed } from '#server/testing/accounts.ts';
import { requireAdmin, requireSignedIn, requireSignedOut } from './guards.server.ts';

let t: Awaited<ReturnType<typeof openAccountsTestApp>>;
let context: RouterContextProvider;
let fanCookie: string;
let adminCookie: string;
beforeAll(async () => {
  t = await openAccountsTestApp();
  context = routerContext({ services: t.services, clientAddress: '127.0.0.1' });
  fanCookie = await signIn(t.app, await signUpConfirmed(t.app, t.inbox));
  const admin = await signUpConfirmed(t.app, t.inbox);
  await adminCommand(['grant', admin.email], t.database.db, t.services.env, t.services.events);
  adminCookie = await signIn(t.app, admin);
});
afterAll(() => t?.close());

/** A guard's arguments for a document request of `path`. */
const page = (path: string, cookie = '', ofApp = context) => {
  const request = new Request(`http://localhost:3000${path}`, { headers: cookie ? { cookie } : {} });
  return { context: ofApp, request, url: new URL(request.url) };
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
    ['signup, signed out', () => requireSignedOut(page('/signup')), 'allowed'],
    ['signup, signed in', () => requireSignedOut(page('/signup', fanCookie)), '/?notice=alreadyLoggedIn'],
    [
      'profile, signed out',
      () => requireSignedIn(page('/profile')),
      '/login?redirectTo=%2Fprofile&notice=loginRequired',
    ],
    [
      'update-profile with a forged cookie',
      () => requireSignedIn(page('/update-profile?x=1', forged)),
      '/login?redirectTo=%2Fupdate-profile%3Fx%3D1&notice=loginRequired',
    ],
    ['profile, signed in', () => requireSignedIn(page('/profile', fanCookie)), 'allowed'],
    [
      'admin, signed out',
      () => requireAdmin(page('/admin')),
      '/login?redirectTo=%2Fadmin&notice=adminLoginRequired',
    ],
    ['admin, forged cookie', () => requireAdmin(page('/admin', forged)), '/?notice=invalidSession'],
    ['admin, a fan', () => requireAdmin(page('/admin', fanCookie)), '/?notice=notAdmin'],
    ['admin, an admin', () => requireAdmin(page('/admin', adminCookie)), 'allowed'],
  ])('%s → %s', async (_case, guard, expected) => {
    expect(await outcome(guard())).toBe(expected);
  });

  test('admin, when the check itself fails → home with its message', async () => {
    const broken = await openAccountsTestApp();
    const cookie = await signIn(broken.app, await signUpConfirmed(broken.app, broken.inbox));
    await broken.close();
    const brokenContext = routerContext({ services: broken.services, clientAddress: '127.0.0.1' });
    expect(await outcome(requireAdmin(page('/admin', cookie, brokenContext)))).toBe(
      '/?notice=adminCheckFailed',
    );
  });
});
