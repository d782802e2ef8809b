import { describe, expect, it } from 'vitest';
import { mayReplace, type RaceDataSource, strongerSource } from './race-data-ownership.ts';

describe('mayReplace: admin > sync > snapshot', () => {
  it.each([
    ['snapshot', 'snapshot', true],
    ['snapshot', 'sync', false],
    ['snapshot', 'admin', false],
    ['sync', 'snapshot', true],
    ['sync', 'sync', true],
    ['sync', 'admin', false],
    ['admin', 'snapshot', true],
    ['admin', 'sync', true],
    ['admin', 'admin', true],
  ] as [RaceDataSource, RaceDataSource, boolean][])('%s over %s: %s', (writer, owner, expected) => {
    expect(mayReplace(writer, owner)).toBe(expected);
  });
});

describe('strongerSource', () => {
  it.each([
    ['snapshot', 'sync', 'sync'],
    ['admin', 'sync', 'admin'],
    ['snapshot', 'snapshot', 'snapshot'],
  ] as [RaceDataSource, RaceDataSource, RaceDataSource][])('%s and %s: %s', (a, b, expected) => {
    expect(strongerSource(a, b)).toBe(expected);
    expect(strongerSource(b, a)).toBe(expected);
  });
});
