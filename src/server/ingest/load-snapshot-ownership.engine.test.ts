import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import {
  dataLoads,
  driverStandings,
  qualifyingResults,
  raceResults,
  raceSessions,
  races,
} from '#server/db/schema.ts';
import { createInProcessEventBus } from '#server/events.ts';
import { createLogger } from '#server/log.ts';
import type { WriteServices } from '#server/race-data/writes/race-data-write.ts';
import { writeClassification } from '#server/race-data/writes/write-classification.ts';
import { writeSessionTime } from '#server/race-data/writes/write-session-time.ts';
import {
  createAdminUser,
  modifiedSnapshot,
  partTable,
  raceClassificationInput,
  raceIdOf,
  storedClassification,
  swapCars,
} from '#server/testing/race-data-writes.ts';
import { openTestDatabase } from '#server/testing/test-database.ts';
import { loadSnapshot } from './load-snapshot.ts';

const log = createLogger('silent');

let database: Database;
let services: WriteServices;
beforeAll(async () => {
  database = await openTestDatabase();
  services = { db: database.db, events: createInProcessEventBus(log) };
});
afterAll(() => database?.close());

const standingsAfter = async (round: number) =>
  database.db
    .select({
      driverId: driverStandings.driverId,
      points: driverStandings.points,
      source: driverStandings.source,
    })
    .from(driverStandings)
    .where(eq(driverStandings.raceId, await raceIdOf(database.db, 2025, round)))
    .orderBy(asc(driverStandings.displayOrder));

const points = (rows: { driverId: string; points: number }[], driverId: string) =>
  rows.find((row) => row.driverId === driverId)?.points;

