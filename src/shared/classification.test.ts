import { describe, expect, it } from 'vitest';
import { raceOutcome } from './classification.ts';

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
