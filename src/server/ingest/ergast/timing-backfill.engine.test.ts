import { and, eq, inArray, ne } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { lapTimes, pitStops, raceResults, races } from '#server/db/schema.ts';
import { createTestApp } from '#server/testing/test-app.ts';
import { openTestDatabase } from '#server/testing/test-database.ts';
import { type ErgastServer, startErgastServer } from './fixtures/ergast-server.ts';
import { syncPitStops } from './sync-timing.ts';
import {
  backfillTiming,
  createBackfillSource,
  pacedIntervalMs,
  parseBackfillArgs,
} from './timing-backfill.ts';

describe('the backfill pace', () => {
  it.each([
    [
      [
        { max: 4, window: 1 },
        { max: 500, window: 3600 },
      ],
      7200,
    ],
    [[{ max: 2, window: 1 }], 500],
    [
      [
        { max: 4, window: 1 },
        { max: 100_000, window: 3600 },
      ],
      250,
    ],
    [[], 0],
  ])('%j spaces requests %i ms apart', (rules, ms) => {
    expect(pacedIntervalMs(rules)).toBe(ms);
  });

  it.each([
    [['--from', '1996', '--to', '2025'], { from: 1996, to: 2025 }],
    [['--from=2011'], { from: 2011, to: 2026 }],
    [[], { from: 1996, to: 2026 }],
    [['--from', '2020', '--to', '2019'], { error: '--from 2020 is after --to 2019' }],
    [['--from', '96'], { error: expect.stringMatching(/^Usage/) }],
    [['--season', '2019'], { error: expect.stringMatching(/^Usage/) }],
    [['2019'], { error: expect.stringMatching(/^Usage/) }],
  ])('reads %j', (args, expected) => {
    expect(parseBackfillArgs(args, 2026)).toEqual(expected);
  });
});

const season = 2019;
const laps = 6;

let source: ErgastServer;
let database: Database;
beforeEach(async () => {
  source = await startErgastServer();
  database = await openTestDatabase();
});
afterEach(async () => {
  await source.close();
  await database.close();
});

function appWith(pace: { burst: string; hourly: string } = { burst: '1000/1', hourly: '1000000/1' }) {
  return createTestApp(database, {
    now: '2026-11-20T12:00:00Z',
    env: {
      RESULTS_SYNC_URL: source.baseUrl,
      RESULTS_SYNC_TIMEOUT_MS: '2000',
      BACKFILL_BURST_RATE_LIMIT: pace.burst,
      BACKFILL_HOURLY_RATE_LIMIT: pace.hourly,
    },
  });
}

type App = ReturnType<typeof appWith>['app'];

const json = async (app: App, path: string) => {
  const response = await app.request(path);
  expect(response.status, path).toBe(200);
  return response.json();
};

/**
 * 2019's rounds 1 and 2 as the source has them (six laps of every classified car, a stop each and a
 * second for three), without pit stops here; every other race of 2019 has its timing stored already.
 */
async function publishTwoRaces(app: App) {
  const sourceDrivers: Record<number, string[]> = {};
  for (const round of [1, 2]) {
    const results = await json(app, `/f1/${season}/${round}/results.json?limit=100`);
    const drivers: string[] = results.MRData.RaceTable.Races[0].Results.map(
      (result: { Driver: { driverId: string } }) => result.Driver.driverId,
    );
    sourceDrivers[round] = drivers;
    const race = { season: String(season), round: String(round) };
    source.setRound(season, round, 'laps', {
      ...race,
      Laps: Array.from({ length: laps }, (_, lap) => ({
        number: String(lap + 1),
        Timings: drivers.map((driverId, index) => ({
          driverId,
          position: String(index + 1),
          time: `1:${31 + lap}.${String(100 + index).padStart(3, '0')}`,
        })),
      })),
    });
    source.setRound(season, round, 'pitstops', {
      ...race,
      PitStops: [
        ...drivers.map((driverId) => ({
          driverId,
          lap: '20',
          stop: '1',
          time: '14:30:00',
          duration: '22.345',
        })),
        ...drivers
          .slice(0, 3)
          .map((driverId) => ({ driverId, lap: '40', stop: '2', time: '14:50:00', duration: '21.987' })),
      ],
    });
  }
  const ids = await database.db
    .select({ id: races.id, round: races.round })
    .from(races)
    .where(eq(races.year, season));
  const ours = ids.filter((race) => race.round <= 2).map((race) => race.id);
  const others = ids.filter((race) => race.round > 2).map((race) => race.id);
  await database.db.delete(pitStops).where(inArray(pitStops.raceId, ours));
  const winners = await database.db
    .select({ raceId: raceResults.raceId, driverId: raceResults.driverId })
    .from(raceResults)
    .where(
      and(inArray(raceResults.raceId, others), eq(raceResults.kind, 'race'), eq(raceResults.displayOrder, 1)),
    );
  await database.db
    .insert(lapTimes)
    .values(winners.map((row) => ({ ...row, lap: 1, source: 'snapshot' as const })));
  return { ours, drivers: sourceDrivers };
}

