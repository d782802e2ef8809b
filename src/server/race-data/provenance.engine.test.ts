import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { jobRuns } from '#server/db/schema.ts';
import { createAdminUser, raceClassificationInput, raceIdOf } from '#server/testing/race-data-writes.ts';
import { createTestApp } from '#server/testing/test-app.ts';
import { openTestDatabase } from '#server/testing/test-database.ts';
import { classificationProvenance, resultsSyncSchedule, standingsProvenance } from './provenance.ts';
import { writeClassification } from './writes/write-classification.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const now = '2026-11-23T12:00:00Z';
const env = { RESULTS_SYNC_URL: 'http://127.0.0.1:9/ergast/f1' };
const app = (extra: Record<string, string> = {}) =>
  createTestApp(database, { now, env: { ...env, ...extra } });

async function round(season: number, number: number) {
  return { raceId: await raceIdOf(database.db, season, number), year: season, round: number };
}

describe('where race data came from', () => {
  it('names f1db and the date f1db made the data for rows of the snapshot', async () => {
    const { services } = app();
    const provenance = await classificationProvenance(services, await round(2026, 11));
    // Dated by when f1db made the data (its commit), not by when this database loaded it.
    expect(provenance).toEqual({
      source: 'snapshot',
      name: 'f1db',
      at: '2026-08-21T16:36:43.000Z',
      outage: null,
    });
    expect(Number.isNaN(Date.parse(provenance?.at ?? ''))).toBe(false);
  });

  it('has nothing to say of a weekend with no classification stored', async () => {
    const { services } = app();
    expect(await classificationProvenance(services, await round(2026, 21))).toBeNull();
  });

  it('tells a pending result when the sync runs next: off, not run yet, or planned', async () => {
    expect(await resultsSyncSchedule(app({ RESULTS_SYNC_ENABLED: 'false' }).services)).toBeNull();
    expect(await resultsSyncSchedule(app().services)).toEqual({ nextRunAt: null, outage: null });
    await database.db.insert(jobRuns).values({
      job: 'results-sync',
      trigger: 'session',
      startedAt: new Date('2026-11-23T11:47:00Z'),
      finishedAt: new Date('2026-11-23T11:48:00Z'),
      status: 'succeeded',
      changes: [{ season: 2026, round: 12, parts: ['results'] }],
      nextRunAt: new Date('2026-11-23T12:10:00Z'),
    });
    expect(await resultsSyncSchedule(app().services)).toEqual({
      nextRunAt: '2026-11-23T12:10:00.000Z',
      outage: null,
    });
  });

  it('names the sync source and the run that changed the round for rows the sync wrote', async () => {
    const { services } = app();
    const rows = await raceClassificationInput(database.db, 2026, 11, 'race');
    const written = await writeClassification(
      services,
      { source: 'sync' },
      {
        season: 2026,
        round: 12,
        kind: 'race',
        rows,
      },
    );
    expect(written).toMatchObject({ status: 'written' });
    expect(await classificationProvenance(services, await round(2026, 12))).toEqual({
      source: 'sync',
      name: '127.0.0.1',
      at: '2026-11-23T11:48:00.000Z',
      outage: null,
    });
    // The tables from that round on count it, so they are sync's too; the round before stays f1db's.
    expect(await standingsProvenance(services, 2026, 12)).toMatchObject({
      source: 'sync',
      name: '127.0.0.1',
    });
    expect(await standingsProvenance(services, 2026, 11)).toMatchObject({ source: 'snapshot', name: 'f1db' });
    // Only the race is sync's: the weekend's qualifying alone is still nobody's.
    expect(await classificationProvenance(services, await round(2026, 12), ['qualifying'])).toBeNull();
  });

  it('names the editors for rows an admin wrote, over the snapshot of other sessions', async () => {
    const { services } = app();
    const userId = await createAdminUser(database.db);
    const rows = await raceClassificationInput(database.db, 2026, 10, 'race');
    await writeClassification(
      services,
      { source: 'admin', userId },
      {
        season: 2026,
        round: 10,
        kind: 'race',
        rows: [...rows].reverse().map((row, index) => ({ ...row, position: index + 1 })),
      },
    );
    expect(await classificationProvenance(services, await round(2026, 10))).toEqual({
      source: 'admin',
      name: 'Pitwall editors',
      at: null,
      outage: null,
    });
    expect(await classificationProvenance(services, await round(2026, 10), ['qualifying'])).toMatchObject({
      source: 'snapshot',
    });
  });
});
