import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { createTestApp } from '#server/testing/test-app.ts';
import { openTestDatabase } from '#server/testing/test-database.ts';
import { pointsSystem } from './points-systems.ts';
import { compareCountback, maximumGain, picksClash, projectTable } from './title-race.ts';
import { titleRace } from './title-race-season.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** The title race as the pages see it with the clock at `now`. */
function at(now: string, year: number, championship: 'drivers' | 'teams', afterRound?: number) {
  return titleRace(createTestApp(database, { now }).services, year, championship, afterRound);
}

/** id → [points, maximum, status], for the rows with the given ids. */
function summary(race: Awaited<ReturnType<typeof titleRace>>, ids: string[]) {
  return Object.fromEntries(
    ids.map((id) => {
      const row = race?.rows.find((candidate) => candidate.id === id);
      return [id, row && [row.points, row.maxPoints, row.status]];
    }),
  );
}

describe('who can still win', () => {
  it('2021 before Abu Dhabi: Verstappen and Hamilton level on 369.5, both can win, Verstappen ahead on wins', async () => {
    const race = await at('2021-12-10T12:00:00Z', 2021, 'drivers');
    expect(race?.after).toEqual({ round: 21, name: 'Saudi Arabian Grand Prix' });
    expect(race?.roundsLeft.map((round) => round.name)).toEqual(['Abu Dhabi Grand Prix']);
    // 25 for the win and the fastest-lap point.
    expect(summary(race, ['max-verstappen', 'lewis-hamilton', 'valtteri-bottas'])).toEqual({
      'max-verstappen': [369.5, 395.5, 'can-win'],
      'lewis-hamilton': [369.5, 395.5, 'can-win'],
      'valtteri-bottas': [218, 244, 'out'],
    });
    expect(race?.rows.filter((row) => row.status !== 'out')).toHaveLength(2);
    // Level on points: countback puts Verstappen (9 wins) ahead of Hamilton (8).
    expect(race?.rows.slice(0, 2).map((row) => [row.id, row.finishes[0]])).toEqual([
      ['max-verstappen', 9],
      ['lewis-hamilton', 8],
    ]);
  });

  it('2021 before Abu Dhabi, constructors: Mercedes and Red Bull both can win with two cars scoring', async () => {
    const race = await at('2021-12-10T12:00:00Z', 2021, 'teams');
    expect(summary(race, ['mercedes', 'red-bull', 'ferrari'])).toEqual({
      mercedes: [587.5, 631.5, 'can-win'],
      'red-bull': [559.5, 603.5, 'can-win'],
      ferrari: [307.5, 351.5, 'out'],
    });
  });

  it('2025 before the last round: Norris, Verstappen and Piastri in contention, no fastest-lap point', async () => {
    const race = await at('2025-12-02T12:00:00Z', 2025, 'drivers');
    expect(race?.after.name).toBe('Qatar Grand Prix');
    expect(race?.roundsLeft).toEqual([
      { round: 24, name: 'Abu Dhabi Grand Prix', sprint: false, double: false },
    ]);
    expect(race?.rows.filter((row) => row.status === 'can-win').map((row) => row.id)).toEqual([
      'lando-norris',
      'max-verstappen',
      'oscar-piastri',
    ]);
    expect(summary(race, ['lando-norris', 'max-verstappen', 'oscar-piastri', 'george-russell'])).toEqual({
      'lando-norris': [408, 433, 'can-win'],
      'max-verstappen': [396, 421, 'can-win'],
      'oscar-piastri': [392, 417, 'can-win'],
      'george-russell': [309, 334, 'out'],
    });
    const teams = await at('2025-12-02T12:00:00Z', 2025, 'teams');
    expect(teams?.rows[0]).toMatchObject({ id: 'mclaren', status: 'clinched' });
  });

  it('2023 decided early: Red Bull clinched after Japan; Verstappen only after the Qatar sprint', async () => {
    const afterJapan = '2023-10-02T12:00:00Z';
    const teams = await at(afterJapan, 2023, 'teams');
    expect(teams?.after.name).toBe('Japanese Grand Prix');
    expect(teams?.rows.filter((row) => row.status !== 'out').map((row) => [row.id, row.status])).toEqual([
      ['red-bull', 'clinched'],
    ]);
    // Six Grands Prix (26 with the fastest lap) and three sprints (8) left: Pérez could still reach 403.
    const drivers = await at(afterJapan, 2023, 'drivers');
    expect(summary(drivers, ['max-verstappen', 'sergio-perez'])).toEqual({
      'max-verstappen': [400, 580, 'can-win'],
      'sergio-perez': [223, 403, 'can-win'],
    });
    // Saturday night in Qatar: the sprint is run (Verstappen second, 7 points), the Grand Prix is not.
    const afterSprint = await at('2023-10-08T06:00:00Z', 2023, 'drivers');
    expect(afterSprint?.sprintRun).toBe('Qatar Grand Prix');
    expect(afterSprint?.roundsLeft[0]).toMatchObject({ name: 'Qatar Grand Prix', sprint: false });
    expect(summary(afterSprint, ['max-verstappen', 'sergio-perez'])).toMatchObject({
      'max-verstappen': [407, expect.any(Number), 'clinched'],
      'sergio-perez': [expect.any(Number), expect.any(Number), 'out'],
    });
  });

  it('looks back to an earlier round of a season: 2014 before the double-points final', async () => {
    const race = await at('2025-12-10T12:00:00Z', 2014, 'drivers', 18);
    expect(race?.roundsLeft).toEqual([
      { round: 19, name: 'Abu Dhabi Grand Prix', sprint: false, double: true },
    ]);
    expect(summary(race, ['lewis-hamilton', 'nico-rosberg', 'daniel-ricciardo'])).toEqual({
      'lewis-hamilton': [334, 384, 'can-win'],
      'nico-rosberg': [317, 367, 'can-win'],
      'daniel-ricciardo': [214, 264, 'out'],
    });
    // The season is over at the clock: after its last round the champion has clinched.
    const final = await at('2025-12-10T12:00:00Z', 2014, 'drivers');
    expect(final?.roundsLeft).toEqual([]);
    expect(final?.rows[0]).toMatchObject({ id: 'lewis-hamilton', status: 'clinched' });
  });

  it('has nothing to say of a season before every result counted', async () => {
    expect(await at('2025-12-10T12:00:00Z', 1988, 'drivers', 10)).toBeUndefined();
  });
});

