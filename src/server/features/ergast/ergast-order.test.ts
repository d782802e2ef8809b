import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { openTestDatabase } from '#server/testing/test-database.ts';
import { ergastTestApp, type MRData } from './ergast-test-app.ts';

/**
 * Row order past an offset and the numbering of tied standings, as Ergast answers them. The expected
 * rows are those of real Ergast answers kept in Jolpica's compatibility tests (jolpica/jolpica-f1,
 * tests/fixtures/ergast_responses/…, named in each test).
 */

let database: Database;
let app: ReturnType<typeof ergastTestApp>['app'];
beforeAll(async () => {
  database = await openTestDatabase();
  app = ergastTestApp(database).app;
});
afterAll(() => database?.close());

async function get(path: string) {
  const response = await app.request(path);
  expect(response.status).toBe(200);
  return ((await response.json()) as MRData).MRData;
}

type Standing = { position: string; positionText: string; points: string; Driver: { driverId: string } };

async function driverStandings(path: string) {
  const data = await get(path);
  const table = data.StandingsTable as { StandingsLists: { DriverStandings: Standing[] }[] };
  return table.StandingsLists[0]!.DriverStandings.map(
    (row) => `${row.position} ${row.positionText} ${row.points} ${row.Driver.driverId}`,
  );
}

async function pitStops(path: string) {
  const data = await get(path);
  const races = (
    data.RaceTable as { Races: { PitStops: { driverId: string; lap: string; stop: string }[] }[] }
  ).Races;
  return {
    total: data.total,
    rows: races[0]!.PitStops.map((stop) => `${stop.driverId} ${stop.lap}/${stop.stop}`),
  };
}

describe('tied standings numbered as Ergast numbers them', () => {
  it('1980 after round 14: every driver has a place of his own, level ones by countback over every finish', async () => {
    // driverstandings/1980@14@driverstandings.json?limit=21. f1db shares 11th (Daly, Watson) and
    // 20th (Rebaque, Andretti); Ergast's Watson has a 7th where Daly's next best is an 8th.
    const rows = await driverStandings('/f1/1980/14/driverstandings.json?limit=21');
    expect(rows.slice(9)).toEqual([
      '10 10 6 keke_rosberg',
      '11 11 6 watson',
      '12 12 6 daly',
      '13 13 6 jarier',
      '14 14 6 gilles_villeneuve',
      '15 15 5 emerson_fittipaldi',
      '16 16 5 prost',
      '17 17 4 mass',
      '18 18 4 giacomelli',
      '19 19 2 scheckter',
      '20 20 1 mario_andretti',
      '21 21 1 rebaque',
    ]);
    expect(await driverStandings('/f1/1980/14/driverstandings/12.json')).toEqual(['12 12 6 daly']);
  });

  it('1985 after round 14: a driver with more finishes ranks ahead of one level on points with fewer', async () => {
    // driverstandings/1985@14@driverstandings.json?limit=17: de Cesaris (4th and a 10th) before
    // Arnoux (his one race, 4th), where f1db has both 16th.
    const rows = await driverStandings('/f1/1985/14/driverstandings.json?limit=17');
    expect(rows.slice(6)).toEqual([
      '7 7 21 piquet',
      '8 8 21 johansson',
      '9 9 14 lauda',
      '10 10 11 tambay',
      '11 11 10 boutsen',
      '12 12 10 laffite',
      '13 13 5 surer',
      '14 14 5 warwick',
      '15 15 4 bellof',
      '16 16 3 cesaris',
      '17 17 3 arnoux',
    ]);
  });

  it('keeps the non-championship places Ergast writes as letters', async () => {
    // 1997: Schumacher, excluded from the championship, listed last with positionText D (decision 016).
    const rows = await driverStandings('/f1/1997/17/driverstandings.json?limit=100');
    expect(rows.at(-1)).toMatch(/^\d+ D 78 michael_schumacher$/);
    const places = rows.map((row) => Number(row.split(' ')[0]));
    expect(places).toEqual(places.map((_, index) => index + 1));
  });
});

describe('rows past an offset in Ergast’s order', () => {
  it('lists pit stops in the order they were made, not by lap and driver', async () => {
    // pitstops/2023@1@pitstops.json^offset=30
    expect(await pitStops('/f1/2023/1/pitstops.json?offset=30')).toEqual({
      total: '50',
      rows: [
        'stroll 30/2',
        'sargeant 30/2',
        'sainz 31/2',
        'russell 31/2',
        'zhou 32/2',
        'ocon 32/3',
        'leclerc 33/2',
        'perez 34/2',
        'alonso 34/2',
        'max_verstappen 36/2',
        'norris 37/4',
        'albon 40/3',
        'gasly 40/3',
        'tsunoda 40/3',
        'sargeant 40/3',
        'kevin_magnussen 40/3',
        'hulkenberg 40/3',
        'norris 47/5',
        'zhou 54/3',
        'norris 54/6',
      ],
    });
  });

  it('puts a stop on an earlier lap after a later one when it was made later (2014 Spain)', async () => {
    // pitstops/2014@5@pitstops.json?offset=30: Chilton's lap-42 stop came after Räikkönen's on lap 43.
    const { total, rows } = await pitStops('/f1/2014/5/pitstops.json?offset=30');
    expect(total).toBe('48');
    expect(rows).toEqual([
      'kvyat 36/2',
      'gutierrez 36/2',
      'perez 37/2',
      'maldonado 37/2',
      'ericsson 40/2',
      'kevin_magnussen 41/2',
      'jules_bianchi 41/2',
      'hamilton 43/2',
      'raikkonen 43/2',
      'chilton 42/3',
      'rosberg 45/2',
      'ricciardo 45/2',
      'bottas 45/2',
      'massa 46/3',
      'vettel 52/3',
      'gutierrez 52/3',
      'alonso 53/3',
      'kvyat 53/3',
    ]);
  });
});
