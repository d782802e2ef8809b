import { describe, expect, it } from 'vitest';
import { roundsEntered } from './season.ts';

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