describe('reloading a changed season after sync and admin writes (decision 012)', () => {
  it('never touches what sync or an admin wrote, lands the snapshot’s other changes, keeps standings consistent', async () => {
    const { db } = database;
    // Sync: Saudi Arabia (round 5) with Piastri and Verstappen swapped. An admin: Miami qualifying moved.
    const saudiInput = await raceClassificationInput(db, 2025, 5, 'race');
    expect(saudiInput.slice(0, 2).map((row) => row.driverId)).toEqual(['oscar-piastri', 'max-verstappen']);
    expect(
      await writeClassification(
        services,
        { source: 'sync' },
        { season: 2025, round: 5, kind: 'race', rows: swapCars(saudiInput, 0, 1) },
      ),
    ).toMatchObject({ status: 'written', auditId: null });
    const userId = await createAdminUser(db);
    expect(
      await writeSessionTime(
        services,
        { source: 'admin', userId },
        { season: 2025, round: 6, kind: 'qualifying', startsAt: '2025-05-03T21:00:00Z' },
      ),
    ).toMatchObject({ status: 'written' });
    const japanBefore = points(await standingsAfter(3), 'max-verstappen');
    // A round the snapshot does not have yet, added by the sync job.
    const [abuDhabi] = await db.select().from(races).where(eq(races.id, 1149));
    if (!abuDhabi) throw new Error('no 2025 round 24');
    await db.insert(races).values({ ...abuDhabi, id: 99_999, round: 25, date: '2025-12-14', source: 'sync' });
    const [resultsBefore] = await db
      .select({ n: count() })
      .from(raceResults)
      .where(
        inArray(raceResults.raceId, db.select({ id: races.id }).from(races).where(eq(races.year, 2025))),
      );

    const snapshot = modifiedSnapshot({
      2025: (part) => {
        partTable(part, 'races').update((r) => r.round === 2, {
          official_name: 'Chinese Grand Prix, corrected',
        });
        // Round 5's race is sync's now: the snapshot's version of it must not land.
        partTable(part, 'race_results').update(
          (r) => r.race_id === 1130 && r.kind === 'race' && r.display_order === 20,
          {
            reason_retired: 'Changed by f1db',
          },
        );
        // A correction of round 3 (Verstappen one point more), with the snapshot's own standings.
        partTable(part, 'race_results').update(
          (r) => r.race_id === 1128 && r.kind === 'race' && r.display_order === 1,
          {
            points: 26,
          },
        );
        for (const raceId of [1128, 1129]) {
          const row = partTable(part, 'driver_standings')
            .rows()
            .find((r) => r.race_id === raceId && r.driver_id === 'max-verstappen');
          partTable(part, 'driver_standings').update(
            (r) => r.race_id === raceId && r.driver_id === 'max-verstappen',
            {
              points: Number(row?.points) + 1,
            },
          );
        }
        partTable(part, 'race_sessions').update((r) => r.race_id === 1131 && r.kind === 'qualifying', {
          starts_at: '2025-05-03T19:00:00.000Z',
        });
        partTable(part, 'race_sessions').update((r) => r.race_id === 1131 && r.kind === 'fp1', {
          starts_at: '2025-05-02T17:30:00.000Z',
        });
        partTable(part, 'qualifying_results').update(
          (r) => r.race_id === 1135 && r.kind === 'qualifying' && r.display_order === 1,
          { q1: '1:11.111', q1_millis: 71_111 },
        );
        // f1db's own round 25, under its own id: loaded into the race sync added.
        const round24 = partTable(part, 'races')
          .rows()
          .find((r) => r.round === 24);
        partTable(part, 'races').insert({ ...round24, id: 1200, round: 25, date: '2025-12-14' });
        partTable(part, 'race_sessions').insert({
          race_id: 1200,
          kind: 'fp1',
          date: '2025-12-12',
          starts_at: '2025-12-12T09:30:00.000Z',
        });
      },
    });
    try {
      const summary = await loadSnapshot(db, { log, snapshotDir: snapshot.dir, onProgress: () => {} });
      expect(summary.loaded).toEqual(['2025']);
      const [loaded] = await db.select().from(dataLoads).where(eq(dataLoads.year, 2025));
      expect(loaded?.checksum).toBe(snapshot.manifest.parts.find((part) => part.year === 2025)?.checksum);
    } finally {
      snapshot.remove();
    }

    // The snapshot's changes to rows it owns landed.
    const [china] = await db.select().from(races).where(eq(races.id, 1127));
    expect(china?.officialName).toBe('Chinese Grand Prix, corrected');
    const [pole] = await db
      .select({ q1: qualifyingResults.q1, source: qualifyingResults.source })
      .from(qualifyingResults)
      .where(
        and(
          eq(qualifyingResults.raceId, 1135),
          eq(qualifyingResults.kind, 'qualifying'),
          eq(qualifyingResults.displayOrder, 1),
        ),
      );
    expect(pole).toEqual({ q1: '1:11.111', source: 'snapshot' });
    const miami = await db.select().from(raceSessions).where(eq(raceSessions.raceId, 1131));
    const session = (kind: string) => miami.find((row) => row.kind === kind);
    expect(session('fp1')).toMatchObject({ startsAt: new Date('2025-05-02T17:30:00Z'), source: 'snapshot' });

    // The admin's session time and sync's classification stayed, whole.
    expect(session('qualifying')).toMatchObject({
      startsAt: new Date('2025-05-03T21:00:00Z'),
      source: 'admin',
    });
    const saudi = await storedClassification(db, 2025, 5, 'race');
    expect(saudi?.source).toBe('sync');
    expect(saudi?.rows.slice(0, 2).map((row) => row.driverId)).toEqual(['max-verstappen', 'oscar-piastri']);
    expect(saudi?.rows.map((row) => row.reasonRetired)).not.toContain('Changed by f1db');
    expect(saudi?.rows).toHaveLength(20);
    const [resultsAfter] = await db
      .select({ n: count() })
      .from(raceResults)
      .where(
        inArray(raceResults.raceId, db.select({ id: races.id }).from(races).where(eq(races.year, 2025))),
      );
    expect(resultsAfter?.n).toBe(resultsBefore?.n);

    // Sync's round 25 survived and holds f1db's round 25; f1db's id was not added beside it.
    const round25 = await db
      .select()
      .from(races)
      .where(and(eq(races.year, 2025), eq(races.round, 25)));
    expect(round25.map((race) => [race.id, race.source])).toEqual([[99_999, 'sync']]);
    const sessions25 = await db.select().from(raceSessions).where(eq(raceSessions.raceId, 99_999));
    expect(sessions25.map((row) => [row.kind, row.source])).toEqual([['fp1', 'snapshot']]);

    // Standings: the snapshot's for rounds 3 and 4; from sync's round 5 on recomputed from the
    // classifications, so they carry both sync's swap (+7) and the snapshot's correction (+1).
    const afterJapan = await standingsAfter(3);
    expect(points(afterJapan, 'max-verstappen')).toBe(Number(japanBefore) + 1);
    expect(afterJapan.every((row) => row.source === 'snapshot')).toBe(true);
    const final = await standingsAfter(24);
    expect(final.slice(0, 3)).toEqual([
      { driverId: 'max-verstappen', points: 429, source: 'sync' },
      { driverId: 'lando-norris', points: 423, source: 'sync' },
      { driverId: 'oscar-piastri', points: 403, source: 'sync' },
    ]);

    // Back to the committed snapshot, which has no round 25 at all: sync's race stays (the snapshot's
    // session in it goes), sync's and the admin's writes stay, round 3's correction is undone.
    expect((await loadSnapshot(db, { log, onProgress: () => {} })).loaded).toEqual(['2025']);
    const [sync25] = await db.select({ source: races.source }).from(races).where(eq(races.id, 99_999));
    expect(sync25?.source).toBe('sync');
    expect(await db.select().from(raceSessions).where(eq(raceSessions.raceId, 99_999))).toEqual([]);
    expect((await storedClassification(db, 2025, 5, 'race'))?.source).toBe('sync');
    const [qualifying] = await db
      .select({ source: raceSessions.source })
      .from(raceSessions)
      .where(and(eq(raceSessions.raceId, 1131), eq(raceSessions.kind, 'qualifying')));
    expect(qualifying?.source).toBe('admin');
    expect(points(await standingsAfter(3), 'max-verstappen')).toBe(japanBefore);
    expect((await standingsAfter(24)).slice(0, 3).map((row) => [row.driverId, row.points])).toEqual([
      ['max-verstappen', 428],
      ['lando-norris', 423],
      ['oscar-piastri', 403],
    ]);
  });
});
