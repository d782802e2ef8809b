import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#server/app.ts';
import { createClock } from '#server/clock.ts';
import { users } from '#server/db/schema.ts';
import { parseEnv } from '#server/env.ts';
import { setUserDisabled } from '#server/features/admin/admin-users.server.ts';
import { createLogger } from '#server/log.ts';
import { createServices, type Services } from '#server/services.ts';
import {
  cookieFrom,
  jsonRequest,
  openAccountsTestApp,
  signIn,
  signUpConfirmed,
  testOrigin,
} from '#server/testing/accounts.ts';
import { usesPostgres } from '#server/testing/test-database.ts';
import { sessionCacheSpec } from './session.server.ts';

let t: Awaited<ReturnType<typeof openAccountsTestApp>>;
beforeAll(async () => {
  t = await openAccountsTestApp();
});
afterAll(() => t?.close());

type App = ReturnType<typeof createApp>;
const profile = (app: App, cookie: string) =>
  app.request('/api/profile', jsonRequest('GET', undefined, cookie));
const statusOf = async (cookie: string) => (await profile(t.app, cookie)).status;
const remembered = (services: Services) => services.cache.use(sessionCacheSpec).size;

describe('the sessions each instance remembers', () => {
  it('answer signed-in requests after the first without asking the database again', async () => {
    const cookie = await signIn(t.app, await signUpConfirmed(t.app, t.inbox));
    expect((await profile(t.app, cookie)).status).toBe(200);
    expect(remembered(t.services)).toBe(1);
    const again = await profile(t.app, cookie);
    expect(again.status).toBe(200);
    expect(again.headers.get('cache-control')).toBe('private, no-store');
    expect(again.headers.get('vary')).toContain('Cookie');
  });

  it('refuse a signed-out session at once', async () => {
    const cookie = await signIn(t.app, await signUpConfirmed(t.app, t.inbox));
    expect((await profile(t.app, cookie)).status).toBe(200);
    const out = await t.app.request('/api/auth/sign-out', jsonRequest('POST', {}, cookie));
    expect(out.status).toBe(200);
    expect((await profile(t.app, cookie)).status).toBe(401);
  });

  it('end on a password change, every other session of the account, though the client asks to keep them', async () => {
    const account = await signUpConfirmed(t.app, t.inbox);
    const here = await signIn(t.app, account);
    const elsewhere = await signIn(t.app, account);
    const someoneElse = await signIn(t.app, await signUpConfirmed(t.app, t.inbox));
    // Each remembered by this instance before the change.
    for (const session of [here, elsewhere, someoneElse]) expect(await statusOf(session)).toBe(200);

    let cookie = here;
    let password = account.password;
    for (const [newPassword, revokeOtherSessions] of [
      ['changed-once', undefined],
      ['changed-twice', false],
    ] as const) {
      const changed = await t.app.request(
        '/api/auth/change-password',
        jsonRequest('POST', { currentPassword: password, newPassword, revokeOtherSessions }, cookie),
      );
      expect(changed.status, newPassword).toBe(200);
      expect(await statusOf(elsewhere), newPassword).toBe(401);
      // The changing browser's own session ends too; it stays signed in on the new one it is given.
      expect(await statusOf(cookie), newPassword).toBe(401);
      cookie = cookieFrom(changed);
      expect(await statusOf(cookie), newPassword).toBe(200);
      password = newPassword;
    }
    expect(await statusOf(someoneElse)).toBe(200);
    await signIn(t.app, { ...account, password: 'changed-twice' });
  });

  it('refuse a disabled account at once, and show a new name at once', async () => {
    const cookie = await signIn(t.app, await signUpConfirmed(t.app, t.inbox));
    const me = (await (await profile(t.app, cookie)).json()) as { id: string; displayName: string };
    const renamed = await t.app.request(
      '/api/profile',
      jsonRequest('PATCH', { displayName: 'Lando Fan' }, cookie),
    );
    expect(renamed.status).toBe(200);
    expect(((await (await profile(t.app, cookie)).json()) as typeof me).displayName).toBe('Lando Fan');
    const chief = await signUpConfirmed(t.app, t.inbox);
    const [admin] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, chief.email));
    await setUserDisabled(t.services, admin?.id ?? '', me.id, true);
    expect((await profile(t.app, cookie)).status).toBe(401);
  });
});

describe.runIf(usesPostgres())('two instances on one PostgreSQL server', () => {
  const started: Services[] = [];
  const instance = () => {
    const services = createServices({
      env: parseEnv({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        SMTP_URL: t.inbox.url,
        TRUSTED_PROXIES: '127.0.0.1',
        PUBLIC_URL: testOrigin,
      }),
      clock: createClock('2025-07-05T12:00:00Z'),
      log: createLogger('silent'),
      database: t.database,
      events: 'cluster',
    });
    started.push(services);
    return { app: createApp({ services }), services };
  };
  afterAll(async () => {
    for (const services of started) await services.close();
  });

  it('a session signed out through one is refused by the other, which remembered it', async () => {
    const a = instance();
    const b = instance();
    await Promise.all([a.services.events.ready, b.services.events.ready]);
    const cookie = await signIn(a.app, await signUpConfirmed(a.app, t.inbox));
    expect((await profile(b.app, cookie)).status).toBe(200);
    // (Confirming the address, which signs in, told every instance to forget what it held: B may
    // hear of that after its first read.)
    await expect
      .poll(async () => {
        expect((await profile(b.app, cookie)).status).toBe(200);
        return remembered(b.services);
      })
      .toBeGreaterThan(0);
    const out = await a.app.request('/api/auth/sign-out', jsonRequest('POST', {}, cookie));
    expect(out.status).toBe(200);
    // B hears of it by NOTIFY (not by its entries' minute running out).
    await expect.poll(async () => (await profile(b.app, cookie)).status).toBe(401);
  });
});
