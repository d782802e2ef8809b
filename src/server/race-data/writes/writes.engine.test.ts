import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import {
  constructorStandings,
  driverStandings,
  raceDataAudit,
  raceSessions,
  races,
} from '#server/db/schema.ts';
import { createInProcessEventBus, type PlatformEvent } from '#server/events.ts';
import { createLogger } from '#server/log.ts';
import {
  createAdminUser,
  raceClassificationInput,
  raceIdOf,
  recordEvents,
  storedClassification,
  swapCars,
} from '#server/testing/race-data-writes.ts';
import { openTestDatabase } from '#server/testing/test-database.ts';
import type { WriteServices } from './race-data-write.ts';
import { revertAdminWrite } from './revert-admin-write.ts';
import { writeClassification } from './write-classification.ts';
import { writeSessionTime } from './write-session-time.ts';

let database: Database;
let services: WriteServices;
let events: PlatformEvent[];
let admin: { source: 'admin'; userId: string };
const sync = { source: 'sync' } as const;

beforeAll(async () => {
  database = await openTestDatabase();
  services = { db: database.db, events: createInProcessEventBus(createLogger('silent')) };
  events = recordEvents(services);
  admin = { source: 'admin', userId: await createAdminUser(database.db) };
});
afterAll(() => database?.close());

/** Both championships after each of the season's rounds from `from` on: values and sources. */
async function standingsFrom(season: number, from: number) {
  const ids = await database.db
    .select({ id: races.id, round: races.round })
    .from(races)
    .where(and(eq(races.year, season), sql`${races.round} >= ${from}`));
  const raceIds = ids.map((race) => race.id);
  const drivers = await database.db
    .select()
    .from(driverStandings)
    .where(inArray(driverStandings.raceId, raceIds))
    .orderBy(asc(driverStandings.raceId), asc(driverStandings.displayOrder));
  const teams = await database.db
    .select()
    .from(constructorStandings)
    .where(inArray(constructorStandings.raceId, raceIds))
    .orderBy(asc(constructorStandings.raceId), asc(constructorStandings.displayOrder));
  return { drivers, teams };
}

const pointsAfter = async (round: number, driverId: string) => {
  const [row] = await database.db
    .select({ points: driverStandings.points, source: driverStandings.source })
    .from(driverStandings)
    .where(
      and(
        eq(driverStandings.raceId, await raceIdOf(database.db, 2025, round)),
        eq(driverStandings.driverId, driverId),
      ),
    );
  return row;
};

const sessionOf = async (round: number, kind: 'fp1' | 'sprint_qualifying') => {
  const [row] = await database.db
    .select({ startsAt: raceSessions.startsAt, date: raceSessions.date, source: raceSessions.source })
    .from(raceSessions)
    .where(
      and(eq(raceSessions.raceId, await raceIdOf(database.db, 2025, round)), eq(raceSessions.kind, kind)),
    );
  return row ?? null;
};

