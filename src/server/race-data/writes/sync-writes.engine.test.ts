import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { constructors, engineManufacturers, pitStops, seasonEntrantDrivers } from '#server/db/schema.ts';
import { raceIdOf, recordEvents } from '#server/testing/race-data-writes.ts';
import { createTestApp } from '#server/testing/test-app.ts';
import { openTestDatabase } from '#server/testing/test-database.ts';
import { writeEntrants } from './write-entrants.ts';
import { writeLapTimes, writePitStops } from './write-race-timing.ts';
import { writeScheduledRace } from './write-scheduled-race.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const sync = { source: 'sync' } as const;
const servicesAt = () => createTestApp(database, { now: '2026-08-24T12:00:00Z' }).services;

describe("the sync's own writes", () => {
  it('adds a team new to the sport with an entry and an engine of its own, once', async () => {
    const services = servicesAt();
    const events = recordEvents(services);
    const entrant = {
      driver: { ergastId: 'stroll', givenName: 'Lance', familyName: 'Stroll' },
      team: { ergastId: 'andretti', name: 'Andretti', nationality: 'American' },
    };
    const first = await writeEntrants(services, { season: 2026, round: 12, entrants: [entrant] });
    expect(first).toMatchObject({ status: 'written', createdDrivers: [] });
    expect(first.drivers.get('stroll')).toBe('lance-stroll');
    expect(first.constructors.get('andretti')).toBe('andretti');
    expect(
      await database.db.select().from(constructors).where(eq(constructors.id, 'andretti')),
    ).toMatchObject([
      { ergastId: 'andretti', name: 'Andretti', countryId: 'united-states-of-america', source: 'sync' },
    ]);
    expect(
      await database.db.select().from(engineManufacturers).where(eq(engineManufacturers.id, 'andretti')),
    ).toHaveLength(1);
    expect(
      await database.db
        .select()
        .from(seasonEntrantDrivers)
        .where(and(eq(seasonEntrantDrivers.year, 2026), eq(seasonEntrantDrivers.constructorId, 'andretti'))),
    ).toMatchObject([
      { driverId: 'lance-stroll', engineManufacturerId: 'andretti', rounds: '12', source: 'sync' },
    ]);
    expect(events).toEqual([{ type: 'race-data.changed', season: 2026, round: 12 }]);

    expect(await writeEntrants(services, { season: 2026, round: 12, entrants: [entrant] })).toMatchObject({
      status: 'unchanged',
    });
    expect(events).toHaveLength(1);
  });

  it('maps Ergast "rb" to the team on the season\'s entry list', async () => {
    const entrant = (season: number) => ({
      season,
      round: 1,
      entrants: [
        {
          driver: { ergastId: 'tsunoda', givenName: 'Yuki', familyName: 'Tsunoda' },
          team: { ergastId: 'rb', name: 'RB F1 Team' },
        },
      ],
    });
    expect((await writeEntrants(servicesAt(), entrant(2026))).constructors.get('rb')).toBe('racing-bulls');
    expect((await writeEntrants(servicesAt(), entrant(2024))).constructors.get('rb')).toBe('rb');
  });

  it('stores pit stops and lap times once, and refuses bad input naming the field', async () => {
    const services = servicesAt();
    const events = recordEvents(services);
    const stops = {
      season: 2026,
      round: 12,
      rows: [{ driverId: 'oscar-piastri', constructorId: 'mclaren', stop: 1, lap: 20, time: '22.456' }],
    };
    expect(await writePitStops(services, sync, stops)).toMatchObject({ status: 'written' });
    expect(await writePitStops(services, sync, stops)).toMatchObject({ status: 'unchanged' });
    const raceId = await raceIdOf(database.db, 2026, 12);
    expect(await database.db.select().from(pitStops).where(eq(pitStops.raceId, raceId))).toMatchObject([
      { driverId: 'oscar-piastri', stop: 1, lap: 20, time: '22.456', timeMillis: 22456, source: 'sync' },
    ]);
    // Stops keep the order they were made in, as the source lists them: a stop at the end of lap 21
    // can come before another car's at the end of lap 20 when that car is a lap down.
    const inOrder = {
      ...stops,
      rows: [
        { driverId: 'oscar-piastri', constructorId: 'mclaren', stop: 1, lap: 21, time: '22.456' },
        { driverId: 'lando-norris', constructorId: 'mclaren', stop: 1, lap: 20, time: '23.001' },
      ],
    };
    expect(await writePitStops(services, sync, inOrder)).toMatchObject({ status: 'written' });
    const stored = () =>
      database.db
        .select({ driverId: pitStops.driverId, displayOrder: pitStops.displayOrder })
        .from(pitStops)
        .where(eq(pitStops.raceId, raceId))
        .orderBy(pitStops.displayOrder);
    expect(await stored()).toEqual([
      { driverId: 'oscar-piastri', displayOrder: 1 },
      { driverId: 'lando-norris', displayOrder: 2 },
    ]);
    // The same stops in another order are a correction, not the same unit.
    expect(
      await writePitStops(services, sync, { ...inOrder, rows: [...inOrder.rows].reverse() }),
    ).toMatchObject({ status: 'written' });
    expect((await stored()).map((row) => row.driverId)).toEqual(['lando-norris', 'oscar-piastri']);
    expect(await writePitStops(services, sync, stops)).toMatchObject({ status: 'written' });
    await expect(
      writePitStops(services, sync, { ...stops, rows: [{ ...stops.rows[0], stop: 0 }] } as typeof stops),
    ).rejects.toMatchObject({ status: 400, field: 'rows.0.stop' });

    const laps = {
      season: 2026,
      round: 12,
      rows: [{ driverId: 'oscar-piastri', lap: 1, position: 1, time: '1:15.321' }],
    };
    expect(await writeLapTimes(services, sync, laps)).toMatchObject({ status: 'written' });
    expect(await writeLapTimes(services, sync, laps)).toMatchObject({ status: 'unchanged' });
    await expect(
      writeLapTimes(services, sync, { ...laps, rows: [{ ...laps.rows[0], time: 'soon' }] } as typeof laps),
    ).rejects.toMatchObject({ status: 400, field: 'rows.0.time' });
    // Four pit-stop writes and one of lap times; the unchanged ones and the refused ones send nothing.
    expect(events).toEqual(Array(5).fill({ type: 'race-data.changed', season: 2026, round: 12 }));
  });

  it('adds a round only where the calendar has none', async () => {
    const services = servicesAt();
    const round = {
      season: 2026,
      round: 12,
      raceName: 'Dutch Grand Prix',
      circuit: { ergastId: 'zandvoort', name: 'Circuit Park Zandvoort' },
      date: '2026-08-23',
      sessions: [],
    };
    expect(await writeScheduledRace(services, round)).toEqual({ status: 'unchanged' });
    await expect(writeScheduledRace(services, { ...round, round: 41 })).rejects.toMatchObject({
      status: 400,
      field: 'round',
    });
  });
});
