import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { createTestApp } from '#server/testing/test-app.ts';
import { openTestDatabase } from '#server/testing/test-database.ts';
import { raceRound, roundPaths } from '#shared/results-archive.ts';
import { ergastBody, qualifyingArchive, raceArchive } from './results.server.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('the results archive on real data', () => {
  it('starts the 2025 race results at the last race the clock has seen run', async () => {
    // Thursday before Silverstone: Austria (round 11) is the latest race run.
    const { services } = createTestApp(database, { now: '2025-07-03T12:00:00Z' });
    const page = await raceArchive(services, 2025);
    expect(page.first).toMatchObject({ round: 11, raceName: 'Austrian Grand Prix' });
    expect(page.first?.race[0]).toMatchObject({ position: '1', driver: 'Lando Norris', points: '25' });
    expect(page.first?.race).toHaveLength(20);
    expect(page.seasons).toEqual([2025, 2024, 2023, 2022, 2021, 2020, 2019, 2018, 2017, 2016, 2015, 2014]);
    // 2025's sprint weekends: China, Miami, Belgium, Austin, São Paulo, Qatar.
    expect(page.sprintRounds).toEqual([2, 6, 13, 19, 21, 23]);
  });

  it('shows a sprint weekend with its sprint, and ?before= pages further back', async () => {
    const { services } = createTestApp(database, { now: '2025-12-20T12:00:00Z' });
    const page = await raceArchive(services, 2025, 24);
    expect(page.first).toMatchObject({ round: 23, raceName: 'Qatar Grand Prix' });
    expect(page.first?.sprint.length).toBeGreaterThan(0);
    expect(page.first?.sprint[0]).toMatchObject({ position: '1', driver: 'Oscar Piastri' });
    const last = await raceArchive(services, 2025);
    expect(last.first).toMatchObject({ round: 24, raceName: 'Abu Dhabi Grand Prix' });
    expect(last.first?.sprint).toEqual([]);
  });

  it('starts qualifying at a session that has ended before the race has', async () => {
    // Saturday at Silverstone, qualifying over, race tomorrow.
    const { services } = createTestApp(database, { now: '2025-07-05T16:00:00Z' });
    expect((await qualifyingArchive(services, 2025)).first).toMatchObject({ round: 12 });
    expect((await raceArchive(services, 2025)).first).toMatchObject({ round: 11 });
  });

  it('has no round before a season starts', async () => {
    const { services } = createTestApp(database, {
      now: '2026-01-10T12:00:00Z',
      env: { CURRENT_SEASON: '2026' },
    });
    const page = await raceArchive(services, 2026);
    expect(page.first).toBeNull();
    expect(page.seasons[0]).toBe(2026);
  });

  it('renders the same round the /f1 API serves to the browser', async () => {
    const { app, services } = createTestApp(database, { now: '2025-07-03T12:00:00Z' });
    const paths = roundPaths(2025, 6);
    const [results, sprint] = await Promise.all(
      [paths.results, paths.sprint].map(async (path) => {
        const response = await app.request(`/f1/${path}?limit=100`);
        expect(response.status).toBe(200);
        return response.json();
      }),
    );
    const fromApi = raceRound(results, sprint);
    const fromServer = raceRound(
      await ergastBody(services, paths.results),
      await ergastBody(services, paths.sprint),
    );
    expect(fromServer).toEqual(fromApi);
    expect(fromServer).toMatchObject({ round: 6, raceName: 'Miami Grand Prix' });
  });
});
