import { describe, expect, it } from 'vitest';
import { parseBeforeRound, parseResultsSeason, resultsSeasons } from './results-archive.ts';

describe('seasons', () => {
  it('offers 2014 to the current season, newest first', () => {
    const seasons = resultsSeasons(2025);
    expect(seasons[0]).toBe(2025);
    expect(seasons.at(-1)).toBe(2014);
    expect(seasons).toHaveLength(12);
  });

  it.each([
    [undefined, 2025],
    ['2025', 2025],
    ['2014', 2014],
    ['2013', undefined],
    ['2026', undefined],
    ['20x5', undefined],
    ['02025', undefined],
  ])('season parameter %j → %j', (param, year) => {
    expect(parseResultsSeason(param, 2025)).toBe(year);
  });

  it.each([
    ['12', 12],
    ['2', 2],
    ['1', undefined],
    ['0', undefined],
    ['-3', undefined],
    ['x', undefined],
    [null, undefined],
  ])('before=%j → %j', (value, round) => {
    expect(parseBeforeRound(value)).toBe(round);
  });
});