describe('an admin’s classification', () => {
  it('wins over sync until reverted; the revert puts back the snapshot’s rows, standings and sources', async () => {
    const { db } = database;
    const before = await storedClassification(db, 2025, 10, 'race');
    const standingsBefore = await standingsFrom(2025, 9);
    const canada = await raceClassificationInput(db, 2025, 10, 'race');
    expect(canada.slice(0, 2).map((row) => row.driverId)).toEqual(['george-russell', 'max-verstappen']);
    const russellBefore = await pointsAfter(24, 'george-russell');

    const written = await writeClassification(services, admin, {
      season: 2025,
      round: 10,
      kind: 'race',
      rows: swapCars(canada, 0, 1),
    });
    expect(written).toMatchObject({
      status: 'written',
      standingsRounds: [10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24],
    });
    const auditId = written.status === 'written' ? (written.auditId as number) : 0;
    const edited = await storedClassification(db, 2025, 10, 'race');
    expect(edited?.source).toBe('admin');
    expect(edited?.rows[0]).toMatchObject({ driverId: 'max-verstappen', positionNumber: 1, points: 25 });
    // The standings of round 10 and every later one follow, and are the admin's; round 9's are not touched.
    expect(await pointsAfter(24, 'george-russell')).toEqual({
      points: Number(russellBefore?.points) - 7,
      source: 'admin',
    });
    expect((await standingsFrom(2025, 9)).drivers.filter((row) => row.raceId === 1134)).toEqual(
      standingsBefore.drivers.filter((row) => row.raceId === 1134),
    );

    // Sync may not replace it, but may write the weekend's other sessions.
    const eventsBefore = events.length;
    expect(
      await writeClassification(services, sync, { season: 2025, round: 10, kind: 'race', rows: canada }),
    ).toEqual({
      status: 'kept',
      owner: 'admin',
    });
    expect(events.length).toBe(eventsBefore);
    expect((await storedClassification(db, 2025, 10, 'race'))?.rows).toEqual(edited?.rows);

    const reverted = await revertAdminWrite(services, admin, auditId);
    expect(reverted.status).toBe('written');
    expect(await storedClassification(db, 2025, 10, 'race')).toEqual(before);
    expect(await standingsFrom(2025, 9)).toEqual(standingsBefore);
    const [entry] = await db.select().from(raceDataAudit).where(eq(raceDataAudit.id, auditId));
    expect(entry).toMatchObject({
      userId: admin.userId,
      action: 'classification',
      key: { season: 2025, round: 10, kind: 'race' },
      before: { source: 'snapshot' },
      after: { source: 'admin' },
      revertedById: reverted.auditId,
    });
    const [revert] = await db
      .select()
      .from(raceDataAudit)
      .where(eq(raceDataAudit.id, reverted.auditId as number));
    expect(revert).toMatchObject({ action: 'revert', revertsId: auditId, after: entry?.before });

    await expect(revertAdminWrite(services, admin, auditId)).rejects.toMatchObject({
      status: 409,
      code: 'already_reverted',
    });
    await expect(revertAdminWrite(services, admin, reverted.auditId as number)).rejects.toMatchObject({
      status: 409,
      code: 'not_revertible',
    });
    await expect(revertAdminWrite(services, admin, 999_999)).rejects.toMatchObject({ status: 404 });
  });

  it('leaves the same weekend’s other sessions to sync', async () => {
    const qualifying = (await storedClassification(database.db, 2025, 10, 'qualifying'))?.rows ?? [];
    const rows = qualifying.map((row) => ({
      position: Number(row.positionNumber),
      driverId: String(row.driverId),
      constructorId: String(row.constructorId),
      q1: row.q1 as string | null,
      q2: row.q2 as string | null,
      q3: row.q3 as string | null,
    }));
    const result = await writeClassification(services, sync, {
      season: 2025,
      round: 10,
      kind: 'qualifying',
      rows: swapCars(rows, 0, 1),
    });
    expect(result).toEqual({ status: 'written', auditId: null, standingsRounds: [] });
    const stored = await storedClassification(database.db, 2025, 10, 'qualifying');
    expect(stored?.source).toBe('sync');
    // The engine came from the 2025 entry list.
    expect(stored?.rows[0]).toMatchObject({ driverId: 'max-verstappen', engineManufacturerId: 'honda-rbpt' });
    // The same rows again from sync: nothing to store, no event.
    const eventsBefore = events.length;
    const again = await writeClassification(services, sync, {
      season: 2025,
      round: 10,
      kind: 'qualifying',
      rows: swapCars(rows, 0, 1),
    });
    expect(again).toEqual({ status: 'unchanged' });
    expect(events.length).toBe(eventsBefore);
  });
});

