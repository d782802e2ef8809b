import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { raceReader } from '#server/race-data/race-reader.ts';
import { createTestApp } from '#server/testing/test-app.ts';
import { openTestDatabase } from '#server/testing/test-database.ts';
import { shieldOff } from '#shared/spoiler-shield.ts';
import { titleRaceView } from './title-race.server.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

function view(now: string, year: number, championship: 'drivers' | 'teams', search = '') {
  const { services } = createTestApp(database, { now });
  const reader = raceReader(services, shieldOff);
  return titleRaceView(reader, year, championship, new URL(`http://pitwall.test/${championship}${search}`));
}

describe('the title race a standings page shows', () => {
  it('projects a team scenario with both cars picked and the fastest lap: Red Bull 1–2 in Abu Dhabi 2021', async () => {
    const race = await view(
      '2021-12-10T12:00:00Z',
      2021,
      'teams',
      '?scenario=1&pick-red-bull=1&pick-red-bull=2&pick-mercedes=3&pick-mercedes=0&fastest-lap=red-bull',
    );
    expect(race?.picked.map((row) => row.id)).toEqual(['mercedes', 'red-bull']);
    expect(race?.scenario?.problem).toBeNull();
    expect(race?.scenario?.rows.slice(0, 2).map((row) => [row.position, row.id, row.points])).toEqual([
      [1, 'red-bull', 603.5],
      [2, 'mercedes', 602.5],
    ]);
  });

  it('names the two who cannot share a place', async () => {
    const race = await view(
      '2025-12-02T12:00:00Z',
      2025,
      'drivers',
      '?scenario=1&pick-oscar-piastri=3&pick-lando-norris=3',
    );
    expect(race?.scenario).toMatchObject({ problem: 'Norris and Piastri cannot both finish 3rd.', rows: [] });
  });

  it('ignores picks of drivers out of contention and positions it does not offer', async () => {
    const race = await view(
      '2025-12-02T12:00:00Z',
      2025,
      'drivers',
      '?scenario=1&pick-george-russell=1&pick-max-verstappen=42&pick-lando-norris=x',
    );
    expect(race?.scenario?.picks).toEqual({});
    expect(race?.scenario?.rows[0]).toMatchObject({ id: 'lando-norris', points: 408, gained: 0 });
  });

  it('looks back to an earlier round: 2025 after round 3 offers the first six contenders only', async () => {
    const race = await view('2025-12-10T12:00:00Z', 2025, 'drivers', '?after=3');
    expect(race?.after).toEqual({ round: 3, name: 'Japanese Grand Prix' });
    expect(race?.contenders.length).toBeGreaterThan(6);
    expect(race?.picked).toHaveLength(6);
    expect(race?.roundsLeft).toHaveLength(21);
  });

  it('offers no scenario once the title is settled', async () => {
    const race = await view('2025-12-10T12:00:00Z', 2025, 'drivers', '?scenario=1&pick-lando-norris=1');
    expect(race?.roundsLeft).toEqual([]);
    expect(race?.contenders).toMatchObject([{ id: 'lando-norris', status: 'clinched', points: 423 }]);
    expect(race?.picked).toEqual([]);
    expect(race?.scenario).toBeNull();
  });
});
