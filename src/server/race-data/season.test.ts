import { describe, expect, it } from 'vitest';
import { roundsEntered, roundsInclude } from './season.ts';

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
