import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { lapTimes, races as raceTable } from '#server/db/schema.ts';
import { openTestDatabase } from '#server/testing/test-database.ts';
import { ergastTestApp, type MRData } from './ergast-test-app.ts';

/**
 * The Ergast grammar as Ergast's and Jolpica's documentation state it: filters combined in any
 * order, each resource at the end, the status, pit stop and lap endpoints, standings across seasons.
 */

type Named = { driverId?: string; constructorId?: string; circuitId?: string };
type Row = Record<string, unknown> & { Driver: Named; Constructor: Named };
type Race = Record<string, unknown> & {
  season: string;
  round: string;
  Circuit: Named;
  Results?: Row[];
  QualifyingResults?: Row[];
  SprintResults?: Row[];
  PitStops?: { driverId: string; lap: string; stop: string; duration: string }[];
  Laps?: { number: string; Timings: { driverId: string; position: string; time: string }[] }[];
};
type StandingsList = {
  season: string;
  round: string;
  DriverStandings?: Row[];
  ConstructorStandings?: Row[];
};

let database: Database;
let shared: ReturnType<typeof ergastTestApp>['app'];
beforeAll(async () => {
  database = await openTestDatabase();
  // One app for the file: its race-data cache spares each test reloading every season.
  shared = ergastTestApp(database).app;
});
afterAll(() => database?.close());

async function get(path: string, db?: Database) {
  const app = db ? ergastTestApp(db).app : shared;
  const response = await app.request(path);
  return { response, body: (await response.json()) as MRData & Record<string, unknown> };
}

const total = (body: MRData) => Number(body.MRData.total);
const races = (body: MRData) => (body.MRData.RaceTable as { Races: Race[] }).Races;
const rowsOf = (body: MRData, list: 'Results' | 'QualifyingResults' | 'SprintResults') =>
  races(body).flatMap((race) => (race[list] ?? []).map((row) => ({ race, row })));
const list = <T>(body: MRData, table: string, name: string) =>
  (body.MRData[table] as Record<string, T[]>)[name]!;
const ids = (body: MRData, table: string, name: string, key: keyof Named) =>
  list<Named>(body, table, name).map((item) => item[key]);