describe('a scenario: the same finishing positions in every round left', () => {
  it('2021: Hamilton winning Abu Dhabi with the fastest lap and Verstappen second makes Hamilton champion', async () => {
    const race = await at('2021-12-10T12:00:00Z', 2021, 'drivers');
    if (!race) throw new Error('no 2021 title race');
    const picks = new Map([
      ['lewis-hamilton', [1]],
      ['max-verstappen', [2]],
    ]);
    const table = projectTable(race.system, race.roundsLeft, race.rows, picks, 'lewis-hamilton');
    expect(table.slice(0, 2).map((row) => [row.position, row.id, row.points])).toEqual([
      [1, 'lewis-hamilton', 395.5],
      [2, 'max-verstappen', 387.5],
    ]);
  });

  it('2021: both out of the points leaves them level and Verstappen champion on countback', async () => {
    const race = await at('2021-12-10T12:00:00Z', 2021, 'drivers');
    if (!race) throw new Error('no 2021 title race');
    const table = projectTable(race.system, race.roundsLeft, race.rows, new Map());
    expect(table.slice(0, 2).map((row) => [row.position, row.id, row.points])).toEqual([
      [1, 'max-verstappen', 369.5],
      [2, 'lewis-hamilton', 369.5],
    ]);
  });

  it('2025: Piastri winning with Norris fourth and Verstappen second leaves Norris champion by 3', async () => {
    const race = await at('2025-12-02T12:00:00Z', 2025, 'drivers');
    if (!race) throw new Error('no 2025 title race');
    const picks = new Map([
      ['oscar-piastri', [1]],
      ['max-verstappen', [2]],
      ['lando-norris', [4]],
    ]);
    const table = projectTable(race.system, race.roundsLeft, race.rows, picks);
    expect(table.slice(0, 3).map((row) => [row.position, row.id, row.points])).toEqual([
      [1, 'lando-norris', 420],
      [2, 'oscar-piastri', 417],
      [3, 'max-verstappen', 414],
    ]);
  });
});

