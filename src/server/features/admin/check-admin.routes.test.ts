import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { users } from '#server/db/schema.ts';
import {
  jsonRequest,
  newAccount,
  newClient,
  openAccountsTestApp,
  signIn,
  signUpConfirmed,
  testOrigin,
} from '#server/testing/accounts.ts';
import { linkIn } from '#server/testing/smtp-inbox.ts';
import { adminCommand } from './admin-command.ts';

let t: Awaited<ReturnType<typeof openAccountsTestApp>>;
beforeAll(async () => {
  t = await openAccountsTestApp();
});
afterAll(() => t?.close());

const checkAdmin = async (cookie?: string, app = t.app) => {
  const response = await app.request('/api/check-admin', jsonRequest('GET', undefined, cookie ?? ''));
  return { status: response.status, body: await response.json() };
};

describe('GET /api/check-admin (docs/product.md §6)', () => {
  test('401 without a session or with a forged one', async () => {
    const expected = {
      status: 401,
      body: { error: { code: 'unauthorized', message: 'Invalid or expired token. Please log in again.' } },
    };
    expect(await checkAdmin()).toEqual(expected);
    expect(await checkAdmin('pitwall.session_token=forged.c2ln')).toEqual(expected);
  });

  test('403 for a signed-in fan, 200 once `npm run admin -- grant` gave the role, 403 again after revoke', async () => {
    const account = await signUpConfirmed(t.app, t.inbox);
    const cookie = await signIn(t.app, account);
    expect(await checkAdmin(cookie)).toEqual({
      status: 403,
      body: { error: { code: 'forbidden', message: 'You are not the admin' } },
    });

    expect(
      await adminCommand(
        ['grant', account.email.toUpperCase()],
        t.database.db,
        t.services.env,
        t.services.events,
      ),
    ).toEqual({
      ok: true,
      message: `${account.email} is now an admin`,
    });
    expect(await checkAdmin(cookie)).toEqual({ status: 200, body: { admin: true } });
    const profile = await (await t.app.request('/api/profile', jsonRequest('GET', undefined, cookie))).json();
    expect(profile.isAdmin).toBe(true);

    expect(
      (await adminCommand(['revoke', account.email], t.database.db, t.services.env, t.services.events)).ok,
    ).toBe(true);
    expect((await checkAdmin(cookie)).status).toBe(403);
  });

  test('ADMIN_EMAILS grants the role at sign-in, to confirmed addresses', async () => {
    const chief = newAccount();
    const { app } = t.withEnv({ ADMIN_EMAILS: `someone@example.com, ${chief.email.toUpperCase()}` });
    const roleOf = async () =>
      (await t.database.db.select().from(users).where(eq(users.email, chief.email)))[0]?.role;
    const signUp = await app.request(
      '/api/auth/sign-up/email',
      jsonRequest('POST', chief, { origin: testOrigin, client: newClient() }),
    );
    expect(signUp.status).toBe(200);
    // Listed, but not confirmed yet: no role.
    expect(await roleOf()).toBe('user');
    // Following the confirmation link signs the user in, and that first sign-in grants it.
    const mail = await t.inbox.waitFor({ to: chief.email, subject: /Confirm your email/ });
    const token = new URL(linkIn(mail, `${testOrigin}/auth-action`)).searchParams.get('token');
    expect((await app.request(`/api/auth/verify-email?token=${token}`)).ok).toBe(true);
    expect(await roleOf()).toBe('admin');
    const cookie = await signIn(app, chief);
    expect(await checkAdmin(cookie, app)).toEqual({ status: 200, body: { admin: true } });
    // Revoking while ADMIN_EMAILS still lists it says what will happen.
    const revoke = await adminCommand(
      ['revoke', chief.email],
      t.database.db,
      { ADMIN_EMAILS: [chief.email] },
      t.services.events,
    );
    expect(revoke.message).toContain('gets the role back at its next sign-in');
  });

  test('a check without its database is an outage: 503 with Retry-After, not a 500', async () => {
    const other = await openAccountsTestApp();
    const account = await signUpConfirmed(other.app, other.inbox);
    const cookie = await signIn(other.app, account);
    await other.close();
    const response = await other.app.request('/api/check-admin', jsonRequest('GET', undefined, cookie));
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBeTruthy();
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('unavailable');
  });
});

describe('npm run admin', () => {
  test('explains its usage and unknown addresses', async () => {
    const env = t.services.env;
    expect(await adminCommand([], t.database.db, env, t.services.events)).toEqual({
      ok: false,
      message: 'Usage: npm run admin -- grant|revoke EMAIL',
    });
    expect((await adminCommand(['promote', 'a@b.c'], t.database.db, env, t.services.events)).ok).toBe(false);
    expect(
      await adminCommand(['grant', 'nobody@example.com'], t.database.db, env, t.services.events),
    ).toEqual({
      ok: false,
      message: 'No account has the email nobody@example.com',
    });
  });
});
