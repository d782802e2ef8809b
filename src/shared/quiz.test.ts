import { describe, expect, it } from 'vitest';
import { longestStreak, newSeed, parseQuizEra, parseSeed, seededRandom } from './quiz.ts';

describe('quiz rules', () => {
  it('a seed gives the same numbers every time, another seed other numbers', () => {
    const take = (seed: string) => Array.from({ length: 5 }, seededRandom(seed));
    expect(take('monza-1')).toEqual(take('monza-1'));
    expect(take('monza-1')).not.toEqual(take('monza-2'));
    for (const value of take('x')) expect(value).toBeGreaterThanOrEqual(0);
  });

  it.each([
    ['abc123', 'abc123'],
    ['a-b', 'a-b'],
    ['ABC', undefined],
    ['', undefined],
    ['x'.repeat(33), undefined],
    [null, undefined],
  ])('seed %s → %s', (value, expected) => {
    expect(parseSeed(value)).toBe(expected);
  });

  it('new seeds are valid seeds', () => {
    expect(parseSeed(newSeed())).toBeDefined();
  });

  it.each([
    ['modern', 'modern'],
    ['all', 'all'],
    ['toString', undefined],
    ['future', undefined],
  ])('era %s → %s', (value, expected) => {
    expect(parseQuizEra(value)).toBe(expected);
  });

  it.each([
    [[true, true, false, true, true, true, false], 3],
    [[false, false], 0],
    [[true], 1],
  ])('streak of %j is %s', (answers, expected) => {
    expect(longestStreak(answers)).toBe(expected);
  });
});
