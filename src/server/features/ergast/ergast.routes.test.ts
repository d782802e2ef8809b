import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { openTestDatabase } from '#server/testing/test-database.ts';
import { ergastTestApp, type MRData } from './ergast-test-app.ts';

type Standing = { position: string; points: string; wins: string; Driver: { driverId: string } };
type ConstructorStanding = {
  position: string;
  points: string;
  wins: string;
  Constructor: { constructorId: string };
};
type Race = { season: string; round: string; Results?: { Driver: { driverId: string } }[] };

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

async function get(path: string, now?: string, headers?: Record<string, string>) {
  const { app } = ergastTestApp(database, now);
  const response = await app.request(path, { headers });
  return { response, body: response.status === 304 ? undefined : ((await response.json()) as MRData) };
}

function table<T>(body: MRData | undefined, name: string): T {
  return body?.MRData[name] as T;
}

describe('/f1 standings', () => {
  it('gives the 2025 final tables: Norris 423, Verstappen 421, Piastri 410; McLaren 833', async () => {
    const drivers = await get('/f1/2025/driverStandings.json');
    const driverTable = table<{ round: string; StandingsLists: { DriverStandings: Standing[] }[] }>(
      drivers.body,
      'StandingsTable',
    );
    expect(driverTable.round).toBe('24');
    const top = driverTable.StandingsLists[0]!.DriverStandings.slice(0, 3);
    expect(top.map((row) => [row.position, row.Driver.driverId, row.points])).toEqual([
      ['1', 'norris', '423'],
      ['2', 'max_verstappen', '421'],
      ['3', 'piastri', '410'],
    ]);
    expect(top.map((row) => row.wins)).toEqual(['7', '8', '7']);

    const teams = await get('/f1/2025/24/constructorstandings.json');
    const leader = table<{ StandingsLists: { ConstructorStandings: ConstructorStanding[] }[] }>(
      teams.body,
      'StandingsTable',
    ).StandingsLists[0]!.ConstructorStandings[0]!;
    expect([leader.Constructor.constructorId, leader.points, leader.wins]).toEqual(['mclaren', '833', '14']);
  });

  it('gives the table after a given round, with the wins up to that round', async () => {
    const { body } = await get('/f1/2025/10/driverstandings.json?limit=4');
    expect(body?.MRData.total).toBe('21');
    const list = table<{ StandingsLists: { season: string; round: string; DriverStandings: Standing[] }[] }>(
      body,
      'StandingsTable',
    ).StandingsLists[0]!;
    expect([list.season, list.round]).toEqual(['2025', '10']);
    expect(list.DriverStandings.map((row) => [row.Driver.driverId, row.points, row.wins])).toEqual([
      ['piastri', '198', '5'],
      ['norris', '176', '2'],
      ['max_verstappen', '155', '2'],
      ['russell', '136', '1'],
    ]);
  });

  it('reads the endpoint name in any case', async () => {
    const camel = await get('/f1/2025/10/driverStandings.json');
    const lower = await get('/f1/2025/10/driverstandings.json');
    expect(table(camel.body, 'StandingsTable')).toEqual(table(lower.body, 'StandingsTable'));
  });
});

describe('/f1 current, last and next', () => {
  it('takes the latest season that has started by the clock as current', async () => {
    // In January 2026 the 2026 season has not begun: current is still 2025.
    const january = await get('/f1/current.json?limit=1', '2026-01-15T12:00:00Z');
    expect(table<{ season: string }>(january.body, 'RaceTable').season).toBe('2025');
    expect(january.body?.MRData.total).toBe('24');
    // Once the first practice in Melbourne has begun, it is 2026.
    const melbourne = await get('/f1/current.json?limit=1', '2026-03-06T02:00:00Z');
    expect(table<{ season: string }>(melbourne.body, 'RaceTable').season).toBe('2026');
  });

  it('resolves last to the latest race run and next to the coming one', async () => {
    const last = await get('/f1/current/last/results.json?limit=1', '2025-12-20T12:00:00Z');
    const race = table<{ Races: Race[] }>(last.body, 'RaceTable').Races[0]!;
    expect([race.season, race.round, race.Results?.[0]?.Driver.driverId]).toEqual([
      '2025',
      '24',
      'max_verstappen',
    ]);

    const next = await get('/f1/current/next.json', '2025-07-01T12:00:00Z');
    const coming = table<{ round: string; Races: Race[] }>(next.body, 'RaceTable');
    expect(coming.round).toBe('12');
    expect(coming.Races.map((row) => row.round)).toEqual(['12']);
  });
});

