import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { driverSeasonStyles, drivers, teamSeasonStyles } from '#server/db/schema.ts';
import {
  type ErgastServer,
  fixture,
  startErgastServer,
} from '#server/ingest/ergast/fixtures/ergast-server.ts';
import { loadSnapshot } from '#server/ingest/load-snapshot.ts';
import { runResultsSync } from '#server/jobs/results-sync.ts';
import { createLogger } from '#server/log.ts';
import { fromRoot } from '#server/paths.ts';
import { seasonState } from '#server/race-data/season.ts';
import { type ImageServer, startImageServer } from '#server/testing/image-server.ts';
import { createAdminUser, modifiedSnapshot, partTable } from '#server/testing/race-data-writes.ts';
import { createTestApp } from '#server/testing/test-app.ts';
import { openTestDatabase } from '#server/testing/test-database.ts';
import { writeDriver } from './write-driver.ts';
import { writeTeam } from './write-team.ts';

/** The day after round 12 of 2026 (the snapshot has results to round 11; the sync brings 12). */
const now = '2026-08-24T12:00:00Z';

let database: Database;
let images: ImageServer;
let source: ErgastServer;
let admin: { source: 'admin'; userId: string };
beforeAll(async () => {
  [database, images, source] = await Promise.all([
    openTestDatabase(),
    startImageServer(),
    startErgastServer(),
  ]);
  admin = { source: 'admin', userId: await createAdminUser(database.db) };
});
afterAll(async () => {
  await Promise.all([images?.close(), source?.close()]);
  await database?.close();
});

const appAt = () =>
  createTestApp(database, {
    now,
    env: {
      RESULTS_SYNC_URL: source.baseUrl,
      RESULTS_SYNC_MIN_INTERVAL_MS: '0',
      RESULTS_SYNC_TIMEOUT_MS: '2000',
    },
  });

const driver = async (id: string) => (await database.db.select().from(drivers).where(eq(drivers.id, id)))[0];
const teamStyle = async (year: number, id: string) =>
  (
    await database.db
      .select()
      .from(teamSeasonStyles)
      .where(and(eq(teamSeasonStyles.year, year), eq(teamSeasonStyles.constructorId, id)))
  )[0];
const driverStyle = async (year: number, id: string) =>
  (
    await database.db
      .select()
      .from(driverSeasonStyles)
      .where(and(eq(driverSeasonStyles.year, year), eq(driverSeasonStyles.driverId, id)))
  )[0];

describe("an admin's driver and team edits (decision 012's ownership)", () => {
  it('survive a snapshot reload and the media seed, which land everything else', async () => {
    const { services } = appAt();
    await writeDriver(services, admin, {
      season: 2026,
      driverId: 'oscar-piastri',
      firstName: 'Oscar',
      lastName: 'Piastri (admin)',
      number: '1',
    });
    await writeTeam(services, admin, {
      season: 2026,
      teamId: 'mclaren',
      name: 'McLaren (admin)',
      colour: '#FF8001',
      logoUrl: images.pngUrl,
    });
    await writeDriver(services, admin, {
      season: 2025,
      driverId: 'lando-norris',
      firstName: 'Lando',
      lastName: 'Norris',
      photoUrl: images.pngUrl,
    });

    const snapshot = modifiedSnapshot({
      0: (part) => {
        partTable(part, 'drivers').update((r) => r.id === 'oscar-piastri', { last_name: 'Piastri (f1db)' });
        partTable(part, 'drivers').update((r) => r.id === 'lando-norris', { last_name: 'Norris (f1db)' });
        partTable(part, 'constructors').update((r) => r.id === 'mclaren', { name: 'McLaren (f1db)' });
      },
      2026: (part) => {
        const styles = partTable(part, 'team_season_styles');
        styles.update((r) => r.constructor_id === 'mclaren', { colour: '#000001' });
        styles.update((r) => r.constructor_id === 'ferrari', { colour: '#000002' });
      },
    });
    const media = join(snapshot.dir, 'team-media.yml');
    writeFileSync(
      media,
      readFileSync(fromRoot('data/team-media.yml'), 'utf8')
        .replace(/(lando-norris: )\S+/, '$1https://media.example/norris-new.webp')
        .replace(/(oscar-piastri: )\S+/, '$1https://media.example/piastri-new.webp'),
    );
    try {
      const summary = await loadSnapshot(database.db, {
        log: createLogger('silent'),
        onProgress: () => {},
        snapshotDir: snapshot.dir,
        mediaFile: media,
      });
      expect(summary.loaded).toHaveLength(2);
    } finally {
      snapshot.remove();
    }

    // The admin's rows stay; the snapshot's changes to rows it still owns land.
    expect(await driver('oscar-piastri')).toMatchObject({ lastName: 'Piastri (admin)', source: 'admin' });
    expect(await driver('lando-norris')).toMatchObject({ lastName: 'Norris (f1db)', source: 'snapshot' });
    expect(await teamStyle(2026, 'mclaren')).toMatchObject({ colour: '#FF8001', logoUrl: images.pngUrl });
    expect(await teamStyle(2026, 'ferrari')).toMatchObject({ colour: '#000002', source: 'snapshot' });
    expect(await driverStyle(2026, 'oscar-piastri')).toMatchObject({ number: '1', source: 'admin' });
    expect(await driverStyle(2025, 'lando-norris')).toMatchObject({
      photoUrl: images.pngUrl,
      source: 'admin',
    });
    expect(await driverStyle(2025, 'oscar-piastri')).toMatchObject({
      photoUrl: 'https://media.example/piastri-new.webp',
      source: 'snapshot',
    });
  });

  it('survive a results sync of the same round', async () => {
    source.setSchedule(2026, fixture('2026-schedule.json') as never);
    source.setRound(2026, 12, 'results', fixture('2026-12-results.json'));
    const { services } = appAt();
    const outcome = await runResultsSync(services, { trigger: 'start', sweep: false });
    expect(outcome.failed).toBe(false);

    const state = await seasonState(services, 2026);
    expect(state?.finished.at(-1)?.round).toBe(12);
    expect(state?.drivers.get('oscar-piastri')).toMatchObject({
      lastName: 'Piastri (admin)',
      permanentNumber: '1',
    });
    expect(state?.teams.get('mclaren')).toMatchObject({ name: 'McLaren (admin)', colour: '#FF8001' });
    expect(await driver('oscar-piastri')).toMatchObject({ source: 'admin' });
  });
});
