import { describe, expect, test } from 'vitest';
import { formatRounds, parseRounds, roundsText } from './line-up.ts';

describe('parseRounds', () => {
  test.each([
    ['1-12', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]],
    ['1-3,7', [1, 2, 3, 7]],
    ['12', [12]],
    ['7,1-2', [1, 2, 7]],
    ['3-3', [3]],
    ['', []],
    [null, []],
    ['x-y', []],
  ] as const)('%s → %j', (rounds, expected) => {
    expect(parseRounds(rounds)).toEqual(expected);
  });
});

describe('formatRounds', () => {
  test.each([
    [[1, 2, 3, 4], '1-4'],
    [[1, 2, 3, 7], '1-3,7'],
    [[7, 1, 2, 2], '1-2,7'],
    [[12], '12'],
    [[1, 3, 5], '1,3,5'],
    [[], null],
  ] as const)('%j → %s', (rounds, expected) => {
    expect(formatRounds(rounds)).toBe(expected);
  });
});

describe('roundsText', () => {
  test.each([
    ['1-12', 'rounds 1–12'],
    ['12', 'round 12'],
    ['1-2,7', 'rounds 1–2 and 7'],
    ['1,3,5', 'rounds 1, 3 and 5'],
    [null, 'no rounds'],
  ] as const)('%s → %s', (rounds, expected) => {
    expect(roundsText(rounds)).toBe(expected);
  });
});