const timingPaths = (server: ErgastServer) =>
  server.requests.map((request) => request.path.replace('/ergast/f1/', ''));

describe('the timing backfill', () => {
  it('stores two races’ laps and pit stops, answered by /f1, and a second run asks the source nothing', async () => {
    const { app, services } = appWith();
    const { drivers } = await publishTwoRaces(app);
    const lines: string[] = [];
    const summary = await backfillTiming(services, createBackfillSource(services.env), {
      from: season,
      to: season,
      print: (line) => lines.push(line),
    });
    const cars = drivers[1]?.length ?? 0;
    expect(cars).toBe(20);
    expect(lines[0]).toBe(`2019 round 1: ${cars * laps} lap times, ${cars + 3} pit stops`);
    expect(lines[1]).toBe(`2019 round 2: ${(drivers[2]?.length ?? 0) * laps} lap times, 23 pit stops`);
    expect(lines[2]).toBe('2019 round 3: skipped: stored');
    expect(summary).toMatchObject({ read: 2, lapTimes: 240, pitStops: 46 });
    expect(summary.stopped).toBeUndefined();
    // 120 timings a race: two pages of laps, one of pit stops.
    expect(timingPaths(source)).toEqual([
      '2019/1/laps.json?limit=100&offset=0',
      '2019/1/laps.json?limit=100&offset=100',
      '2019/1/pitstops.json?limit=100&offset=0',
      '2019/2/laps.json?limit=100&offset=0',
      '2019/2/laps.json?limit=100&offset=100',
      '2019/2/pitstops.json?limit=100&offset=0',
    ]);

    const lap = await json(app, '/f1/2019/1/laps/1.json');
    expect(lap.MRData).toMatchObject({ total: '20', RaceTable: { season: '2019', round: '1' } });
    const [race] = lap.MRData.RaceTable.Races;
    expect(race.Laps).toHaveLength(1);
    expect(race.Laps[0].number).toBe('1');
    expect(race.Laps[0].Timings[0]).toEqual({ driverId: drivers[1]?.[0], position: '1', time: '1:31.100' });
    const stops = await json(app, '/f1/2019/2/pitstops.json?limit=100');
    expect(stops.MRData.total).toBe('23');
    expect(stops.MRData.RaceTable.Races[0].PitStops[0]).toMatchObject({ lap: '20', duration: '22.345' });
    const owners = await database.db
      .selectDistinct({ source: lapTimes.source })
      .from(lapTimes)
      .innerJoin(races, eq(races.id, lapTimes.raceId))
      .where(and(eq(races.year, season), inArray(races.round, [1, 2])));
    expect(owners).toEqual([{ source: 'sync' }]);

    const asked = source.requests.length;
    const again: string[] = [];
    const second = await backfillTiming(services, createBackfillSource(services.env), {
      from: season,
      to: season,
      print: (line) => again.push(line),
    });
    expect(source.requests).toHaveLength(asked);
    expect(second).toMatchObject({ read: 0, skipped: lines.length });
    expect(again.slice(0, 2)).toEqual(['2019 round 1: skipped: stored', '2019 round 2: skipped: stored']);
  });

  it('stopped mid-run (Ctrl-C), continues with the race it stopped at; a 429 waits its Retry-After', async () => {
    const { app, services } = appWith();
    await publishTwoRaces(app);
    source.fail('/2019/1/pitstops', { status: 429, retryAfter: '1', times: 1 });
    source.fail('/2019/2/laps', { hang: true });
    const stop = new AbortController();
    const lines: string[] = [];
    const running = backfillTiming(services, createBackfillSource(services.env, stop.signal), {
      from: season,
      to: season,
      print: (line) => lines.push(line),
    });
    await expect
      .poll(() => timingPaths(source).some((path) => path.startsWith('2019/2/laps')), { timeout: 10_000 })
      .toBe(true);
    stop.abort();
    const first = await running;
    expect(first).toMatchObject({ read: 2, lapTimes: 120, pitStops: 23, stopped: 'stopped' });
    expect(lines).toEqual(['2019 round 1: 120 lap times, 23 pit stops', '2019 round 2: stopped']);
    // The 429 was asked again after its Retry-After, not given up on.
    const stops = source.requests.filter((request) => request.path.includes('/2019/1/pitstops'));
    expect(stops).toHaveLength(2);
    expect((stops[1]?.at ?? 0) - (stops[0]?.at ?? 0)).toBeGreaterThanOrEqual(900);

    source.fail('/2019/2/laps', undefined);
    const asked = source.requests.length;
    const again: string[] = [];
    await backfillTiming(services, createBackfillSource(services.env), {
      from: season,
      to: season,
      print: (line) => again.push(line),
    });
    expect(again.slice(0, 2)).toEqual([
      '2019 round 1: skipped: stored',
      '2019 round 2: 120 lap times, 23 pit stops',
    ]);
    expect(timingPaths(source).slice(asked)).toEqual([
      '2019/2/laps.json?limit=100&offset=0',
      '2019/2/laps.json?limit=100&offset=100',
      '2019/2/pitstops.json?limit=100&offset=0',
    ]);
  });

  it('spaces its requests by the configured pace (2 a second): never three within a second', async () => {
    const { app, services } = appWith({ burst: '2/1', hourly: '1000000/1' });
    await publishTwoRaces(app);
    await backfillTiming(services, createBackfillSource(services.env), {
      from: season,
      to: season,
      print: () => {},
    });
    const times = source.requests.map((request) => request.at);
    expect(times).toHaveLength(6);
    // Counted per window, with room for the network's jitter: at most two in any 900 ms.
    for (const start of times) {
      expect(times.filter((at) => at >= start && at < start + 900).length).toBeLessThanOrEqual(2);
    }
    // Six requests two a second cover at least two and a half seconds between the first and the last.
    expect((times.at(-1) ?? 0) - (times[0] ?? 0)).toBeGreaterThanOrEqual(2_400);
  });

  it('keeps pit stops an admin owns: the race is read for its laps only, and the write layer keeps them', async () => {
    const { app, services } = appWith();
    const { ours, drivers } = await publishTwoRaces(app);
    const [raceId] = ours as [number];
    const [car] = await database.db
      .select({ driverId: raceResults.driverId, constructorId: raceResults.constructorId })
      .from(raceResults)
      .where(
        and(eq(raceResults.raceId, raceId), eq(raceResults.kind, 'race'), ne(raceResults.displayOrder, 0)),
      )
      .limit(1);
    const round1 = await database.db.select({ round: races.round }).from(races).where(eq(races.id, raceId));
    expect(round1).toEqual([{ round: 1 }]);
    const admins = [
      {
        raceId,
        ...(car as { driverId: string; constructorId: string }),
        stop: 1,
        lap: 12,
        displayOrder: 1,
        time: '25.000',
        timeMillis: 25_000,
        source: 'admin' as const,
      },
    ];
    await database.db.insert(pitStops).values(admins);

    const lines: string[] = [];
    await backfillTiming(services, createBackfillSource(services.env), {
      from: season,
      to: season,
      print: (line) => lines.push(line),
    });
    expect(lines[0]).toBe(`2019 round 1: ${(drivers[1]?.length ?? 0) * laps} lap times, pit stops stored`);
    expect(timingPaths(source).filter((path) => path.startsWith('2019/1/pitstops'))).toEqual([]);

    // Read all the same (a stop's race between the check and the write): the admin's unit stays.
    const outcome = await syncPitStops(services, createBackfillSource(services.env), season, 1);
    expect(outcome).toMatchObject({ status: 'kept', owner: 'admin' });
    const stored = await database.db
      .select({ lap: pitStops.lap, time: pitStops.time, source: pitStops.source })
      .from(pitStops)
      .where(eq(pitStops.raceId, raceId));
    expect(stored).toEqual([{ lap: 12, time: '25.000', source: 'admin' }]);
  });
});
