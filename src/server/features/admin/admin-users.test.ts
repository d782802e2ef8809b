import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { SessionUser } from '#server/auth/session.server.ts';
import { sessions, userFavourites, users } from '#server/db/schema.ts';
import { writeSessionTime } from '#server/race-data/writes/write-session-time.ts';
import { newAccount, openAccountsTestApp, signIn, signUpConfirmed } from '#server/testing/accounts.ts';
import { setRole } from './admin-role.ts';
import { listAccountAudit, listUsers } from './admin-users.server.ts';
import { type DashboardResult, dashboardAction } from './dashboard.server.ts';
import { diagnostics } from './diagnostics.server.ts';
import { auditLogWithAuthors } from './race-data-audit.queries.ts';

// The dashboard's user tools as its page uses them: its loader's reads (listUsers, listAccountAudit,
// diagnostics) and its form action (`dashboardAction`), each write through the one service function
// of its kind (setUserRole, setUserDisabled, deleteUser, requestJobRun, revertAdminWrite).

let t: Awaited<ReturnType<typeof openAccountsTestApp>>;
let admin: SessionUser;

const idOf = async (email: string) =>
  (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id ?? '';

/** A dashboard form sent by the admin: its status and the message shown beside it. */
const press = async (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const answer = (await dashboardAction(t.services, admin, form)) as {
    data: DashboardResult;
    init?: { status?: number };
  };
  return { status: answer.init?.status ?? 200, ...answer.data };
};

beforeAll(async () => {
  t = await openAccountsTestApp();
  const chief = await signUpConfirmed(t.app, t.inbox, newAccount({ name: 'Chief' }));
  await setRole(t.database.db, chief.email, 'admin');
  const id = await idOf(chief.email);
  admin = { id, name: 'Chief', email: chief.email, emailVerified: true, image: null, role: 'admin' };
});
afterAll(() => t?.close());

describe('the admin’s user tools', () => {
  test('search by name or email; disable signs the user out and keeps them out; enable lets them back', async () => {
    const fan = await signUpConfirmed(t.app, t.inbox);
    const fanId = await idOf(fan.email);
    await signIn(t.app, fan);
    const found = await listUsers(t.services, { query: fan.email });
    expect(found.users).toEqual([expect.objectContaining({ id: fanId, role: 'user', disabled: false })]);
    expect(found.total).toBeGreaterThanOrEqual(2);

    expect(await press({ intent: 'disable', id: fanId })).toMatchObject({
      status: 200,
      form: `user-${fanId}`,
      message: expect.stringMatching(/is disabled$/),
    });
    const [left] = await t.database.db
      .select({ n: count() })
      .from(sessions)
      .where(eq(sessions.userId, fanId));
    expect(left?.n).toBe(0);
    await expect(signIn(t.app, fan)).rejects.toThrow(/sign-in failed/);
    expect((await press({ intent: 'enable', id: fanId })).status).toBe(200);
    expect(await signIn(t.app, fan)).toContain('pitwall.session_token');
  });

  test('delete takes the account with its favourites; an admin cannot delete or demote themself', async () => {
    const fan = await signUpConfirmed(t.app, t.inbox);
    const fanId = await idOf(fan.email);
    await t.database.db.insert(userFavourites).values({ userId: fanId, driverId: null });
    expect((await press({ intent: 'delete', id: fanId })).status).toBe(400);
    expect(await idOf(fan.email)).toBe(fanId);
    expect(await press({ intent: 'delete', id: fanId, confirm: 'yes' })).toMatchObject({
      status: 200,
      message: 'The account is deleted',
    });
    expect(await idOf(fan.email)).toBe('');
    const favourites = await t.database.db
      .select()
      .from(userFavourites)
      .where(eq(userFavourites.userId, fanId));
    expect(favourites).toEqual([]);
    expect((await press({ intent: 'delete', id: fanId, confirm: 'yes' })).status).toBe(404);

    expect((await press({ intent: 'remove-admin', id: admin.id })).status).toBe(409);
    expect((await press({ intent: 'delete', id: admin.id, confirm: 'yes' })).status).toBe(409);
    expect((await t.database.db.select().from(users).where(eq(users.id, admin.id)))[0]?.role).toBe('admin');
  });

  test('the account log has every change: who, when, which account, before and after', async () => {
    const fan = await signUpConfirmed(t.app, t.inbox, newAccount({ name: 'Logged Fan' }));
    const fanId = await idOf(fan.email);
    await press({ intent: 'grant-admin', id: fanId });
    // The same role again changes nothing, and logs nothing.
    await press({ intent: 'grant-admin', id: fanId });
    await press({ intent: 'disable', id: fanId });
    await press({ intent: 'delete', id: fanId, confirm: 'yes' });

    const mine = (await listAccountAudit(t.services, {})).filter((entry) => entry.accountId === fanId);
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
      expect(entry).toMatchObject({ who: 'Chief', at: expect.any(Date) });
    }
    const deletions = await listAccountAudit(t.services, { action: 'deleted' });
    expect(deletions.length).toBeGreaterThan(0);
    expect(deletions.every((entry) => entry.action === 'deleted')).toBe(true);
  });

  test('an unknown job, entry or action is refused beside its form, nothing changed', async () => {
    const fanId = await idOf((await signUpConfirmed(t.app, t.inbox)).email);
    expect(await press({ intent: 'run-job', id: 'everything' })).toMatchObject({
      status: 400,
      form: 'jobs',
    });
    expect(await press({ intent: 'revert', id: 'zero' })).toMatchObject({ status: 400, form: 'audit' });
    expect(await press({ intent: 'revert', id: '999999' })).toMatchObject({
      status: 404,
      form: 'audit-999999',
    });
    expect(await press({ intent: 'make-owner', id: fanId })).toMatchObject({ status: 400 });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, fanId));
    expect(row).toMatchObject({ role: 'user', banned: false });
  });

  test('a race-data edit shows in its round’s audit log under the admin’s name, and reverts once', async () => {
    const written = await writeSessionTime(
      t.services,
      { source: 'admin', userId: admin.id },
      { season: 2025, round: 5, kind: 'fp3', startsAt: '2025-04-19T12:30:00Z' },
    );
    const auditId = written.status === 'written' ? written.auditId : null;
    expect(auditId).toEqual(expect.any(Number));
    const log = await auditLogWithAuthors(t.database.db, { season: 2025, round: 5 });
    expect(log[0]).toMatchObject({
      id: auditId,
      userId: admin.id,
      who: 'Chief',
      key: { season: 2025, round: 5, kind: 'fp3' },
    });
    expect(await auditLogWithAuthors(t.database.db, { season: 2024 })).toEqual([]);

    expect(await press({ intent: 'revert', id: String(auditId) })).toMatchObject({
      status: 200,
      message: 'Reverted',
    });
    expect(await press({ intent: 'revert', id: String(auditId) })).toMatchObject({ status: 409 });
  });

  test('diagnostics name the database, its migrations, the clock and the instance', async () => {
    const body = await diagnostics(t.services);
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