describe('points systems against the points f1db stores', () => {
  it('every season from 1991 pays each place what its system says, in most Grands Prix and sprints', async () => {
    const { db } = database;
    const { listResultsUpTo } = await import('./title-race.queries.ts');
    for (let year = 1991; year <= 2026; year += 1) {
      const system = pointsSystem(year);
      if (!system) throw new Error(`no system for ${year}`);
      for (const [kind, scale] of [
        ['race', system.race],
        ['sprint', system.sprint],
      ] as const) {
        const rows = await listResultsUpTo(db, year, 99, kind);
        if (rows.length === 0) {
          expect(scale, `${year} ${kind}`).toEqual(kind === 'sprint' && year < 2021 ? [] : scale);
          continue;
        }
        // The points most often paid for each place, without the fastest-lap bonus.
        for (let position = 1; position <= scale.length + 1; position += 1) {
          const paid = new Map<number, number>();
          for (const row of rows) {
            if (row.positionNumber !== position) continue;
            paid.set(row.points ?? 0, (paid.get(row.points ?? 0) ?? 0) + 1);
          }
          const most = [...paid].sort((a, b) => b[1] - a[1])[0]?.[0];
          expect(most, `${year} ${kind} P${position}`).toBe(scale[position - 1] ?? 0);
        }
      }
    }
  });
});

describe('the arithmetic', () => {
  const modern = pointsSystem(2023);
  if (!modern) throw new Error('no 2023 system');
  const round = (sprint: boolean, double = false) => ({ round: 1, name: 'A Grand Prix', sprint, double });

  it.each([
    ['a Grand Prix, one car', [round(false)], 1, 26],
    ['a sprint weekend, one car', [round(true)], 1, 34],
    ['a sprint weekend, two cars', [round(true)], 2, 25 + 18 + 1 + 8 + 7],
    ['a double-points final, one car', [round(false, true)], 1, 52],
    ['nothing left', [], 2, 0],
  ] as const)('maximum from %s', (_name, rounds, cars, expected) => {
    expect(maximumGain(modern, rounds, cars)).toBe(expected);
  });

  it.each([
    [[9, 5], [8, 7], -1],
    [[8, 7], [9, 5], 1],
    [[2, 3], [2, 1, 4], -2],
    [[1, 0, 2], [1], -2],
    [[3, 2], [3, 2, 0], 0],
  ])('countback %j against %j: %s', (a, b, expected) => {
    expect(compareCountback(a, b)).toBe(expected);
  });

  it('refuses two entrants in one place, and allows any number outside the points', () => {
    expect(
      picksClash(
        new Map([
          ['a', [1]],
          ['b', [1]],
        ]),
      ),
    ).toEqual({ position: 1, ids: ['a', 'b'] });
    expect(
      picksClash(
        new Map([
          ['a', [1, 2]],
          ['b', [2, 3]],
        ]),
      ),
    ).toEqual({ position: 2, ids: ['a', 'b'] });
    expect(
      picksClash(
        new Map([
          ['a', [0]],
          ['b', [0]],
          ['c', [3]],
        ]),
      ),
    ).toBeNull();
  });
});
