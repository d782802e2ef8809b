import { describe, expect, it } from 'vitest';
import { fastestLapDriverId, raceOutcome } from './classification.ts';

describe('raceOutcome', () => {
  const row = {
    positionNumber: 2,
    positionText: '2',
    time: '1:37:22.547',
    gap: '+6.812',
    reasonRetired: null,
  };
  it.each([
    [
      'the winner shows the race time',
      { ...row, positionNumber: 1, positionText: '1', gap: null },
      '1:37:22.547',
    ],
    ['others on the lead lap show the gap', row, '+6.812'],
    ['a lapped car shows laps down', { ...row, positionNumber: 15, time: null, gap: '+1 lap' }, '+1 lap'],
    [
      'a retirement shows its code and reason',
      { ...row, positionNumber: null, positionText: 'DNF', time: null, gap: null, reasonRetired: 'Accident' },
      'DNF · Accident',
    ],
    [
      'a code without a reason shows the code',
      { ...row, positionNumber: null, positionText: 'DSQ', time: null, gap: null },
      'DSQ',
    ],
  ])('%s', (_, outcome, expected) => {
    expect(raceOutcome(outcome)).toBe(expected);
  });
});

describe('fastestLapDriverId', () => {
  const lap = (driverId: string, fastestLap: string | null) => ({ driverId, fastestLap });
  it.each([
    ['the quickest lap wins', [lap('a', '1:08.100'), lap('b', '1:07.924'), lap('c', '1:09.000')], 'b'],
    ['minutes count before seconds', [lap('a', '59.875'), lap('b', '1:00.001')], 'a'],
    ['a tie goes to the first row', [lap('a', '1:07.924'), lap('b', '1:07.924')], 'a'],
    ['rows without a lap are skipped', [lap('a', null), lap('b', '1:30.5')], 'b'],
    ['no lap at all: nobody', [lap('a', null), lap('b', '')], undefined],
  ])('%s', (_, rows, expected) => {
    expect(fastestLapDriverId(rows)).toBe(expected);
  });
});