describe('/f1 answers from the issue that were missing', () => {
  it('counts a driver’s wins: /drivers/perez/results/1 is six', async () => {
    const { body } = await get('/f1/drivers/perez/results/1.json');
    expect(total(body)).toBe(6);
    expect(rowsOf(body, 'Results').every(({ row }) => row.position === '1')).toBe(true);
    expect(body.MRData.RaceTable).toMatchObject({ driverId: 'perez', position: '1' });
  });

  it('lists the drivers of a team', async () => {
    const { body } = await get('/f1/2023/constructors/red_bull/drivers.json');
    expect(ids(body, 'DriverTable', 'Drivers', 'driverId')).toEqual(['perez', 'max_verstappen']);
  });

  it('gives a team’s results at a circuit, every row that team at that circuit', async () => {
    const { body } = await get('/f1/constructors/ferrari/circuits/monza/results.json?limit=100');
    expect(total(body)).toBeGreaterThan(100);
    for (const { race, row } of rowsOf(body, 'Results')) {
      expect([race.Circuit.circuitId, row.Constructor.constructorId]).toEqual(['monza', 'ferrari']);
    }
    const wins = await get('/f1/constructors/ferrari/circuits/monza/results/1.json');
    const winners = rowsOf(wins.body, 'Results').map(
      ({ race, row }) => `${race.season} ${row.Driver.driverId}`,
    );
    expect(winners).toEqual(expect.arrayContaining(['2019 leclerc', '2024 leclerc', '2010 alonso']));
  });

  it('lists the champions: /driverStandings/1 has one table per season', async () => {
    const { body } = await get('/f1/driverStandings/1.json?limit=100');
    const lists = list<StandingsList>(body, 'StandingsTable', 'StandingsLists');
    const seasons = list<{ season: string }>(
      (await get('/f1/seasons.json?limit=100')).body,
      'SeasonTable',
      'Seasons',
    );
    expect(lists.map((entry) => entry.season)).toEqual(seasons.map((season) => season.season));
    expect(total(body)).toBe(seasons.length);
    expect(lists.every((entry) => entry.DriverStandings?.length === 1)).toBe(true);
    const champion = (year: string) =>
      lists.find((entry) => entry.season === year)?.DriverStandings?.[0]?.Driver.driverId;
    expect([champion('1950'), champion('2008'), champion('2023'), champion('2025')]).toEqual([
      'farina',
      'hamilton',
      'max_verstappen',
      'norris',
    ]);
  });

  it('counts the statuses of a season, Finished first, one race result each', async () => {
    const { body } = await get('/f1/2023/status.json');
    const statuses = list<{ statusId: string; count: string; status: string }>(body, 'StatusTable', 'Status');
    expect(body.MRData.StatusTable).toMatchObject({ season: '2023' });
    expect(statuses[0]).toMatchObject({ statusId: '1', status: 'Finished' });
    expect(statuses.reduce((sum, status) => sum + Number(status.count), 0)).toBe(440);
    const sorted = [...statuses].sort((a, b) => Number(a.statusId) - Number(b.statusId));
    expect(statuses).toEqual(sorted);
    // Each count is the number of results `/status/{id}/results` finds.
    for (const status of statuses.slice(0, 4)) {
      const results = await get(`/f1/2023/status/${status.statusId}/results.json`);
      expect(total(results.body)).toBe(Number(status.count));
      expect(rowsOf(results.body, 'Results').every(({ row }) => row.status === status.status)).toBe(true);
    }
  });

  it('gives the pit stops of a race, with their lap, number and duration', async () => {
    const { body } = await get('/f1/2023/18/pitstops.json?limit=100');
    expect(total(body)).toBe(36);
    const [race] = races(body);
    expect([races(body).length, race?.round, race?.Circuit.circuitId]).toEqual([1, '18', 'americas']);
    expect(race?.PitStops?.[0]).toEqual({ driverId: 'zhou', lap: '9', stop: '1', duration: '25.636' });
    const laps = race!.PitStops!.map((stop) => Number(stop.lap));
    expect(laps).toEqual([...laps].sort((a, b) => a - b));
  });

  it.each([
    ['/f1/2023/grid/1/results.json', 'Results', (row: Row) => row.grid === '1', 22],
    ['/f1/2023/status/1/results.json', 'Results', (row: Row) => row.status === 'Finished', undefined],
    [
      '/f1/2023/fastest/1/results.json',
      'Results',
      (row: Row) => (row.FastestLap as { rank: string }).rank === '1',
      22,
    ],
  ] as const)('answers %s with the rows it names', async (path, name, test, count) => {
    const { body } = await get(path);
    if (count !== undefined) expect(total(body)).toBe(count);
    expect(total(body)).toBeGreaterThan(0);
    expect(rowsOf(body, name).every(({ row }) => test(row))).toBe(true);
  });

  it('gives the qualifying of the drivers who set the fastest lap', async () => {
    const fastest = await get('/f1/2023/fastest/1/results.json');
    const qualifying = await get('/f1/2023/fastest/1/qualifying.json');
    const who = (body: MRData, name: 'Results' | 'QualifyingResults') =>
      rowsOf(body, name).map(({ race, row }) => `${race.round} ${row.Driver.driverId}`);
    expect(who(qualifying.body, 'QualifyingResults')).toEqual(who(fastest.body, 'Results'));
  });

  it('finds the circuits by a driver’s starting place, filters in any order', async () => {
    const results = await get('/f1/drivers/alonso/grid/1/results.json?limit=100');
    const expected = [
      ...new Set(rowsOf(results.body, 'Results').map(({ race }) => race.Circuit.circuitId)),
    ].sort();
    const circuits = await get('/f1/drivers/alonso/grid/1/circuits.json?limit=100');
    const reordered = await get('/f1/grid/1/drivers/alonso/circuits.json?limit=100');
    expect(ids(circuits.body, 'CircuitTable', 'Circuits', 'circuitId')).toEqual(expected);
    expect(reordered.body.MRData.CircuitTable).toEqual(circuits.body.MRData.CircuitTable);
    const monaco = await get('/f1/drivers/alonso/grid/11/circuits/monaco.json');
    expect(monaco.response.status).toBe(200);
    expect(monaco.body.MRData.CircuitTable).toMatchObject({
      driverId: 'alonso',
      grid: '11',
      circuitId: 'monaco',
    });
  });

  it('lists the drivers who finished 20th in a season', async () => {
    const { body } = await get('/f1/2023/results/20/drivers.json');
    const results = await get('/f1/2023/results/20.json');
    const expected = [...new Set(rowsOf(results.body, 'Results').map(({ row }) => row.Driver.driverId))];
    expect(ids(body, 'DriverTable', 'Drivers', 'driverId').sort()).toEqual(expected.sort());
    expect(body.MRData.DriverTable).toMatchObject({ season: '2023', position: '20' });
  });

  it('counts qualifying/1 as Jolpica does: whoever was first in Q1, Q2 or Q3', async () => {
    const { body } = await get('/f1/2023/12/qualifying/1.json');
    expect(total(body)).toBe(3);
    expect(rowsOf(body, 'QualifyingResults').map(({ row }) => row.Driver.driverId)).toEqual([
      'max_verstappen',
      'leclerc',
      'piastri',
    ]);
  });

  it('gives a driver’s final place in every season without a season', async () => {
    const { body } = await get('/f1/drivers/hamilton/driverStandings.json?limit=100');
    const lists = list<StandingsList>(body, 'StandingsTable', 'StandingsLists');
    const place = (year: string) =>
      lists.find((entry) => entry.season === year)?.DriverStandings?.[0]?.position;
    expect([place('2007'), place('2008'), place('2020')]).toEqual(['2', '1', '1']);
    expect(lists[0]?.season).toBe('2007');
    expect(total(body)).toBe(lists.length);
  });

  it('reports the whole total of standings cut by limit', async () => {
    const all = await get('/f1/1980/driverStandings.json?limit=100');
    const rows = list<StandingsList>(all.body, 'StandingsTable', 'StandingsLists')[0]!.DriverStandings!;
    for (const limit of [5, 21]) {
      const { body } = await get(`/f1/1980/driverStandings.json?limit=${limit}`);
      expect(total(body)).toBe(rows.length);
      const page = list<StandingsList>(body, 'StandingsTable', 'StandingsLists')[0]!.DriverStandings!;
      expect(page).toEqual(rows.slice(0, limit));
    }
    const second = await get('/f1/1980/driverStandings.json?limit=5&offset=5');
    const page = list<StandingsList>(second.body, 'StandingsTable', 'StandingsLists')[0]!.DriverStandings!;
    expect(page).toEqual(rows.slice(5, 10));
  });
});

