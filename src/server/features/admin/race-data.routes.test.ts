import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { raceDataAudit, users } from '#server/db/schema.ts';
import type { PlatformEvent } from '#server/events.ts';
import { jsonRequest, openAccountsTestApp, signIn, signUpConfirmed } from '#server/testing/accounts.ts';
import {
  raceClassificationInput,
  recordEvents,
  storedClassification,
  swapCars,
} from '#server/testing/race-data-writes.ts';
import { setRole } from './admin-role.ts';

const base = '/api/admin/race-data';

let t: Awaited<ReturnType<typeof openAccountsTestApp>>;
let events: PlatformEvent[];
let adminCookie: string;
let adminId: string;
let fanCookie: string;

beforeAll(async () => {
  t = await openAccountsTestApp();
  events = recordEvents(t.services);
  const chief = await signUpConfirmed(t.app, t.inbox);
  await setRole(t.database.db, chief.email, 'admin');
  adminCookie = await signIn(t.app, chief);
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, chief.email));
  adminId = row?.id ?? '';
  fanCookie = await signIn(t.app, await signUpConfirmed(t.app, t.inbox));
});
afterAll(() => t?.close());

const call = async (
  method: string,
  path: string,
  body?: unknown,
  options: { cookie?: string; origin?: string } = {},
) => {
  const response = await t.app.request(
    `${base}${path}`,
    jsonRequest(method, body, { cookie: adminCookie, ...options }),
  );
  return {
    status: response.status,
    body: await response.json(),
    cacheControl: response.headers.get('cache-control'),
  };
};

const auditCount = async () => (await t.database.db.select({ n: count() }).from(raceDataAudit))[0]?.n;

describe('who may write race data', () => {
  test('401 without a session or with a dead one, before any input is read', async () => {
    for (const [cookie, message] of [
      ['', 'User is not authenticated'],
      ['pitwall.session_token=forged.c2ln', 'Invalid or expired token. Please log in again.'],
    ]) {
      expect(await call('PUT', '/2025/3/sessions/fp1', { startsAt: 'nonsense' }, { cookie })).toMatchObject({
        status: 401,
        body: { error: { code: 'unauthorized', message } },
      });
      expect((await call('GET', '/audit', undefined, { cookie })).status).toBe(401);
    }
  });

  test('403 for a signed-in fan, and for an admin’s cookie sent from another site', async () => {
    const forbidden = {
      status: 403,
      body: { error: { code: 'forbidden', message: 'You are not the admin' } },
    };
    expect(
      await call('PUT', '/2025/3/sessions/fp1', { startsAt: '2025-04-04T03:30:00Z' }, { cookie: fanCookie }),
    ).toMatchObject(forbidden);
    expect(await call('POST', '/audit/1/revert', undefined, { cookie: fanCookie })).toMatchObject(forbidden);
    expect(await call('GET', '/audit', undefined, { cookie: fanCookie })).toMatchObject(forbidden);
    expect(
      await call(
        'PUT',
        '/2025/3/sessions/fp1',
        { startsAt: '2025-04-04T03:30:00Z' },
        { origin: 'https://elsewhere.example' },
      ),
    ).toMatchObject({ status: 403, body: { error: { code: 'cross_site_request' } } });
  });
});

describe('bad input', () => {
  test('400 naming the field, and nothing stored or published', async () => {
    const { db } = t.database;
    const rows = await raceClassificationInput(db, 2025, 3, 'race');
    const before = await storedClassification(db, 2025, 3, 'race');
    const audits = await auditCount();
    const eventsBefore = events.length;
    const cases: [string, string, unknown, string][] = [
      ['/2025/three/sessions/fp1', 'PUT', { startsAt: '2025-04-04T03:30:00Z' }, 'round'],
      ['/1900/3/sessions/fp1', 'PUT', { startsAt: '2025-04-04T03:30:00Z' }, 'season'],
      ['/2025/3/sessions/fp9', 'PUT', { startsAt: '2025-04-04T03:30:00Z' }, 'kind'],
      ['/2025/3/sessions/fp1', 'PUT', { startsAt: 'Friday morning' }, 'startsAt'],
      ['/2025/3/sessions/fp1', 'PUT', { startsAt: '2025-04-04T03:30:00' }, 'startsAt'],
      ['/2025/3/classifications/parade', 'PUT', { rows }, 'kind'],
      ['/2025/3/classifications/race', 'PUT', { rows: 'all of them' }, 'rows'],
      ['/2025/3/classifications/race', 'PUT', { rows: [] }, 'rows'],
      [
        '/2025/3/classifications/race',
        'PUT',
        { rows: rows.map((row, i) => (i === 1 ? { ...row, points: 'lots' } : row)) },
        'rows.1.points',
      ],
      [
        '/2025/3/classifications/race',
        'PUT',
        { rows: rows.map((row, i) => (i === 2 ? { ...row, driverId: 'nobody' } : row)) },
        'rows.2.driverId',
      ],
      [
        '/2025/3/classifications/race',
        'PUT',
        { rows: rows.map((row, i) => (i === 0 ? { ...row, position: 'FIRST' } : row)) },
        'rows.0.position',
      ],
      [
        '/2025/3/classifications/race',
        'PUT',
        { rows: rows.map((row, i) => (i === 3 ? { ...row, q1: '1:30.000' } : row)) },
        'rows.3',
      ],
      ['/audit/zero/revert', 'POST', undefined, 'id'],
    ];
    for (const [path, method, body, field] of cases) {
      const response = await call(method, path, body);
      expect({ path, status: response.status, field: response.body.error?.field }).toEqual({
        path,
        status: 400,
        field,
      });
      expect(response.body.error.message).toMatch(new RegExp(`^${field.replaceAll('.', '\\.')}: `));
    }
    expect((await call('PUT', '/2025/30/classifications/race', { rows })).status).toBe(404);
    expect((await call('POST', '/audit/999999/revert')).status).toBe(404);
    expect(await storedClassification(db, 2025, 3, 'race')).toEqual(before);
    expect(await auditCount()).toBe(audits);
    expect(events.length).toBe(eventsBefore);
  });
});

