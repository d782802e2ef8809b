import { and, asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { raceDataAudit, seasonEntrantDrivers } from '#server/db/schema.ts';
import type { PlatformEvent } from '#server/events.ts';
import { ApiError } from '#server/http/errors.ts';
import { loadSnapshot } from '#server/ingest/load-snapshot.ts';
import { createLogger } from '#server/log.ts';
import { seasonState } from '#server/race-data/season.ts';
import {
  createAdminUser,
  modifiedSnapshot,
  partTable,
  recordEvents,
} from '#server/testing/race-data-writes.ts';
import { createTestApp } from '#server/testing/test-app.ts';
import { openTestDatabase } from '#server/testing/test-database.ts';
import { revertAdminWrite } from './revert-admin-write.ts';
import { writeEntrants } from './write-entrants.ts';
import { writeLineUp } from './write-line-up.ts';

// 2025 at Alpine, as f1db has it: Gasly every round, Doohan rounds 1–6, Colapinto from round 7.
// The services' clock is Saturday 5 July 2025, the British GP (round 12) weekend.

let database: Database;
let services: ReturnType<typeof createTestApp>['services'];
let events: PlatformEvent[];
let admin: { userId: string };

beforeAll(async () => {
  database = await openTestDatabase();
  services = createTestApp(database).services;
  events = recordEvents(services);
  admin = { userId: await createAdminUser(database.db) };
});
afterAll(() => database?.close());

const lineUp = (teamId: string) =>
  database.db
    .select({
      driverId: seasonEntrantDrivers.driverId,
      rounds: seasonEntrantDrivers.rounds,
      testDriver: seasonEntrantDrivers.testDriver,
      source: seasonEntrantDrivers.source,
    })
    .from(seasonEntrantDrivers)
    .where(and(eq(seasonEntrantDrivers.year, 2025), eq(seasonEntrantDrivers.constructorId, teamId)))
    .orderBy(asc(seasonEntrantDrivers.driverId));
const raced = (rows: Awaited<ReturnType<typeof lineUp>>) =>
  Object.fromEntries(rows.filter((row) => !row.testDriver).map((row) => [row.driverId, row.rounds]));
const audits = async () => (await database.db.select({ n: count() }).from(raceDataAudit))[0]?.n;
/** Alpine's two drivers as /teams shows them. */
const alpineCard = async () => [...((await seasonState(services, 2025))?.lineUps.get('alpine') ?? [])].sort();

describe('line-up changes', () => {
  test('bad input: 400 naming the field, nothing written, no event', async () => {
    const before = await lineUp('alpine');
    const auditsBefore = await audits();
    const eventsBefore = events.length;
    const cases: [unknown, string][] = [
      [
        { change: 'replace', season: 2025, teamId: 'alpine', driverId: 'jack-doohan', fromRound: 12 },
        'replacesDriverId',
      ],
      [
        {
          change: 'replace',
          season: 2025,
          teamId: 'alpine',
          driverId: 'jack-doohan',
          replacesDriverId: 'franco-colapinto',
          fromRound: 25,
        },
        'fromRound',
      ],
      [
        {
          change: 'replace',
          season: 2025,
          teamId: 'alpine',
          driverId: 'jack-doohan',
          replacesDriverId: 'franco-colapinto',
          fromRound: 0,
        },
        'fromRound',
      ],
      [
        {
          change: 'replace',
          season: 2025,
          teamId: 'alpine',
          driverId: 'nobody',
          replacesDriverId: 'franco-colapinto',
          fromRound: 12,
        },
        'driverId',
      ],
      [
        {
          change: 'replace',
          season: 2025,
          teamId: 'no-team',
          driverId: 'jack-doohan',
          replacesDriverId: 'franco-colapinto',
          fromRound: 12,
        },
        'teamId',
      ],
      // Doohan does not race for Alpine from round 12, so he cannot be replaced from it.
      [
        {
          change: 'replace',
          season: 2025,
          teamId: 'alpine',
          driverId: 'franco-colapinto',
          replacesDriverId: 'jack-doohan',
          fromRound: 12,
        },
        'replacesDriverId',
      ],
      // Hadjar races for Racing Bulls all season: he would be in two cars at once.
      [
        {
          change: 'replace',
          season: 2025,
          teamId: 'alpine',
          driverId: 'isack-hadjar',
          replacesDriverId: 'franco-colapinto',
          fromRound: 12,
        },
        'driverId',
      ],
      [
        {
          change: 'add',
          season: 2025,
          teamId: 'alpine',
          driverId: 'jack-doohan',
          fromRound: 12,
          toRound: 10,
        },
        'toRound',
      ],
      [
        { change: 'add', season: 2025, teamId: 'alpine', driverId: 'pierre-gasly', fromRound: 12 },
        'driverId',
      ],
      [{ change: 'end', season: 2025, teamId: 'alpine', driverId: 'jack-doohan', lastRound: 10 }, 'driverId'],
      [{ change: 'swap', season: 2025, teamId: 'alpine', driverId: 'jack-doohan' }, 'change'],
    ];
    for (const [input, field] of cases) {
      const error = await writeLineUp(services, admin, input as never).catch((e: unknown) => e);
      expect(error, JSON.stringify(input)).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(400);
      expect((error as ApiError).field, JSON.stringify(input)).toBe(field);
    }
    expect(await lineUp('alpine')).toEqual(before);
    expect(await audits()).toBe(auditsBefore);
    expect(events.length).toBe(eventsBefore);
  });

  test('a replacement from a round: the line-up becomes the admin’s, audited, the season’s line-up and stints follow, and it reverts', async () => {
    expect(raced(await lineUp('alpine'))).toEqual({
      'franco-colapinto': '7-24',
      'jack-doohan': '1-6',
      'pierre-gasly': '1-24',
    });
    expect(await alpineCard()).toEqual(['franco-colapinto', 'pierre-gasly']);
    const eventsBefore = events.length;

    const result = await writeLineUp(services, admin, {
      change: 'replace',
      season: 2025,
      teamId: 'alpine',
      driverId: 'jack-doohan',
      replacesDriverId: 'franco-colapinto',
      fromRound: 12,
    });
    expect(result).toMatchObject({ status: 'written', auditId: expect.any(Number) });
    const after = await lineUp('alpine');
    expect(raced(after)).toEqual({
      'franco-colapinto': '7-11',
      'jack-doohan': '1-6,12-24',
      'pierre-gasly': '1-24',
    });
    expect(new Set(after.map((row) => row.source))).toEqual(new Set(['admin']));
    expect(events.slice(eventsBefore)).toEqual([{ type: 'race-data.changed', season: 2025, round: 12 }]);
    const [entry] = await database.db
      .select()
      .from(raceDataAudit)
      .where(eq(raceDataAudit.id, (result as { auditId: number }).auditId));
    expect(entry).toMatchObject({
      action: 'line-up',
      userId: admin.userId,
      key: { season: 2025, round: 12, kind: 'line-up', team: 'alpine' },
    });

    // The British GP weekend is under way: its line-up is the one /teams shows.
    expect(await alpineCard()).toEqual(['jack-doohan', 'pierre-gasly']);
    const state = await seasonState(services, 2025);
    expect(state?.drivers.get('jack-doohan')?.teamId).toBe('alpine');
    expect(state?.stints.get('jack-doohan')).toEqual([
      { teamId: 'alpine', rounds: '1-6,12-24', firstRound: 1 },
    ]);
    expect(state?.stints.get('franco-colapinto')?.map((stint) => stint.rounds)).toEqual(['7-11']);

    // Reverted from the audit log: f1db's line-up and owner come back.
    await revertAdminWrite(services, admin, (result as { auditId: number }).auditId);
    expect(raced(await lineUp('alpine'))).toEqual({
      'franco-colapinto': '7-24',
      'jack-doohan': '1-6',
      'pierre-gasly': '1-24',
    });
    expect(new Set((await lineUp('alpine')).map((row) => row.source))).toEqual(new Set(['snapshot']));
    expect(await alpineCard()).toEqual(['franco-colapinto', 'pierre-gasly']);
  });

  test('joining and ending: a later change must be reverted first', async () => {
    const joined = await writeLineUp(services, admin, {
      change: 'add',
      season: 2025,
      teamId: 'haas',
      driverId: 'jack-doohan',
      fromRound: 20,
      toRound: 21,
    });
    const ended = await writeLineUp(services, admin, {
      change: 'end',
      season: 2025,
      teamId: 'haas',
      driverId: 'jack-doohan',
      lastRound: 20,
    });
    expect(raced(await lineUp('haas'))['jack-doohan']).toBe('20');
    const first = (joined as { auditId: number }).auditId;
    await expect(revertAdminWrite(services, admin, first)).rejects.toMatchObject({ status: 409 });
    await revertAdminWrite(services, admin, (ended as { auditId: number }).auditId);
    expect(raced(await lineUp('haas'))['jack-doohan']).toBe('20-21');
    await revertAdminWrite(services, admin, first);
    expect(raced(await lineUp('haas'))['jack-doohan']).toBeUndefined();
  });

  test('the admin’s line-up survives a results sync of the same rounds and a snapshot reload', async () => {
    await writeLineUp(services, admin, {
      change: 'replace',
      season: 2025,
      teamId: 'alpine',
      driverId: 'jack-doohan',
      replacesDriverId: 'franco-colapinto',
      fromRound: 12,
    });
    const admins = await lineUp('alpine');

    // The source still lists Colapinto in the Alpine for round 12, and a reserve we have never seen.
    await writeEntrants(services, {
      season: 2025,
      round: 12,
      entrants: [
        {
          driver: { ergastId: 'colapinto', givenName: 'Franco', familyName: 'Colapinto' },
          team: { ergastId: 'alpine', name: 'Alpine F1 Team' },
        },
        {
          driver: { ergastId: 'new_reserve', givenName: 'Newt', familyName: 'Reserve' },
          team: { ergastId: 'alpine', name: 'Alpine F1 Team' },
        },
      ],
    });
    expect(await lineUp('alpine')).toEqual(admins);

    // A newer snapshot changes Alpine's and Haas's rows: Haas's change lands, Alpine stays the admin's.
    const snapshot = modifiedSnapshot({
      2025: (part) => {
        const entries = partTable(part, 'season_entrant_drivers');
        entries.update((row) => row.constructor_id === 'alpine' && row.driver_id === 'franco-colapinto', {
          rounds: '7-23',
        });
        entries.update((row) => row.constructor_id === 'haas' && row.driver_id === 'oliver-bearman', {
          rounds: '1-23',
        });
      },
    });
    try {
      const summary = await loadSnapshot(database.db, {
        log: createLogger('silent'),
        snapshotDir: snapshot.dir,
        onProgress: () => {},
      });
      expect(summary.loaded).toEqual(['2025']);
    } finally {
      snapshot.remove();
    }
    expect(await lineUp('alpine')).toEqual(admins);
    expect(raced(await lineUp('haas'))['oliver-bearman']).toBe('1-23');
  });
});