describe('/f1 empty answers and errors', () => {
  it.each([
    ['/f1/1900/results.json', 'RaceTable', 'Races'],
    ['/f1/2023/99/results.json', 'RaceTable', 'Races'],
    ['/f1/1900.json', 'RaceTable', 'Races'],
    ['/f1/1900/drivers.json', 'DriverTable', 'Drivers'],
    ['/f1/2023/99/driverStandings.json', 'StandingsTable', 'StandingsLists'],
    ['/f1/2023/drivers/nobody/results.json', 'RaceTable', 'Races'],
  ])('answers %s with an empty table', async (path, tableName, list) => {
    const { response, body } = await get(path);
    expect(response.status).toBe(200);
    expect(body?.MRData.total).toBe('0');
    expect(table<Record<string, unknown>>(body, tableName)[list]).toEqual([]);
  });

  it.each([
    ['/f1/abcd.json', 'path'],
    ['/f1/2023/abc/results.json', 'path'],
    ['/f1/driverStandings.json', 'path'],
    ['/f1/2023.json?limit=-1', 'limit'],
    ['/f1/2023.json?limit=x', 'limit'],
    ['/f1/2023.json?limit=0', 'limit'],
    ['/f1/2023.json?offset=-5', 'offset'],
  ])('answers %s with a 400 naming %s', async (path, field) => {
    const { response, body } = await get(path);
    expect(response.status).toBe(400);
    expect(body).toMatchObject({ error: { code: expect.any(String), message: expect.any(String), field } });
    // A malformed path also answers as Jolpica does, with its `detail`.
    if (field === 'path') expect(body).toMatchObject({ detail: expect.stringMatching(/^Bad Request: /) });
  });

  it.each(['POST', 'PUT', 'DELETE', 'PATCH'])(
    'answers %s with a 405 that names GET and HEAD',
    async (method) => {
      const { app } = ergastTestApp(database);
      const response = await app.request('/f1/2023.json', {
        method,
        headers: { origin: 'http://localhost:3000', 'content-type': 'application/x-www-form-urlencoded' },
        body: 'a=b',
      });
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD');
      expect(await response.json()).toEqual({
        error: { code: 'method_not_allowed', message: `The Ergast API answers GET and HEAD, not ${method}` },
      });
      expect((await app.request('/f1/2023.json', { method: 'HEAD' })).status).toBe(200);
    },
  );

  it.each(['/f1/2023.xml', '/f1/'])(
    'answers %s, an endpoint we do not offer, with a JSON 404',
    async (path) => {
      const { response, body } = await get(path);
      expect(response.status).toBe(404);
      expect(body).toMatchObject({ error: { code: 'not_found' } });
    },
  );
});

describe('/f1 filters', () => {
  it('filters results by driver and seasons by driver', async () => {
    const results = await get('/f1/2023/drivers/alonso/results.json');
    const races = table<{ driverId: string; Races: Race[] }>(results.body, 'RaceTable');
    expect([results.body?.MRData.total, races.driverId, races.Races.length]).toEqual(['22', 'alonso', 22]);
    expect(races.Races.every((race) => race.Results?.[0]?.Driver.driverId === 'alonso')).toBe(true);

    const seasons = await get('/f1/drivers/alonso/seasons.json?limit=3');
    const list = table<{ Seasons: { season: string }[] }>(seasons.body, 'SeasonTable').Seasons;
    expect(list.map((season) => season.season)).toEqual(['2001', '2003', '2004']);
  });

  it('gives the winner of every 2023 race with /results/1', async () => {
    const { body } = await get('/f1/2023/results/1.json');
    const races = table<{ position: string; Races: Race[] }>(body, 'RaceTable');
    expect([body?.MRData.total, races.position]).toEqual(['22', '1']);
    const winners = races.Races.map((race) => race.Results?.[0]?.Driver.driverId);
    expect(winners.filter((driver) => driver === 'max_verstappen')).toHaveLength(19);
  });
});

