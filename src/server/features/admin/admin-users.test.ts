import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sessions, userFavourites, users } from '#server/db/schema.ts';
import {
  jsonRequest,
  newAccount,
  openAccountsTestApp,
  signIn,
  signUpConfirmed,
} from '#server/testing/accounts.ts';
import { setRole } from './admin-role.ts';

let t: Awaited<ReturnType<typeof openAccountsTestApp>>;
let adminCookie: string;
let adminId: string;

const idOf = async (email: string) =>
  (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id ?? '';
const call = async (method: string, path: string, body?: unknown) => {
  const response = await t.app.request(`/api/admin${path}`, jsonRequest(method, body, adminCookie));
  return { status: response.status, body: await response.json() };
};

beforeAll(async () => {
  t = await openAccountsTestApp();
  const chief = await signUpConfirmed(t.app, t.inbox);
  await setRole(t.database.db, chief.email, 'admin');
  adminCookie = await signIn(t.app, chief);
  adminId = await idOf(chief.email);
});
afterAll(() => t?.close());

describe('the admin’s user tools', () => {
  test('search by name or email; disable signs the user out and keeps them out; enable lets them back', async () => {
    const fan = await signUpConfirmed(t.app, t.inbox);
    const fanId = await idOf(fan.email);
    await signIn(t.app, fan);
    const found = await call('GET', `/users?q=${encodeURIComponent(fan.email)}`);
    expect(found.body.users).toEqual([expect.objectContaining({ id: fanId, role: 'user', disabled: false })]);
    expect(found.body.total).toBeGreaterThanOrEqual(2);

    expect((await call('PUT', `/users/${fanId}/disabled`, { disabled: true })).body).toMatchObject({
      disabled: true,
    });
    const [left] = await t.database.db
      .select({ n: count() })
      .from(sessions)
      .where(eq(sessions.userId, fanId));
    expect(left?.n).toBe(0);
    await expect(signIn(t.app, fan)).rejects.toThrow(/sign-in failed/);
    await call('PUT', `/users/${fanId}/disabled`, { disabled: false });
    expect(await signIn(t.app, fan)).toContain('pitwall.session_token');
  });

  test('delete takes the account with its favourites; an admin cannot delete or demote themself', async () => {
    const fan = await signUpConfirmed(t.app, t.inbox);
    const fanId = await idOf(fan.email);
    await t.database.db.insert(userFavourites).values({ userId: fanId, driverId: null });
    expect(await call('DELETE', `/users/${fanId}`)).toEqual({ status: 200, body: { deleted: true } });
    expect(await idOf(fan.email)).toBe('');
    const favourites = await t.database.db
      .select()
      .from(userFavourites)
      .where(eq(userFavourites.userId, fanId));
    expect(favourites).toEqual([]);
    expect((await call('DELETE', `/users/${fanId}`)).status).toBe(404);

    expect(await call('PUT', `/users/${adminId}/role`, { role: 'user' })).toMatchObject({
      status: 409,
      body: { error: { code: 'own_account' } },
    });
    expect((await call('DELETE', `/users/${adminId}`)).status).toBe(409);
  });

  test('the account log has every change: who, when, which account, before and after', async () => {
    const fan = await signUpConfirmed(t.app, t.inbox, newAccount({ name: 'Logged Fan' }));
    const fanId = await idOf(fan.email);
    await call('PUT', `/users/${fanId}/role`, { role: 'admin' });
    // The same role again changes nothing, and logs nothing.
    await call('PUT', `/users/${fanId}/role`, { role: 'admin' });
    await call('PUT', `/users/${fanId}/disabled`, { disabled: true });
    await call('DELETE', `/users/${fanId}`);

    const { status, body } = await call('GET', '/account-audit');
    expect(status).toBe(200);
    const mine = (body as { accountId: string }[]).filter((entry) => entry.accountId === fanId);
    expect(mine).toEqual([
      expect.objectContaining({
        action: 'deleted',
        accountName: 'Logged Fan',
        before: expect.objectContaining({ role: 'admin', disabled: true }),
        after: null,
      }),
      expect.objectContaining({ action: 'disabled', before: { disabled: false }, after: { disabled: true } }),
      expect.objectContaining({ action: 'role', before: { role: 'user' }, after: { role: 'admin' } }),
    ]);
    for (const entry of mine) {
      expect(entry).toMatchObject({ who: expect.any(String), at: expect.stringMatching(/^\d{4}-/) });
      expect((entry as unknown as { who: string }).who).not.toBe('A deleted account');
    }
    const deletions = (await call('GET', '/account-audit?action=deleted')).body as { action: string }[];
    expect(deletions.length).toBeGreaterThan(0);
    expect(deletions.every((entry) => entry.action === 'deleted')).toBe(true);
    expect((await call('GET', '/account-audit?action=everything')).body.error?.field).toBe('action');
  });

  test('bad input is refused naming the field, nothing changed', async () => {
    const fanId = await idOf((await signUpConfirmed(t.app, t.inbox)).email);
    for (const [path, body, field] of [
      [`/users/${fanId}/role`, { role: 'owner' }, 'role'],
      [`/users/${fanId}/disabled`, { disabled: 'yes' }, 'disabled'],
    ] as const) {
      const response = await call('PUT', path, body);
      expect({ status: response.status, field: response.body.error?.field }).toEqual({ status: 400, field });
    }
    expect((await call('POST', '/jobs/everything/run')).body.error?.field).toBe('job');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, fanId));
    expect(row).toMatchObject({ role: 'user', banned: false });
  });

  test('diagnostics name the database, its migrations, the clock and the instance', async () => {
    const { status, body } = await call('GET', '/diagnostics');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      instanceId: expect.any(String),
      clock: { now: '2025-07-05T12:00:00.000Z' },
      database: { kind: t.database.kind, migrations: { applied: expect.any(Number) } },
    });
    expect(body.database.migrations.applied).toBeGreaterThanOrEqual(5);
    expect(body.database.sizeBytes).toBeGreaterThan(0);
  });
});
