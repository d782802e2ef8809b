import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { users } from '#server/db/schema.ts';
import { jsonRequest, openAccountsTestApp, signIn, signUpConfirmed } from '#server/testing/accounts.ts';
import { pngOf } from '#server/testing/image-server.ts';
import { raceClassificationInput } from '#server/testing/race-data-writes.ts';
import { setRole } from './admin-role.ts';

let t: Awaited<ReturnType<typeof openAccountsTestApp>>;
let adminCookie: string;
let fanCookie: string;
/** Accounts the admin's calls act on (change a role, disable, delete). */
let fanId: string;
let doomedId: string;

const idOf = async (email: string) =>
  (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id ?? '';

beforeAll(async () => {
  // Uploads go to a folder of this run's own.
  t = await openAccountsTestApp({ PITWALL_DATA_DIR: mkdtempSync(join(tmpdir(), 'pitwall-admin-')) });
  const chief = await signUpConfirmed(t.app, t.inbox);
  await setRole(t.database.db, chief.email, 'admin');
  adminCookie = await signIn(t.app, chief);
  const fan = await signUpConfirmed(t.app, t.inbox);
  fanCookie = await signIn(t.app, fan);
  fanId = await idOf(fan.email);
  doomedId = await idOf((await signUpConfirmed(t.app, t.inbox)).email);
});
afterAll(() => t?.close());

/** `form`: a multipart body (an upload) in place of JSON. */
type Example = { path: string; body?: unknown; form?: () => FormData; status: number };

let created = 0;
const pngForm = async () => {
  const png = await pngOf();
  return () => {
    const form = new FormData();
    form.set('file', new File([new Uint8Array(png)], 'car.png', { type: 'image/png' }));
    return form;
  };
};

/**
 * How an admin calls each route successfully. A route added to /api/admin without an example here
 * fails the test below, so none escapes the visitor / user / admin check.
 */
const examples: Record<string, () => Promise<Example>> = {
  'GET /api/admin/users': async () => ({ path: '/api/admin/users?q=fan', status: 200 }),
  'PUT /api/admin/users/:id/role': async () => ({
    path: `/api/admin/users/${fanId}/role`,
    body: { role: 'user' },
    status: 200,
  }),
  'PUT /api/admin/users/:id/disabled': async () => ({
    path: `/api/admin/users/${fanId}/disabled`,
    body: { disabled: false },
    status: 200,
  }),
  'DELETE /api/admin/users/:id': async () => ({ path: `/api/admin/users/${doomedId}`, status: 200 }),
  'GET /api/admin/jobs': async () => ({ path: '/api/admin/jobs', status: 200 }),
  'POST /api/admin/jobs/:job/run': async () => ({ path: '/api/admin/jobs/news-feeds/run', status: 202 }),
  'GET /api/admin/diagnostics': async () => ({ path: '/api/admin/diagnostics', status: 200 }),
  'PUT /api/admin/race-data/:season/:round/sessions/:kind': async () => ({
    path: '/api/admin/race-data/2025/4/sessions/fp2',
    body: { startsAt: '2025-04-11T11:30:00Z' },
    status: 200,
  }),
  'PUT /api/admin/race-data/:season/:round/classifications/:kind': async () => ({
    path: '/api/admin/race-data/2025/4/classifications/race',
    body: { rows: await raceClassificationInput(t.database.db, 2025, 4, 'race') },
    status: 200,
  }),
  'POST /api/admin/race-data/line-up-changes': async () => ({
    path: '/api/admin/race-data/line-up-changes',
    body: {
      change: 'add',
      season: 2025,
      teamId: 'haas',
      driverId: 'ryo-hirakawa',
      fromRound: 23,
      toRound: 23,
    },
    status: 200,
  }),
  'GET /api/admin/drivers/:season': async () => ({ path: '/api/admin/drivers/2025', status: 200 }),
  'POST /api/admin/drivers/:season': async () => ({
    path: '/api/admin/drivers/2025',
    body: { firstName: 'Reserve', lastName: `Driver${++created}` },
    status: 201,
  }),
  'PUT /api/admin/drivers/:season/:id': async () => ({
    path: '/api/admin/drivers/2025/yuki-tsunoda',
    body: { firstName: 'Yuki', lastName: 'Tsunoda', nationality: 'japan', number: '22' },
    status: 200,
  }),
  'GET /api/admin/teams/:season': async () => ({ path: '/api/admin/teams/2025', status: 200 }),
  'POST /api/admin/teams/:season': async () => ({
    path: '/api/admin/teams/2025',
    body: { name: `Privateer ${++created}`, colour: '#336699' },
    status: 201,
  }),
  'PUT /api/admin/teams/:season/:id': async () => ({
    path: '/api/admin/teams/2025/williams',
    body: { name: 'Williams', country: 'united-kingdom', colour: '#1868DB' },
    status: 200,
  }),
  'GET /api/admin/account-audit': async () => ({ path: '/api/admin/account-audit', status: 200 }),
  'GET /api/admin/countries': async () => ({ path: '/api/admin/countries', status: 200 }),
  'POST /api/admin/media': async () => ({ path: '/api/admin/media', form: await pngForm(), status: 201 }),
  'GET /api/admin/race-data/audit': async () => ({ path: '/api/admin/race-data/audit', status: 200 }),
  'POST /api/admin/race-data/audit/:id/revert': async () => {
    const written = await t.app.request(
      '/api/admin/race-data/2025/5/sessions/fp3',
      jsonRequest('PUT', { startsAt: '2025-04-19T12:30:00Z' }, adminCookie),
    );
    const { auditId } = (await written.json()) as { auditId: number };
    return { path: `/api/admin/race-data/audit/${auditId}/revert`, status: 200 };
  },
};

/** The admin API as the app itself routes it: every handler under /api/admin (not its middleware). */
function adminRoutes(): string[] {
  const keys = t.app.routes
    .filter((route) => route.method !== 'ALL' && route.path.startsWith('/api/admin/'))
    .map((route) => `${route.method} ${route.path}`);
  return [...new Set(keys)];
}

describe('every admin API route', () => {
  test('the route table lists the admin routes, and each has an example', () => {
    const routes = adminRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(19);
    expect(routes.filter((key) => !(key in examples))).toEqual([]);
  });

  test('401 for a visitor, 403 for a signed-in user, success for an admin', async () => {
    for (const key of adminRoutes()) {
      const method = key.split(' ')[0] ?? 'GET';
      const example = await (examples[key] ?? (() => Promise.reject(new Error(`no example for ${key}`))))();
      const call = async (cookie: string) => {
        const init = jsonRequest(method, example.body, cookie);
        if (example.form) init.body = example.form();
        return (await t.app.request(example.path, init)).status;
      };
      expect({ key, visitor: await call(''), user: await call(fanCookie) }).toEqual({
        key,
        visitor: 401,
        user: 403,
      });
      expect({ key, admin: await call(adminCookie) }).toEqual({ key, admin: example.status });
    }
  });
});
