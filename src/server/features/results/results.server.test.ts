import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { ergastStatus } from '#server/race-data/ergast-status.ts';
import { raceReader } from '#server/race-data/race-reader.ts';
import { readerHidingRace } from '#server/testing/hidden-race.ts';
import { createTestApp } from '#server/testing/test-app.ts';
import { openTestDatabase } from '#server/testing/test-database.ts';
import { shieldOff } from '#shared/spoiler-shield.ts';
import { qualifyingArchive, raceArchive } from './results.server.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('the results archive on real data', () => {
  it('starts the 2025 race results at the last race the clock has seen run', async () => {
    // Thursday before Silverstone: Austria (round 11) is the latest race run.
    const { services } = createTestApp(database, { now: '2025-07-03T12:00:00Z' });
    const reader = raceReader(services, shieldOff);
    const page = await raceArchive(reader, 2025);
    expect(page.first).toMatchObject({ round: 11, raceName: 'Austrian Grand Prix' });
    expect(page.first?.race.rows[0]).toMatchObject({ position: 1, driverName: 'Lando Norris', points: 25 });
    // Each row carries what the table draws: the car's number, the code and the team's colour.
    expect(page.first?.race.rows[1]).toMatchObject({
      driverNumber: '81',
      driverCode: 'PIA',
      teamName: 'McLaren',
      teamColour: '#FF8000',
    });
    expect(page.first?.race.rows).toHaveLength(20);
    expect(page.first?.sprint).toBeNull();
    expect(page.seasons).toEqual([2025, 2024, 2023, 2022, 2021, 2020, 2019, 2018, 2017, 2016, 2015, 2014]);
  });

  it('shows a sprint weekend with its sprint, and ?before= pages further back', async () => {
    const { services } = createTestApp(database, { now: '2025-12-20T12:00:00Z' });
    const reader = raceReader(services, shieldOff);
    const page = await raceArchive(reader, 2025, { before: 24 });
    expect(page.first).toMatchObject({ round: 23, raceName: 'Qatar Grand Prix' });
    expect(page.first?.sprint?.rows.length).toBeGreaterThan(0);
    expect(page.first?.sprint?.rows[0]).toMatchObject({ position: 1, driverName: 'Oscar Piastri' });
    const last = await raceArchive(reader, 2025);
    expect(last.first).toMatchObject({ round: 24, raceName: 'Abu Dhabi Grand Prix' });
    expect(last.first?.sprint).toBeNull();
  });

  it('starts at a round asked for, lists the archived rounds, their winners and who has a driver page', async () => {
    const { services } = createTestApp(database, { now: '2025-07-03T12:00:00Z' });
    const reader = raceReader(services, shieldOff);
    const page = await raceArchive(reader, 2025, { round: 5 });
    expect(page.first).toMatchObject({ round: 5, raceName: 'Saudi Arabian Grand Prix' });
    expect(page.round).toBe(5);
    expect(page.rounds.map((round) => round.round)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(page.winners).toHaveLength(11);
    expect(page.winners[0]).toMatchObject({
      round: 1,
      raceName: 'Australian Grand Prix',
      driverName: 'Lando Norris',
    });
    expect(page.driverPages['lando-norris']).toBe('NOR');
    // A round the clock has not seen run is no page to start from.
    expect((await raceArchive(reader, 2025, { round: 12 })).first).toBeNull();
    // Driver pages show the season in focus only: an earlier season links to none.
    expect((await raceArchive(reader, 2024, { round: 5 })).driverPages).toEqual({});
    expect((await qualifyingArchive(reader, 2024, { round: 5 })).first).toMatchObject({ round: 5 });
  });

  it('starts qualifying at a session that has ended before the race has', async () => {
    // Saturday at Silverstone, qualifying over, race tomorrow.
    const { services } = createTestApp(database, { now: '2025-07-05T16:00:00Z' });
    const reader = raceReader(services, shieldOff);
    expect((await qualifyingArchive(reader, 2025)).first).toMatchObject({ round: 12 });
    expect((await raceArchive(reader, 2025)).first).toMatchObject({ round: 11 });
  });

  it('follows the clock into 2026: rounds 1 to 11 archived, 12 to 21 run and listed as pending', async () => {
    const { services } = createTestApp(database, { now: '2026-11-23T12:00:00Z' });
    const reader = raceReader(services, shieldOff);
    const page = await raceArchive(reader, 2026);
    expect(page.seasons[0]).toBe(2026);
    expect(page.first).toMatchObject({ round: 11 });
    // Every round run so far, in order; those without results marked.
    expect(page.rounds.map(({ round, pending }) => (pending ? `${round} pending` : `${round}`))).toEqual([
      ...Array.from({ length: 11 }, (_, i) => `${i + 1}`),
      ...Array.from({ length: 10 }, (_, i) => `${i + 12} pending`),
    ]);
    // Above round 11, newest first: 21 (Las Vegas) down to 12.
    expect(page.pending.map((round) => round.round)).toEqual([21, 20, 19, 18, 17, 16, 15, 14, 13, 12]);
    expect(page.pending[0]).toMatchObject({ round: 21, raceName: 'Las Vegas Grand Prix' });
    expect(page.provenance).toMatchObject({ source: 'snapshot', name: 'f1db' });
    expect(page.driverPages['arvid-lindblad']).toBe('LIN');
    // Paging back through earlier rounds is no place to repeat them.
    expect((await raceArchive(reader, 2026, { before: 11 })).pending).toEqual([]);
    // A season whose every race has a result has nothing pending.
    expect((await raceArchive(reader, 2025)).pending).toEqual([]);
    expect((await qualifyingArchive(reader, 2026)).pending.map((round) => round.round)).toEqual([
      21, 20, 19, 18, 17, 16, 15, 14, 13, 12,
    ]);
  });

  it('has no round before a season starts', async () => {
    const { services } = createTestApp(database, {
      now: '2026-01-10T12:00:00Z',
      env: { CURRENT_SEASON: '2026' },
    });
    const reader = raceReader(services, shieldOff);
    const page = await raceArchive(reader, 2026);
    expect(page.first).toBeNull();
    expect(page.seasons[0]).toBe(2026);
  });

  it('leaves out what the reader’s shield hides: the Abu Dhabi race, but not its qualifying', async () => {
    const { services } = createTestApp(database, { now: '2025-12-10T12:00:00Z' });
    const { reader: shielded, race } = await readerHidingRace(services, 2025, 24);
    const page = await raceArchive(shielded, 2025);
    expect(page.first).toBeNull();
    expect(page.firstHidden).toMatchObject({ round: 24, raceName: 'Abu Dhabi Grand Prix', hidden: [race] });
    expect(page.hiddenRounds.map((hidden) => hidden.round)).toEqual([24]);
    expect(page.provenance).toBeNull();
    expect(page.winners.map((winner) => winner.round)).not.toContain(24);
    expect((await qualifyingArchive(shielded, 2025)).first).toMatchObject({ round: 24 });
  });

  it('serves the browser the rounds the clock has seen run, as the page renders them', async () => {
    const { app, services } = createTestApp(database, { now: '2025-07-03T12:00:00Z' });
    const reader = raceReader(services, shieldOff);
    const page = await raceArchive(reader, 2025);
    const response = await app.request('/api/results/2025/11/race');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(page.first);
    // Silverstone (round 12) has a result in the data but has not been run by this clock.
    expect((await app.request('/api/results/2025/12/race')).status).toBe(404);
    const bad = await app.request('/api/results/2025/11/sprintt');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { field: string } }).error.field).toBe('kind');
  });

  it('agrees with the /f1 API on every row of a race: driver, team, points, status, fastest lap', async () => {
    const { app, services } = createTestApp(database, { now: '2025-12-20T12:00:00Z' });
    const reader = raceReader(services, shieldOff);
    for (const round of [1, 6, 14]) {
      const archived = (await raceArchive(reader, 2025, { before: round + 1 })).first!;
      const body = (await (await app.request(`/f1/2025/${round}/results.json?limit=100`)).json()) as {
        MRData: { RaceTable: { Races: { Results: Record<string, unknown>[] }[] } };
      };
      const ergast = body.MRData.RaceTable.Races[0]!.Results.map((row) => ({
        position: Number(row.position),
        driverName: `${(row.Driver as { givenName: string }).givenName} ${(row.Driver as { familyName: string }).familyName}`,
        points: Number(row.points),
        status: row.status,
        fastestLap:
          ((row.FastestLap as { Time?: { time: string } } | undefined)?.Time?.time as string | undefined) ??
          null,
      }));
      expect(
        // /f1 speaks Ergast's status table; the pages keep f1db's words for the same status.
        archived.race.rows.map(({ position, driverName, points, status, fastestLap }) => ({
          position,
          driverName,
          points,
          status: ergastStatus(status).status,
          fastestLap,
        })),
        `round ${round}`,
      ).toEqual(ergast);
    }
  });
});