describe('/f1 filters on each resource', () => {
  it.each([
    // [path, table, list, key, expected ids (a subset when `some`)]
    ['/f1/2023/fastest/1/drivers.json', 'DriverTable', 'Drivers', 'driverId', ['max_verstappen']],
    ['/f1/2023/sprint/1/drivers.json', 'DriverTable', 'Drivers', 'driverId', ['max_verstappen']],
    [
      '/f1/2023/qualifying/1/constructors.json',
      'ConstructorTable',
      'Constructors',
      'constructorId',
      ['ferrari'],
    ],
    [
      '/f1/driverStandings/1/drivers.json?limit=100',
      'DriverTable',
      'Drivers',
      'driverId',
      ['senna', 'michael_schumacher'],
    ],
    [
      '/f1/constructorStandings/1/constructors.json',
      'ConstructorTable',
      'Constructors',
      'constructorId',
      ['ferrari', 'williams', 'mclaren'],
    ],
    [
      '/f1/drivers/hamilton/driverStandings/1/seasons.json',
      'SeasonTable',
      'Seasons',
      'season',
      ['2008', '2020'],
    ],
    [
      '/f1/2023/circuits/monaco/results/1/drivers.json',
      'DriverTable',
      'Drivers',
      'driverId',
      ['max_verstappen'],
    ],
    ['/f1/2023/status/5/drivers.json', 'DriverTable', 'Drivers', 'driverId', []],
    ['/f1/2023/grid/1/races.json', 'RaceTable', 'Races', 'round', ['1', '22']],
  ] as const)('%s', async (path, table, name, key, expected) => {
    const { response, body } = await get(path);
    expect(response.status).toBe(200);
    const found = list<Record<string, string>>(body, table, name).map((item) => item[key]);
    expect(found).toEqual(expect.arrayContaining([...expected]));
    expect(total(body)).toBe(found.length);
  });

  it('lists the seasons a driver won the title in, exactly', async () => {
    const { body } = await get('/f1/drivers/max_verstappen/driverStandings/1/seasons.json');
    expect(ids(body, 'SeasonTable', 'Seasons', 'season' as keyof Named)).toEqual([
      '2021',
      '2022',
      '2023',
      '2024',
    ]);
  });

  it('filters sprint results by their own grid and status', async () => {
    const { body } = await get('/f1/2023/grid/1/sprint.json');
    const rows = rowsOf(body, 'SprintResults');
    expect(rows.length).toBe(6);
    expect(rows.every(({ row }) => row.grid === '1')).toBe(true);
  });

  it('treats fastest/0 as no filter, as Jolpica does', async () => {
    const all = await get('/f1/2023/9/results.json');
    const zero = await get('/f1/2023/9/fastest/0/results.json');
    expect(total(zero.body)).toBe(total(all.body));
  });

  it('reads filters and endpoints in any case, with or without .json', async () => {
    const lower = await get('/f1/2023/drivers/alonso/grid/2/results.json');
    const mixed = await get('/f1/2023/Drivers/alonso/GRID/2/Results');
    expect(mixed.body.MRData.RaceTable).toEqual(lower.body.MRData.RaceTable);
    const standings = await get('/f1/2023/driverstandings/1');
    const camel = await get('/f1/2023/driverStandings/1.json');
    expect(standings.body.MRData.StandingsTable).toEqual(camel.body.MRData.StandingsTable);
  });

  it('echoes every filter in the table with Jolpica’s names', async () => {
    const { body } = await get(
      '/f1/2023/5/circuits/miami/constructors/red_bull/grid/9/fastest/1/status/1/drivers.json',
    );
    expect(body.MRData.DriverTable).toMatchObject({
      season: '2023',
      round: '5',
      circuitId: 'miami',
      constructorId: 'red_bull',
      grid: '9',
      fastest: '1',
      status: '1',
    });
    expect(ids(body, 'DriverTable', 'Drivers', 'driverId')).toEqual(['max_verstappen']);
  });
});