describe('/f1 paging', () => {
  it('pages result rows, not races', async () => {
    const { body } = await get('/f1/2023/results.json?limit=30&offset=10');
    expect([body?.MRData.total, body?.MRData.limit, body?.MRData.offset]).toEqual(['440', '30', '10']);
    const races = table<{ Races: Race[] }>(body, 'RaceTable').Races;
    expect(races.map((race) => [race.round, race.Results?.length])).toEqual([
      ['1', 10],
      ['2', 20],
    ]);
  });

  it('clamps a limit above 100, as Jolpica does', async () => {
    const { body } = await get('/f1/2023/results.json?limit=500');
    expect(body?.MRData.limit).toBe('100');
    const rows = table<{ Races: Race[] }>(body, 'RaceTable').Races.flatMap((race) => race.Results ?? []);
    expect(rows).toHaveLength(100);
  });

  it('answers an offset past the end with the total and no rows', async () => {
    const { body } = await get('/f1/2023/drivers.json?offset=50');
    expect([body?.MRData.total, table<{ Drivers: unknown[] }>(body, 'DriverTable').Drivers]).toEqual([
      '22',
      [],
    ]);
  });

  it('echoes the URL without its query, for the .json and the trailing-slash forms', async () => {
    const json = await get('/f1/2023/9/results.json?limit=5');
    const slash = await get('/f1/2023/9/results/?limit=5');
    expect(json.body?.MRData.url).toBe('http://testserver/ergast/f1/2023/9/results.json');
    expect(slash.body?.MRData.url).toBe('http://testserver/ergast/f1/2023/9/results/');
    expect(table(json.body, 'RaceTable')).toEqual(table(slash.body, 'RaceTable'));
  });
});

describe('/f1 caching', () => {
  it('sends a strong ETag and Cache-Control, and answers a matching If-None-Match with 304', async () => {
    const { app } = ergastTestApp(database);
    const first = await app.request('/f1/2023/9/results.json');
    const etag = first.headers.get('ETag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('Cache-Control')).toMatch(/^public, max-age=\d+, stale-while-revalidate=\d+$/);

    const again = await app.request('/f1/2023/9/results.json');
    expect(again.headers.get('ETag')).toBe(etag);
    expect(await again.text()).toBe(await first.text());

    const revalidated = await app.request('/f1/2023/9/results.json', { headers: { 'If-None-Match': etag! } });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
    expect(revalidated.headers.get('ETag')).toBe(etag);

    const stale = await app.request('/f1/2023/9/results.json', { headers: { 'If-None-Match': '"other"' } });
    expect(stale.status).toBe(200);
  });

  it('keeps past seasons longer in caches than the running one', async () => {
    const past = await get('/f1/2023/9/results.json', '2025-12-20T12:00:00Z');
    const running = await get('/f1/2025/24/results.json', '2025-12-20T12:00:00Z');
    const maxAge = (response: Response) =>
      Number(/max-age=(\d+)/.exec(response.headers.get('Cache-Control')!)![1]);
    expect(maxAge(past.response)).toBeGreaterThan(maxAge(running.response));
  });

  it('answers a repeated request from memory, without the database', async () => {
    const own = await openTestDatabase();
    const { app, services } = ergastTestApp(own);
    const first = await app.request('/f1/2023/9/results.json');
    await own.close();
    const again = await app.request('/f1/2023/9/results.json');
    expect(again.status).toBe(200);
    expect(await again.text()).toBe(await first.text());
    // After an invalidation the data must be read again, and the closed database is an outage (503).
    await services.events.publish({ type: 'race-data.changed', season: 2023 });
    const reloaded = await app.request('/f1/2023/9/results.json');
    expect(reloaded.status).toBe(503);
  });
});
