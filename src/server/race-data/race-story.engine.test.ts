import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { raceIdOf } from '#server/testing/race-data-writes.ts';
import { createTestApp } from '#server/testing/test-app.ts';
import { openTestDatabase } from '#server/testing/test-database.ts';
import { raceStory } from './race-story.ts';
import { writeLapTimes } from './writes/write-race-timing.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const servicesAt = () => createTestApp(database, { now: '2024-07-10T12:00:00Z' }).services;
const story = async (year: number, round: number) =>
  raceStory(servicesAt(), { raceId: await raceIdOf(database.db, year, round), year, round });

describe('the race story', () => {
  it('has nothing to tell of a race without pit stops or laps on record (1960 Monaco)', async () => {
    expect(await story(1960, 1)).toBeNull();
  });

  it('tells the 2024 British Grand Prix’s pit stops from the snapshot, without a lap chart', async () => {
    const british = await story(2024, 12);
    expect(british?.chart).toBeNull();
    expect(british?.fastestLaps).toEqual([]);
    expect(british?.stopsProvenance).toMatchObject({ source: 'snapshot', name: 'f1db' });
    expect(british?.lapsProvenance).toBeNull();
    expect(british?.drivers[0]).toMatchObject({
      driverId: 'lewis-hamilton',
      code: 'HAM',
      teamName: 'Mercedes',
      finish: '1',
      laps: 52,
    });
    expect(british?.drivers[0]?.colour).toMatch(/^#[0-9A-F]{6}$/i);
    const hamilton = british?.stops.filter((stop) => stop.driverId === 'lewis-hamilton');
    expect(hamilton?.map((stop) => stop.stop)).toEqual([1, 2]);
  });

  it('draws the lap chart once the sync has stored the laps, and follows the fastest lap', async () => {
    const rows = [
      { driverId: 'george-russell', lap: 1, position: 1, time: '1:36.420' },
      { driverId: 'lewis-hamilton', lap: 1, position: 2, time: '1:37.001' },
      { driverId: 'lewis-hamilton', lap: 2, position: 1, time: '1:34.900' },
      { driverId: 'george-russell', lap: 2, position: 2, time: '1:35.100' },
    ];
    expect(
      await writeLapTimes(servicesAt(), { source: 'sync' }, { season: 2024, round: 12, rows }),
    ).toMatchObject({
      status: 'written',
    });
    const british = await story(2024, 12);
    expect(british?.chart).not.toBeNull();
    expect(british?.lapsProvenance).toMatchObject({ source: 'sync' });
    const positions = new Map(british?.drivers.map((driver) => [driver.driverId, driver.positions]));
    expect(positions.get('lewis-hamilton')).toEqual([2, 1]);
    expect(positions.get('george-russell')).toEqual([1, 2]);
    expect(positions.get('max-verstappen')).toEqual([]);
    expect(british?.fastestLaps.map((step) => [step.lap, step.driverId, step.time])).toEqual([
      [1, 'george-russell', '1:36.420'],
      [2, 'lewis-hamilton', '1:34.900'],
    ]);
  });
});