describe('/f1 pit stops and laps', () => {
  it.each([
    ['/f1/2023/18/pitstops/2.json', (stop: { stop: string }) => stop.stop === '2'],
    ['/f1/2023/18/laps/20/pitstops.json', (stop: { lap: string }) => stop.lap === '20'],
    [
      '/f1/2023/18/drivers/hamilton/pitstops.json',
      (stop: { driverId: string }) => stop.driverId === 'hamilton',
    ],
    [
      '/f1/2023/18/constructors/mercedes/pitstops.json',
      (stop: { driverId: string }) => ['hamilton', 'russell'].includes(stop.driverId),
    ],
  ])('%s', async (path, test) => {
    const { body } = await get(path);
    const stops = races(body).flatMap((race) => race.PitStops ?? []);
    expect(stops.length).toBeGreaterThan(0);
    expect(total(body)).toBe(stops.length);
    expect(stops.every((stop) => test(stop as never))).toBe(true);
  });

  it('resolves current and last for pit stops', async () => {
    // The test clock stands at 2025-12-20: the last race is the 2025 finale, round 24.
    const { body } = await get('/f1/current/last/pitstops.json');
    expect(body.MRData.RaceTable).toMatchObject({ season: '2025', round: '24' });
    expect(total(body)).toBeGreaterThan(0);
  });

  it('answers laps with the empty table while no lap times are stored', async () => {
    const { response, body } = await get('/f1/2023/1/laps/1.json');
    expect(response.status).toBe(200);
    expect([total(body), races(body)]).toEqual([0, []]);
  });

  it('answers laps from stored lap times, paged by timing and grouped by lap', async () => {
    const own = await openTestDatabase();
    try {
      const [race] = await own.db
        .select({ id: raceTable.id })
        .from(raceTable)
        .where(and(eq(raceTable.year, 2023), eq(raceTable.round, 1)));
      // As the results sync stores them (source 'sync'); a fresh app reads them on its first request.
      const lap = (driverId: string, number: number, position: number, time: string, millis: number) => ({
        raceId: race!.id,
        driverId,
        lap: number,
        positionNumber: position,
        time,
        timeMillis: millis,
        source: 'sync' as const,
      });
      await own.db
        .insert(lapTimes)
        .values([
          lap('max-verstappen', 1, 1, '1:37.284', 97284),
          lap('charles-leclerc', 1, 2, '1:38.950', 98950),
          lap('max-verstappen', 2, 1, '1:36.800', 96800),
          lap('charles-leclerc', 2, 2, '1:37.100', 97100),
        ]);
      const all = await get('/f1/2023/1/laps.json', own);
      expect(total(all.body)).toBe(4);
      expect(races(all.body)[0]?.Laps).toEqual([
        {
          number: '1',
          Timings: [
            { driverId: 'max_verstappen', position: '1', time: '1:37.284' },
            { driverId: 'leclerc', position: '2', time: '1:38.950' },
          ],
        },
        {
          number: '2',
          Timings: [
            { driverId: 'max_verstappen', position: '1', time: '1:36.800' },
            { driverId: 'leclerc', position: '2', time: '1:37.100' },
          ],
        },
      ]);
      const one = await get('/f1/2023/1/drivers/leclerc/laps/2.json', own);
      expect(races(one.body)[0]?.Laps).toEqual([
        { number: '2', Timings: [{ driverId: 'leclerc', position: '2', time: '1:37.100' }] },
      ]);
      const paged = await get('/f1/2023/1/laps.json?limit=1&offset=2', own);
      expect([total(paged.body), races(paged.body)[0]?.Laps?.[0]?.number]).toEqual([4, '2']);
    } finally {
      await own.close();
    }
  });
});

