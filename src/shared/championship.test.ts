import { describe, expect, it } from 'vitest';
import { type ChampionshipResult, championshipAfterEachRound } from './championship.ts';

/** A result: `position` null for not classified; team "a" with engine "e" unless given. */
const r = (
  round: number,
  driverId: string,
  position: number | null,
  points: number | null,
  extra: Partial<ChampionshipResult> = {},
): ChampionshipResult => ({
  round,
  kind: 'race',
  driverId,
  constructorId: 'a',
  engineManufacturerId: 'e',
  positionNumber: position,
  points,
  ...extra,
});

const drivers = (results: ChampionshipResult[], round?: number) => {
  const tables = championshipAfterEachRound(results);
  const table = round === undefined ? tables.at(-1) : tables.find((t) => t.round === round);
  return table?.drivers.map((row) => `${row.position} ${row.driverId} ${row.points}`);
};

describe('championshipAfterEachRound: drivers', () => {
  it.each([
    [
      'by points, race and sprint added up',
      [
        r(1, 'nor', 1, 25),
        r(1, 'ver', 2, 18),
        r(1, 'ver', 1, 8, { kind: 'sprint' }),
        r(1, 'nor', 3, 6, { kind: 'sprint' }),
      ],
      ['1 nor 31', '2 ver 26'],
    ],
    [
      'equal points: more wins first (countback)',
      [
        r(1, 'ham', 2, 18),
        r(1, 'vet', 3, 15),
        r(2, 'ham', 2, 18),
        r(2, 'vet', 1, 25),
        r(3, 'ham', 1, 25),
        r(3, 'vet', 4, 12),
        r(3, 'lec', 3, 15),
      ],
      ['1 ham 61', '2 vet 52', '3 lec 15'],
    ],
    [
      'equal points and wins: more second places first',
      [
        r(1, 'a', 1, 25),
        r(1, 'b', 2, 18),
        r(2, 'b', 1, 25),
        r(2, 'a', 3, 15),
        r(3, 'b', 4, 12),
        r(3, 'a', 2, 18),
        r(4, 'a', 9, 2),
        r(4, 'b', 8, 4),
      ],
      ['1 a 60', '2 b 59'],
    ],
    [
      'sprint wins do not count back',
      [
        r(1, 'a', 1, 8, { kind: 'sprint' }),
        r(1, 'b', 2, 7, { kind: 'sprint' }),
        r(1, 'b', 7, 6),
        r(1, 'a', 8, 4),
        r(2, 'a', 9, 2),
        r(2, 'b', 10, 1),
      ],
      ['1 b 14', '2 a 14'],
    ],
    [
      'equal in every count: the better result of the latest race first',
      [r(1, 'gas', 11, null), r(1, 'had', null, null), r(2, 'had', 11, null), r(2, 'gas', null, null)],
      ['1 had 0', '2 gas 0'],
    ],
    [
      'a driver who never scored nor finished a Grand Prix is not listed',
      [r(1, 'a', 1, 25), r(1, 'b', null, null), r(1, 'c', 2, null), r(1, 'b', 5, null, { kind: 'sprint' })],
      ['1 a 25', '2 c 0'],
    ],
    [
      'half points add up exactly',
      [r(1, 'ham', 3, 7.5), r(1, 'rus', 2, 9), r(2, 'ham', 1, 12.5), r(2, 'rus', 4, 6)],
      ['1 ham 20', '2 rus 15'],
    ],
  ])('%s', (_case, results, expected) => {
    expect(drivers(results)).toEqual(expected);
  });

  it('gives one table per round with results, in round order, whatever the row order', () => {
    const results = [r(3, 'a', 1, 25), r(1, 'b', 1, 25), r(1, 'a', 2, 18)];
    const tables = championshipAfterEachRound(results);
    expect(tables.map((table) => table.round)).toEqual([1, 3]);
    expect(drivers(results, 1)).toEqual(['1 b 25', '2 a 18']);
    expect(drivers(results, 3)).toEqual(['1 a 43', '2 b 25']);
    expect(championshipAfterEachRound([])).toEqual([]);
  });
});

describe('championshipAfterEachRound: constructors', () => {
  it('adds up both cars, and counts a team with another engine as another entry', () => {
    const results = [
      r(1, 'nor', 1, 25, { constructorId: 'mclaren', engineManufacturerId: 'mercedes' }),
      r(1, 'pia', 2, 18, { constructorId: 'mclaren', engineManufacturerId: 'mercedes' }),
      r(1, 'lec', 3, 15, { constructorId: 'ferrari', engineManufacturerId: 'ferrari' }),
      r(1, 'ham', 4, 12, { constructorId: 'ferrari', engineManufacturerId: 'ferrari' }),
      r(1, 'clark', 5, 10, { constructorId: 'lotus', engineManufacturerId: 'climax' }),
      r(1, 'hill', 6, 8, { constructorId: 'lotus', engineManufacturerId: 'brm' }),
    ];
    expect(championshipAfterEachRound(results)[0]?.constructors).toEqual([
      { constructorId: 'mclaren', engineManufacturerId: 'mercedes', position: 1, points: 43 },
      { constructorId: 'ferrari', engineManufacturerId: 'ferrari', position: 2, points: 27 },
      { constructorId: 'lotus', engineManufacturerId: 'climax', position: 3, points: 10 },
      { constructorId: 'lotus', engineManufacturerId: 'brm', position: 4, points: 8 },
    ]);
  });

  it('breaks a tie on the teams’ best finishes', () => {
    const results = [
      r(1, 'a1', 2, 18, { constructorId: 'a' }),
      r(1, 'a2', 3, 15, { constructorId: 'a' }),
      r(1, 'b1', 1, 25, { constructorId: 'b' }),
      r(1, 'b2', 7, 6, { constructorId: 'b' }),
      r(1, 'b3', 9, 2, { constructorId: 'b' }),
      r(1, 'b4', 11, null, { constructorId: 'b' }),
    ];
    expect(
      championshipAfterEachRound(results)[0]?.constructors.map((row) => `${row.constructorId} ${row.points}`),
    ).toEqual(['b 33', 'a 33']);
  });
});
