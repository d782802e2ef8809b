import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  jsonRequest,
  newClient,
  openAccountsTestApp,
  signIn,
  signUpConfirmed,
  testOrigin,
} from '../testing/accounts.ts';
import { openWholeApp } from '../testing/server-build.ts';
import { postgresAdminUrl, usesPostgres } from '../testing/test-database.ts';

// A PostgreSQL outage, made real: the test database stops taking connections and its open ones are
// ended (as a server restart does), then it comes back. Runs in the postgres project only.

describe.runIf(usesPostgres())('a database outage', () => {
  let t: Awaited<ReturnType<typeof openAccountsTestApp>>;
  let whole: Awaited<ReturnType<typeof openWholeApp>>;
  let cookie: string;
  let name: string;

  const admin = async (statement: string, values: unknown[] = []) => {
    const client = new pg.Client({ connectionString: postgresAdminUrl() });
    await client.connect();
    try {
      await client.query(statement, values);
    } finally {
      await client.end();
    }
  };
  const stop = async () => {
    await admin(`alter database "${name}" allow_connections false`);
    await admin('select pg_terminate_backend(pid, 10000) from pg_stat_activity where datname = $1', [name]);
  };
  const restart = () => admin(`alter database "${name}" allow_connections true`);

  beforeAll(async () => {
    t = await openAccountsTestApp();
    whole = await openWholeApp(t.services);
    const account = await signUpConfirmed(whole.app, t.inbox);
    cookie = await signIn(whole.app, account);
    name = new URL(t.database.databaseUrl ?? '').pathname.slice(1);
  });
  afterAll(async () => {
    if (name) await restart();
    await whole?.close();
    await t?.close();
  });

  const get = (path: string, withCookie = cookie) =>
    whole.app.request(`${testOrigin}${path}`, { headers: { cookie: withCookie } });

  it('answers 503 with Retry-After meanwhile, and recovers without a restart', async () => {
    expect((await get('/api/ready')).status).toBe(200);
    expect((await get('/api/profile')).status).toBe(200);
    await stop();
    try {
      // What the caches hold keeps being served: the session, favourites and line-up of a visitor
      // who was just here.
      const cached = await get('/api/profile');
      expect(cached.status).toBe(200);
      expect((await cached.json()).email).toBeTruthy();
      const answers = [
        await get('/api/ready'),
        await whole.app.request(
          `${testOrigin}/api/profile`,
          jsonRequest('PATCH', { displayName: 'Box Box' }, { cookie }),
        ),
        await get('/profile'),
        await whole.app.request(
          `${testOrigin}/api/auth/sign-in/email`,
          jsonRequest(
            'POST',
            { email: 'someone@example.com', password: 'box-box-box' },
            { client: newClient() },
          ),
        ),
      ];
      for (const response of answers) {
        expect(response.status).toBe(503);
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
        await response.body?.cancel();
      }
      // Liveness stays: the process is up, only not ready.
      expect((await get('/api/health')).status).toBe(200);
    } finally {
      await restart();
    }
    await expect
      .poll(async () => (await get('/api/ready')).status, { timeout: 30_000, interval: 250 })
      .toBe(200);
    expect((await get('/api/profile')).status).toBe(200);
    expect((await get('/profile')).status).toBe(200);
  });
});
