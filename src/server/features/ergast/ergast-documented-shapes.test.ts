import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '#server/db/client.ts';
import { lapTimes, races } from '#server/db/schema.ts';
import { openTestDatabase } from '#server/testing/test-database.ts';
import { ergastTestApp } from './ergast-test-app.ts';

/**
 * The pit-stop and lap answers held to the response schema Jolpica documents for them
 * (jolpica/jolpica-f1 docs/endpoints/pitstops.md and laps.md: every field, whether it is always
 * included, every value a string), strictly: a field the documentation does not name fails too.
 * The queries are the documentation's own examples, and where f1db holds the same facts the values
 * must be the documented ones.
 */

const numeric = z.string().regex(/^\d+$/);
const duration = z.string().regex(/^(?:\d+:)?\d{1,2}\.\d{3}$/);
const location = z.strictObject({
  lat: z.string(),
  long: z.string(),
  locality: z.string(),
  country: z.string(),
});
const circuit = z.strictObject({
  circuitId: z.string().regex(/^[a-z0-9_-]+$/),
  url: z.string().url(),
  circuitName: z.string(),
  Location: location,
});
const race = {
  season: numeric,
  round: numeric,
  url: z.string().url(),
  raceName: z.string(),
  Circuit: circuit,
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  time: z
    .string()
    .regex(/^\d{2}:\d{2}:\d{2}Z$/)
    .optional(),
};
const pitStop = z.strictObject({
  driverId: z.string(),
  lap: numeric.optional(),
  stop: numeric.optional(),
  time: z
    .string()
    .regex(/^\d{2}:\d{2}:\d{2}$/)
    .optional(),
  duration: duration.optional(),
});
const lap = z.strictObject({
  number: numeric,
  Timings: z.array(z.strictObject({ driverId: z.string(), position: numeric, time: duration })),
});
const filters = {
  season: numeric,
  round: numeric,
  driverId: z.string().optional(),
  constructorId: z.string().optional(),
  lap: numeric.optional(),
  // Not in the documentation's tables, but echoed by Ergast (pitstops/2023@10@pitstops@2.json).
  stop: numeric.optional(),
};
const envelope = <T extends z.ZodType>(table: T) =>
  z.strictObject({
    MRData: z.strictObject({
      xmlns: z.string(),
      series: z.literal('f1'),
      url: z.string().url(),
      limit: numeric,
      offset: numeric,
      total: numeric,
      RaceTable: table,
    }),
  });
const pitStopsAnswer = envelope(
  z.strictObject({ ...filters, Races: z.array(z.strictObject({ ...race, PitStops: z.array(pitStop) })) }),
);
const lapsAnswer = envelope(
  z.strictObject({ ...filters, Races: z.array(z.strictObject({ ...race, Laps: z.array(lap) })) }),
);

let database: Database;
let app: ReturnType<typeof ergastTestApp>['app'];
beforeAll(async () => {
  database = await openTestDatabase();
  const [abuDhabi] = await database.db
    .select({ id: races.id })
    .from(races)
    .where(and(eq(races.year, 2021), eq(races.round, 22)));
  // Verstappen's first four laps of Abu Dhabi 2021 as laps.md gives them, and Hamilton's beside them.
  const row = (driverId: string, number: number, position: number, time: string) => {
    const [minutes, seconds] = time.split(':');
    return {
      raceId: abuDhabi!.id,
      driverId,
      lap: number,
      positionNumber: position,
      time,
      timeMillis: Math.round((Number(minutes) * 60 + Number(seconds)) * 1000),
      source: 'sync' as const,
    };
  };
  await database.db
    .insert(lapTimes)
    .values([
      row('lewis-hamilton', 1, 1, '1:32.300'),
      row('max-verstappen', 1, 2, '1:32.800'),
      row('lewis-hamilton', 2, 1, '1:29.000'),
      row('max-verstappen', 2, 2, '1:29.103'),
      row('max-verstappen', 3, 2, '1:28.827'),
      row('max-verstappen', 4, 2, '1:29.026'),
    ]);
  app = ergastTestApp(database).app;
});
afterAll(() => database?.close());

async function answer<T extends z.ZodType>(schema: T, path: string): Promise<z.infer<T>> {
  const response = await app.request(path);
  expect(response.status).toBe(200);
  const parsed = schema.safeParse(await response.json());
  expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
  return parsed.data as z.infer<T>;
}

describe('pit stops as Jolpica documents them', () => {
  it('/2019/4/laps/12/pitstops: the three stops on lap 12 of Baku, with the filter echoed', async () => {
    const body = await answer(pitStopsAnswer, '/f1/2019/4/laps/12/pitstops.json');
    expect(body.MRData.RaceTable).toMatchObject({ season: '2019', round: '4', lap: '12' });
    expect(body.MRData.RaceTable.Races[0]?.PitStops).toEqual([
      { driverId: 'bottas', lap: '12', stop: '1', duration: '20.006' },
      { driverId: 'sainz', lap: '12', stop: '1', duration: '19.755' },
      { driverId: 'albon', lap: '12', stop: '1', duration: '20.720' },
    ]);
  });

  it('/2023/13/drivers/alonso/pitstops: five stops, the last one across the red flag', async () => {
    const body = await answer(pitStopsAnswer, '/f1/2023/13/drivers/alonso/pitstops.json');
    expect(body.MRData.RaceTable.driverId).toBe('alonso');
    expect(
      body.MRData.RaceTable.Races[0]?.PitStops.map((stop) => [stop.lap, stop.stop, stop.duration]),
    ).toEqual([
      ['2', '1', '20.647'],
      ['10', '2', '20.109'],
      ['48', '3', '25.147'],
      ['61', '4', '20.655'],
      ['64', '5', '40:55.302'],
    ]);
  });

  it.each([
    '/f1/2023/1/pitstops.json?limit=100',
    '/f1/2014/5/pitstops.json?offset=30',
    '/f1/2011/1/pitstops.json',
    '/f1/2023/1/constructors/ferrari/pitstops.json',
    '/f1/2023/1/pitstops/3.json',
  ])('%s has the documented shape', async (path) => {
    const body = await answer(pitStopsAnswer, path);
    expect(Number(body.MRData.total)).toBeGreaterThan(0);
  });
});

describe('laps as Jolpica documents them', () => {
  it('/2021/22/drivers/max_verstappen/laps: his laps, each with his position and time', async () => {
    const body = await answer(lapsAnswer, '/f1/2021/22/drivers/max_verstappen/laps.json');
    expect(body.MRData.RaceTable.driverId).toBe('max_verstappen');
    expect(body.MRData.total).toBe('4');
    expect(body.MRData.RaceTable.Races[0]?.Laps.slice(0, 2)).toEqual([
      { number: '1', Timings: [{ driverId: 'max_verstappen', position: '2', time: '1:32.800' }] },
      { number: '2', Timings: [{ driverId: 'max_verstappen', position: '2', time: '1:29.103' }] },
    ]);
  });

  it.each([
    '/f1/2021/22/laps.json',
    '/f1/2021/22/laps/2.json',
    '/f1/2021/22/constructors/mercedes/laps.json',
    '/f1/2021/22/laps.json?limit=1&offset=1',
  ])('%s has the documented shape', async (path) => {
    const body = await answer(lapsAnswer, path);
    expect(Number(body.MRData.total)).toBeGreaterThan(0);
  });

  it('a race without stored laps answers the documented envelope with no races', async () => {
    const body = await answer(lapsAnswer, '/f1/1997/11/laps.json');
    expect([body.MRData.total, body.MRData.RaceTable.Races]).toEqual(['0', []]);
  });
});