describe('an admin’s writes', () => {
  test('are stored as the admin’s, audited under their id, published after commit, and revertible', async () => {
    const { db } = t.database;
    const rows = await raceClassificationInput(db, 2025, 3, 'race');
    const before = await storedClassification(db, 2025, 3, 'race');
    const eventsBefore = events.length;

    const written = await call('PUT', '/2025/3/classifications/race', { rows: swapCars(rows, 0, 1) });
    expect(written).toMatchObject({
      status: 200,
      body: { status: 'written' },
      cacheControl: 'private, no-store',
    });
    expect(written.body.standingsRounds).toEqual(Array.from({ length: 22 }, (_, i) => i + 3));
    expect((await storedClassification(db, 2025, 3, 'race'))?.source).toBe('admin');
    const moved = await call('PUT', '/2025/3/sessions/fp1', { startsAt: '2025-04-04T04:30:00+01:00' });
    expect(moved).toMatchObject({ status: 200, body: { status: 'written' } });
    expect(events.slice(eventsBefore)).toEqual([
      { type: 'race-data.changed', season: 2025, round: 3 },
      { type: 'race-data.changed', season: 2025, round: 3 },
    ]);

    const audit = await call('GET', '/audit?season=2025&round=3');
    expect(audit.status).toBe(200);
    expect(audit.body.map((entry: { id: number }) => entry.id)).toEqual([
      moved.body.auditId,
      written.body.auditId,
    ]);
    expect(audit.body[1]).toMatchObject({
      userId: adminId,
      action: 'classification',
      key: { season: 2025, round: 3, kind: 'race' },
      before: { source: 'snapshot' },
      after: { source: 'admin' },
      revertedById: null,
    });
    expect((await call('GET', '/audit?season=2024')).body).toEqual([]);

    const reverted = await call('POST', `/audit/${written.body.auditId}/revert`);
    expect(reverted).toMatchObject({ status: 200, body: { status: 'written' } });
    expect(await storedClassification(db, 2025, 3, 'race')).toEqual(before);
    expect(await call('POST', `/audit/${written.body.auditId}/revert`)).toMatchObject({
      status: 409,
      body: { error: { code: 'already_reverted' } },
    });
  });
});

describe('line-up changes over the API', () => {
  test('bad input is a 400 naming the field with nothing written; a change is audited and reverts', async () => {
    const audits = await auditCount();
    const bad = await call('POST', '/line-up-changes', {
      change: 'replace',
      season: 2025,
      teamId: 'williams',
      driverId: 'jack-doohan',
      replacesDriverId: 'carlos-sainz-jr',
      fromRound: 41,
    });
    expect(bad).toMatchObject({ status: 400, body: { error: { field: 'fromRound' } } });
    const refused = await call('POST', '/line-up-changes', {
      change: 'replace',
      season: 2025,
      teamId: 'williams',
      driverId: 'lewis-hamilton',
      replacesDriverId: 'carlos-sainz-jr',
      fromRound: 14,
    });
    expect(refused).toMatchObject({ status: 400, body: { error: { field: 'driverId' } } });
    expect(refused.body.error.message).toMatch(/races for Ferrari in round 14/);
    expect(await auditCount()).toBe(audits);

    const written = await call('POST', '/line-up-changes', {
      change: 'replace',
      season: 2025,
      teamId: 'williams',
      driverId: 'jack-doohan',
      replacesDriverId: 'carlos-sainz-jr',
      fromRound: 14,
    });
    expect(written).toMatchObject({ status: 200, body: { status: 'written', auditId: expect.any(Number) } });
    const log = await call('GET', '/audit?season=2025&round=14');
    expect(log.body[0]).toMatchObject({
      id: written.body.auditId,
      action: 'line-up',
      userId: adminId,
      key: { season: 2025, round: 14, kind: 'line-up', team: 'williams' },
    });
    const reverted = await call('POST', `/audit/${written.body.auditId}/revert`);
    expect(reverted).toMatchObject({ status: 200, body: { status: 'written' } });
    expect(await call('POST', `/audit/${written.body.auditId}/revert`)).toMatchObject({ status: 409 });
  });
});