describe('session times', () => {
  it('revert one admin write at a time, the latest first, back to the snapshot’s time and source', async () => {
    const original = await sessionOf(12, 'fp1');
    expect(original?.source).toBe('snapshot');
    const first = await writeSessionTime(services, admin, {
      season: 2025,
      round: 12,
      kind: 'fp1',
      startsAt: '2025-07-04T12:00:00+01:00',
    });
    const second = await writeSessionTime(services, admin, {
      season: 2025,
      round: 12,
      kind: 'fp1',
      startsAt: '2025-07-04T13:00:00Z',
    });
    expect(
      await writeSessionTime(services, sync, {
        season: 2025,
        round: 12,
        kind: 'fp1',
        startsAt: '2025-07-04T11:30:00Z',
      }),
    ).toEqual({
      status: 'kept',
      owner: 'admin',
    });
    expect(await sessionOf(12, 'fp1')).toEqual({
      startsAt: new Date('2025-07-04T13:00:00Z'),
      date: '2025-07-04',
      source: 'admin',
    });
    const firstId = first.status === 'written' ? (first.auditId as number) : 0;
    const secondId = second.status === 'written' ? (second.auditId as number) : 0;
    await expect(revertAdminWrite(services, admin, firstId)).rejects.toMatchObject({
      status: 409,
      code: 'later_write',
    });
    await revertAdminWrite(services, admin, secondId);
    expect(await sessionOf(12, 'fp1')).toEqual({
      startsAt: new Date('2025-07-04T11:00:00Z'),
      date: '2025-07-04',
      source: 'admin',
    });
    await revertAdminWrite(services, admin, firstId);
    expect(await sessionOf(12, 'fp1')).toEqual(original);
    // With the admin's edits gone, sync's time goes in.
    expect(
      await writeSessionTime(services, sync, {
        season: 2025,
        round: 12,
        kind: 'fp1',
        startsAt: '2025-07-04T11:30:00Z',
      }),
    ).toMatchObject({
      status: 'written',
    });
    expect((await sessionOf(12, 'fp1'))?.source).toBe('sync');
  });

  it('add a session the weekend lacked (a revert removes it) and move the race itself', async () => {
    expect(await sessionOf(12, 'sprint_qualifying')).toBeNull();
    const added = await writeSessionTime(services, admin, {
      season: 2025,
      round: 12,
      kind: 'sprint_qualifying',
      startsAt: '2025-07-04T15:30:00Z',
    });
    expect((await sessionOf(12, 'sprint_qualifying'))?.source).toBe('admin');
    await revertAdminWrite(services, admin, added.status === 'written' ? (added.auditId as number) : 0);
    expect(await sessionOf(12, 'sprint_qualifying')).toBeNull();

    const raceId = await raceIdOf(database.db, 2025, 12);
    const raceTime = async () => {
      const [race] = await database.db
        .select({ date: races.date, startsAt: races.startsAt, source: races.source })
        .from(races)
        .where(eq(races.id, raceId));
      return race;
    };
    const before = await raceTime();
    const moved = await writeSessionTime(services, admin, {
      season: 2025,
      round: 12,
      kind: 'race',
      startsAt: '2025-07-07T00:30:00+02:00',
    });
    expect(await raceTime()).toEqual({
      date: '2025-07-06',
      startsAt: new Date('2025-07-06T22:30:00Z'),
      source: 'admin',
    });
    await revertAdminWrite(services, admin, moved.status === 'written' ? (moved.auditId as number) : 0);
    expect(await raceTime()).toEqual(before);
  });
});

describe('a session’s time and its classification', () => {
  it('are separate targets: each is reverted on its own', async () => {
    const stored = (await storedClassification(database.db, 2025, 20, 'qualifying'))?.rows ?? [];
    const rows = stored.map((row) => ({
      position: Number(row.positionNumber),
      driverId: String(row.driverId),
      constructorId: String(row.constructorId),
    }));
    const time = await writeSessionTime(services, admin, {
      season: 2025,
      round: 20,
      kind: 'qualifying',
      startsAt: '2025-11-08T20:00:00Z',
    });
    const classification = await writeClassification(services, admin, {
      season: 2025,
      round: 20,
      kind: 'qualifying',
      rows: swapCars(rows, 0, 1),
    });
    expect(classification).toMatchObject({ status: 'written' });
    await expect(
      revertAdminWrite(services, admin, time.status === 'written' ? (time.auditId as number) : 0),
    ).resolves.toMatchObject({ status: 'written' });
    expect((await storedClassification(database.db, 2025, 20, 'qualifying'))?.source).toBe('admin');
  });
});

