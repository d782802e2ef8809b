import { describe, expect, it } from 'vitest';
import { qualifyingRows, raceRows, scheduledSessions } from './ergast-mapping.ts';
import type { ErgastResult, ScheduledRace } from './ergast-responses.ts';

const ids = {
  drivers: new Map([
    ['a', 'driver-a'],
    ['b', 'driver-b'],
    ['c', 'driver-c'],
  ]),
  constructors: new Map([['t', 'team-t']]),
};

const result = (driverId: string, fields: Partial<ErgastResult>): ErgastResult => ({
  position: 1,
  positionText: '1',
  Driver: { driverId, givenName: 'G', familyName: 'F' },
  Constructor: { constructorId: 't', name: 'T' },
  ...fields,
});

describe('raceRows', () => {
  it.each([
    [
      'the winner keeps his race time',
      {
        position: 1,
        positionText: '1',
        laps: '72',
        status: 'Finished',
        Time: { millis: '5832411', time: '1:37:12.411' },
      },
      { position: 1, time: '1:37:12.411', gap: null, reasonRetired: null },
    ],
    [
      'a car on the lead lap gets its total time and the gap',
      {
        position: 2,
        positionText: '2',
        laps: '72',
        status: 'Finished',
        Time: { millis: '5847491', time: '+15.080' },
      },
      { position: 2, time: '1:37:27.491', gap: '+15.080', reasonRetired: null },
    ],
    [
      'a lapped car gets its laps down (Jolpica says "Lapped")',
      { position: 2, positionText: '2', laps: '71', status: 'Lapped' },
      { position: 2, time: null, gap: '+1 lap', reasonRetired: null },
    ],
    [
      'as do older answers ("+2 Laps")',
      { position: 2, positionText: '2', laps: '70', status: '+2 Laps' },
      { position: 2, gap: '+2 laps', reasonRetired: null },
    ],
    [
      'a car classified though it stopped keeps the cause',
      { position: 2, positionText: '2', laps: '66', status: 'Engine' },
      { position: 2, gap: '+6 laps', reasonRetired: 'Engine' },
    ],
    [
      'R is a retirement with its cause',
      { positionText: 'R', laps: '23', status: 'Accident' },
      { position: 'DNF', reasonRetired: 'Accident' },
    ],
    [
      'a bare "Retired" gives no cause',
      { positionText: 'R', status: 'Retired' },
      { position: 'DNF', reasonRetired: null },
    ],
    [
      'R for a car that never started is DNS',
      { positionText: 'R', status: 'Did not start' },
      { position: 'DNS' },
    ],
    [
      'D is disqualified',
      { positionText: 'D', status: 'Disqualified' },
      { position: 'DSQ', reasonRetired: 'Disqualified' },
    ],
    ['E is excluded', { positionText: 'E' }, { position: 'EX' }],
    ['W is withdrawn: did not start', { positionText: 'W', status: 'Withdrew' }, { position: 'DNS' }],
    ['F failed to qualify', { positionText: 'F' }, { position: 'DNQ' }],
    ['N is not classified', { positionText: 'N' }, { position: 'NC' }],
    ['grid 0 is a pit-lane start', { grid: '0' }, { grid: 'PL' }],
    [
      'points as numbers, the car number as given',
      { grid: '4', points: 18, number: '81' },
      { grid: 4, points: 18, driverNumber: '81' },
    ],
  ])('%s', (_, fields: Partial<ErgastResult>, expected) => {
    const winner = result('a', { laps: '72', Time: { millis: '5832411', time: '1:37:12.411' } });
    const rows =
      fields.position === 1
        ? raceRows([result('a', fields)], ids)
        : raceRows([winner, result('b', { position: 2, ...fields })], ids);
    expect(rows.at(-1)).toMatchObject({
      driverId: fields.position === 1 ? 'driver-a' : 'driver-b',
      constructorId: 'team-t',
      ...expected,
    });
  });

  it('orders by the finishing order, whatever order the answer has', () => {
    const rows = raceRows(
      [
        result('c', { position: 3, positionText: 'R' }),
        result('a', {}),
        result('b', { position: 2, positionText: '2' }),
      ],
      ids,
    );
    expect(rows.map((row) => row.driverId)).toEqual(['driver-a', 'driver-b', 'driver-c']);
  });

  it('refuses a driver it has no id for', () => {
    expect(() => raceRows([result('x', {})], ids)).toThrow('No id for x');
  });
});

describe('qualifyingRows', () => {
  it('keeps the times of the parts each car reached', () => {
    const rows = qualifyingRows(
      [
        {
          position: 1,
          Driver: { driverId: 'a', givenName: 'G', familyName: 'F' },
          Constructor: { constructorId: 't', name: 'T' },
          Q1: '1:10.1',
          Q2: '',
          number: '4',
        },
      ],
      ids,
    );
    expect(rows).toEqual([
      {
        position: 1,
        driverId: 'driver-a',
        constructorId: 'team-t',
        driverNumber: '4',
        q1: '1:10.1',
        q2: null,
        q3: null,
      },
    ]);
  });
});

describe('scheduledSessions', () => {
  const race = {
    season: 2023,
    round: 4,
    raceName: 'Azerbaijan Grand Prix',
    Circuit: { circuitId: 'baku', circuitName: 'Baku City Circuit' },
    date: '2023-04-30',
    time: '11:00:00Z',
    FirstPractice: { date: '2023-04-28', time: '09:30:00Z' },
    Qualifying: { date: '2023-04-28', time: '13:00:00Z' },
    SecondPractice: { date: '2023-04-29', time: '09:30:00Z' },
    Sprint: { date: '2023-04-29', time: '13:30:00Z' },
  } satisfies ScheduledRace;

  it("reads an old Ergast sprint weekend's SecondPractice as the shootout", () => {
    expect(scheduledSessions(race)).toEqual([
      { kind: 'fp1', startsAt: '2023-04-28T09:30:00.000Z' },
      { kind: 'sprint_qualifying', startsAt: '2023-04-29T09:30:00.000Z' },
      { kind: 'sprint', startsAt: '2023-04-29T13:30:00.000Z' },
      { kind: 'qualifying', startsAt: '2023-04-28T13:00:00.000Z' },
      { kind: 'race', startsAt: '2023-04-30T11:00:00.000Z' },
    ]);
  });

  it("reads Jolpica's SprintQualifying, and leaves out sessions without a time", () => {
    const jolpica = {
      ...race,
      SecondPractice: undefined,
      SprintQualifying: { date: '2023-04-29', time: '09:30:00Z' },
      ThirdPractice: { date: '2023-04-29' },
    };
    expect(scheduledSessions(jolpica).map((s) => s.kind)).toEqual([
      'fp1',
      'sprint_qualifying',
      'sprint',
      'qualifying',
      'race',
    ]);
  });
});