describe('/f1 malformed paths and unknown ids', () => {
  it.each([
    '/f1/2023/laps.json',
    '/f1/pitstops.json',
    '/f1/2023/grid/first/results.json',
    '/f1/2023/circuits/monza/driverStandings.json',
    '/f1/2023/1/pitstops/1/laps.json',
    '/f1/2023/results/1/grid.json',
    '/f1/2023/drivers/alonso/drivers/hamilton/results.json',
    '/f1/2023/teams/ferrari/results.json',
  ])('answers %s with an Ergast-style 400 naming the path', async (path) => {
    const { response, body } = await get(path);
    expect(response.status).toBe(400);
    expect(body).toMatchObject({ detail: expect.stringMatching(/^Bad Request: /), error: { field: 'path' } });
  });

  it.each([
    ['/f1/drivers/nobody/results.json', 'RaceTable', 'Races'],
    ['/f1/2023/status/999/results.json', 'RaceTable', 'Races'],
    ['/f1/circuits/nowhere/races.json', 'RaceTable', 'Races'],
    ['/f1/2023/18/drivers/nobody/pitstops.json', 'RaceTable', 'Races'],
    ['/f1/1900/1/laps.json', 'RaceTable', 'Races'],
    ['/f1/constructors/nobody/status.json', 'StatusTable', 'Status'],
    ['/f1/drivers/nobody/driverStandings/1.json', 'StandingsTable', 'StandingsLists'],
  ])('answers %s, an unknown id, with the empty table', async (path, table, name) => {
    const { response, body } = await get(path);
    expect(response.status).toBe(200);
    expect([total(body), list(body, table, name)]).toEqual([0, []]);
  });
});

describe('/f1 from memory', () => {
  it('answers the new endpoints again without the database', async () => {
    const own = await openTestDatabase();
    const { app } = ergastTestApp(own);
    const paths = ['/f1/2023/status.json', '/f1/2023/18/pitstops.json', '/f1/2023/1/laps.json'];
    const first = await Promise.all(paths.map(async (path) => (await app.request(path)).text()));
    await own.close();
    for (const [index, path] of paths.entries()) {
      const again = await app.request(path);
      expect(again.status).toBe(200);
      expect(await again.text()).toBe(first[index]);
      const etag = again.headers.get('ETag')!;
      const revalidated = await app.request(path, { headers: { 'If-None-Match': etag } });
      expect([revalidated.status, revalidated.headers.get('ETag')]).toEqual([304, etag]);
    }
  });
});

describe('/f1 ids with hyphens, as Ergast has them', () => {
  it('answers a constructor, a driver and a circuit whose id has a hyphen', async () => {
    const team = await get('/f1/constructors/behra-porsche/results.json');
    expect(team.response.status).toBe(200);
    expect(total(team.body)).toBeGreaterThan(0);
    expect(
      rowsOf(team.body, 'Results').every(({ row }) => row.Constructor.constructorId === 'behra-porsche'),
    ).toBe(true);

    const driver = await get('/f1/drivers/lewis-evans.json');
    expect(ids(driver.body, 'DriverTable', 'Drivers', 'driverId')).toEqual(['lewis-evans']);

    const circuit = await get('/f1/circuits/ain-diab/races.json');
    expect(races(circuit.body).map((race) => race.season)).toEqual(['1958']);
  });
});