describe('standings in the same transaction', () => {
  it('a write that fails half way leaves the classification, the standings and the audit as they were, and publishes nothing', async () => {
    const { db } = database;
    const hungary = await raceClassificationInput(db, 2025, 14, 'race');
    const before = await storedClassification(db, 2025, 14, 'race');
    const standingsBefore = await standingsFrom(2025, 14);
    const [audits] = await db.select({ n: count() }).from(raceDataAudit);
    const eventsBefore = events.length;
    // The constructors' table is the last thing a race write stores: make it fail there.
    await db.execute(
      sql.raw(`create function refuse_standings() returns trigger language plpgsql as $$
        begin raise exception 'refused for the test'; end $$`),
    );
    await db.execute(
      sql.raw(
        'create trigger refuse before insert on constructor_standings execute function refuse_standings()',
      ),
    );
    try {
      await expect(
        writeClassification(services, admin, {
          season: 2025,
          round: 14,
          kind: 'race',
          rows: swapCars(hungary, 0, 5),
        }),
      ).rejects.toMatchObject({ cause: { message: 'refused for the test' } });
    } finally {
      await db.execute(sql.raw('drop trigger refuse on constructor_standings'));
      await db.execute(sql.raw('drop function refuse_standings'));
    }
    expect(await storedClassification(db, 2025, 14, 'race')).toEqual(before);
    expect(await standingsFrom(2025, 14)).toEqual(standingsBefore);
    const [auditsAfter] = await db.select({ n: count() }).from(raceDataAudit);
    expect(auditsAfter?.n).toBe(audits?.n);
    expect(events.length).toBe(eventsBefore);
  });

  it('publishes race-data.changed once the write is committed, for its season and round', async () => {
    const { db } = database;
    const seen: { event: PlatformEvent; source: string | undefined }[] = [];
    const raceId = await raceIdOf(db, 2025, 16);
    // What a subscriber reads when told (another connection on PostgreSQL) is what was committed.
    const stop = services.events.subscribe(['race-data.changed'], (event) => {
      void db
        .select({ source: raceSessions.source })
        .from(raceSessions)
        .where(and(eq(raceSessions.raceId, raceId), eq(raceSessions.kind, 'fp1')))
        .then(([row]) => seen.push({ event, source: row?.source }));
    });
    try {
      await writeSessionTime(services, admin, {
        season: 2025,
        round: 16,
        kind: 'fp1',
        startsAt: '2025-09-05T10:00:00Z',
      });
      await expect.poll(() => seen.length).toBe(1);
      expect(seen[0]).toEqual({
        event: { type: 'race-data.changed', season: 2025, round: 16 },
        source: 'admin',
      });
    } finally {
      stop();
    }
  });

  it('refuses bad input before touching anything: a 400 naming the field', async () => {
    const { db } = database;
    const rows = await raceClassificationInput(db, 2025, 17, 'race');
    const before = await storedClassification(db, 2025, 17, 'race');
    const eventsBefore = events.length;
    const attempt = (changed: unknown[], round = 17) =>
      writeClassification(services, admin, {
        season: 2025,
        round,
        kind: 'race',
        rows: changed as typeof rows,
      });
    await expect(
      attempt(rows.map((row, i) => (i === 2 ? { ...row, driverId: 'nobody' } : row))),
    ).rejects.toMatchObject({
      status: 400,
      field: 'rows.2.driverId',
    });
    for (const [changed, field] of [
      [[], 'rows'],
      [rows.map((row, i) => (i === 0 ? { ...row, position: 'FIRST' } : row)), 'rows.0.position'],
      // A qualifying time has no place in a race row.
      [rows.map((row, i) => (i === 3 ? { ...row, q1: '1:30.000' } : row)), 'rows.3.q1'],
    ] as const) {
      const refusal = await attempt([...changed]).catch((error: unknown) => error);
      expect({ field, refusal }).toMatchObject({ field, refusal: { status: 400, field } });
      expect((refusal as Error).message).toMatch(new RegExp(`^${field.replaceAll('.', '\\.')}: `));
    }
    for (const startsAt of ['Friday morning', '2025-10-03T10:30:00']) {
      await expect(
        writeSessionTime(services, admin, { season: 2025, round: 17, kind: 'fp1', startsAt }),
      ).rejects.toMatchObject({ status: 400, field: 'startsAt' });
    }
    // A NUL byte in text bound for the database.
    await expect(
      attempt(rows.map((row, i) => (i === 0 ? { ...row, reasonRetired: 'Engine\u0000' } : row))),
    ).rejects.toMatchObject({
      status: 400,
      field: 'rows.0.reasonRetired',
    });
    await expect(
      attempt(rows.map((row, i) => (i === 1 ? { ...row, points: -1 } : row))),
    ).rejects.toMatchObject({
      status: 400,
      field: 'rows.1.points',
    });
    await expect(
      attempt(rows.map((row, i) => (i === 4 ? { ...row, driverId: rows[3]?.driverId } : row))),
    ).rejects.toMatchObject({
      status: 400,
      field: 'rows.4.driverId',
    });
    await expect(
      attempt(swapCars(rows, 0, 1).map((row, i) => (i === 0 ? { ...row, position: 3 } : row))),
    ).rejects.toMatchObject({
      status: 400,
      field: 'rows.1.position',
    });
    await expect(
      attempt(
        rows.map(({ engineManufacturerId: _, ...row }, i) =>
          i === 0 ? { ...row, constructorId: 'ferrari' } : row,
        ),
      ),
    ).resolves.toMatchObject({ status: 'written' });
    await expect(attempt(rows, 30)).rejects.toMatchObject({ status: 404 });
    // Only the one good write above was stored.
    expect(events.length).toBe(eventsBefore + 1);
    expect((await storedClassification(db, 2025, 17, 'race'))?.rows[0]).toMatchObject({
      constructorId: 'ferrari',
      engineManufacturerId: 'ferrari',
    });
    expect(before?.rows[0]?.constructorId).not.toBe('ferrari');
  });
});
