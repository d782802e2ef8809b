import { describe, expect, it } from 'vitest';
import { raceFinished, roundsEntered, roundsInclude } from './season.ts';

describe('roundsEntered', () => {
  it.each([
    ['1-12', 12],
    ['12', 1],
    ['1-5,7', 6],
    ['1-3,5-6', 5],
    [null, 0],
  ])('%s → %s', (rounds, expected) => {
    expect(roundsEntered(rounds)).toBe(expected);
  });
});

describe('roundsInclude', () => {
  it.each([
    ['1-6', 6, true],
    ['1-6', 7, false],
    ['7-24', 7, true],
    ['1-5,7', 7, true],
    ['1-5,7', 6, false],
    ['12', 12, true],
    [null, 1, false],
  ] as const)('%s has %s: %s', (rounds, round, expected) => {
    expect(roundsInclude(rounds, round)).toBe(expected);
  });
});

describe('raceFinished', () => {
  // The 2025 British Grand Prix: lights out 14:00 UTC, a live window of two hours.
  const silverstone = { date: '2025-07-06', startsAt: new Date('2025-07-06T14:00:00Z') };
  // A race with a date only stands once its day is over (UTC).
  const dateOnly = { date: '1950-05-13', startsAt: null };

  it('holds a race open through its live window, the same row asked again as the clock moves', () => {
    expect(raceFinished(silverstone, new Date('2025-07-06T13:59:00Z'))).toBe(false);
    expect(raceFinished(silverstone, new Date('2025-07-06T15:59:59Z'))).toBe(false);
    expect(raceFinished(silverstone, new Date('2025-07-06T16:00:00Z'))).toBe(true);
    expect(raceFinished(silverstone, new Date('2025-07-06T15:00:00Z'))).toBe(false);
  });

  it('counts a race without a start time as run once its day is over', () => {
    expect(raceFinished(dateOnly, new Date('1950-05-13T23:59:59Z'))).toBe(false);
    expect(raceFinished(dateOnly, new Date('1950-05-14T00:00:00Z'))).toBe(true);
  });
});
