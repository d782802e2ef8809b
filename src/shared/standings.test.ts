import { describe, expect, it } from 'vitest';
import {
  driverForPageId,
  formatPoints,
  gapToLeader,
  parseStandingsSeason,
  pointsProgression,
  seasonDriverPageIds,
  standingsComplete,
  standingsSeasons,
} from './standings.ts';

describe('gapToLeader', () => {
  const leader = { points: 423, code: 'NOR' };
  it.each([
    ['the leader shows no gap', 423, true, undefined],
    ['2 points behind', 421, false, 'Gap to NOR: -2'],
    ['level on points but second', 423, false, 'Gap to NOR: 0'],
    ['299 behind: still shown', 124, false, 'Gap to NOR: -299'],
    ['300 behind: hidden', 123, false, undefined],
    ['far behind: hidden', 0, false, undefined],
    ['half points', 410.5, false, 'Gap to NOR: -12.5'],
  ] as const)('%s', (_case, points, isLeader, expected) => {
    expect(gapToLeader(points, leader, isLeader)).toBe(expected);
  });
});

describe('standingsComplete', () => {
  it.each([
    [
      'every row has position and points',
      [
        { position: 1, points: 10 },
        { position: 2, points: 0 },
      ],
      true,
    ],
    [
      'one null position hides them all',
      [
        { position: 1, points: 10 },
        { position: null, points: 0 },
      ],
      false,
    ],
    [
      'one null points hides them all',
      [
        { position: 1, points: null },
        { position: 2, points: 0 },
      ],
      false,
    ],
    ['before the first race nothing is known', [{ position: null, points: null }], false],
    ['an empty table shows nothing', [], false],
  ] as const)('%s', (_case, rows, expected) => {
    expect(standingsComplete(rows)).toBe(expected);
  });
});

describe('formatPoints', () => {
  it.each([
    [423, '423'],
    [0, '0'],
    [12.5, '12.5'],
  ])('%s → %s', (points, expected) => {
    expect(formatPoints(points)).toBe(expected);
  });
});

describe('seasonDriverPageIds', () => {
  it('gives each driver the first three letters of the surname', () => {
    const ids = seasonDriverPageIds([
      { driverId: 'lando-norris', lastName: 'Norris' },
      { driverId: 'nico-hulkenberg', lastName: 'Hülkenberg' },
      { driverId: 'carlos-sainz-jr', lastName: 'Sainz Jr.' },
    ]);
    expect([...ids]).toEqual([
      ['lando-norris', 'NOR'],
      ['nico-hulkenberg', 'HUL'],
      ['carlos-sainz-jr', 'SAI'],
    ]);
  });

  it('gives no id to drivers who share one within the season (2015: Rosberg and Rossi)', () => {
    const season = [
      { driverId: 'nico-rosberg', lastName: 'Rosberg' },
      { driverId: 'alexander-rossi', lastName: 'Rossi' },
      { driverId: 'lewis-hamilton', lastName: 'Hamilton' },
    ];
    expect(seasonDriverPageIds(season).get('nico-rosberg')).toBeNull();
    expect(seasonDriverPageIds(season).get('alexander-rossi')).toBeNull();
    expect(driverForPageId(season, 'ROS')).toBeUndefined();
    expect(driverForPageId(season, 'HAM')?.driverId).toBe('lewis-hamilton');
    expect(driverForPageId(season, 'XYZ')).toBeUndefined();
  });
});

describe('pointsProgression', () => {
  it('adds race and sprint points round by round, carrying the total over a missed round', () => {
    expect(
      pointsProgression([
        { round: 2, racePoints: 18, sprintPoints: 8 },
        { round: 1, racePoints: 25, sprintPoints: 0 },
        { round: 3, racePoints: 0, sprintPoints: 0 },
        { round: 4, racePoints: 12.5, sprintPoints: 0 },
      ]),
    ).toEqual([
      { round: 1, total: 25 },
      { round: 2, total: 51 },
      { round: 3, total: 51 },
      { round: 4, total: 63.5 },
    ]);
  });
});

describe('standings seasons', () => {
  it('offers every season of a championship up to the one in focus, newest first', () => {
    expect(standingsSeasons('drivers', 2026).at(0)).toBe(2026);
    expect(standingsSeasons('drivers', 2026).at(-1)).toBe(1950);
    expect(standingsSeasons('teams', 2026).at(-1)).toBe(1958);
  });

  it.each([
    ['drivers', null, 2026],
    ['drivers', '1988', 1988],
    ['drivers', '1950', 1950],
    ['drivers', '1949', undefined],
    ['teams', '1958', 1958],
    ['teams', '1957', undefined],
    ['teams', '2027', undefined],
    ['drivers', '88', undefined],
    ['drivers', 'last', undefined],
    ['drivers', '', undefined],
  ] as const)('%s ?season=%s → %s', (championship, param, expected) => {
    expect(parseStandingsSeason(championship, param, 2026)).toBe(expected);
  });
});
