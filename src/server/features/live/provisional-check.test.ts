import { describe, expect, it } from 'vitest';
import type { ProvisionalOrder } from '#shared/live-timing.ts';
import { orderDifferences } from './provisional-check.ts';

const provisional = (numbers: number[]) =>
  ({ rows: numbers.map((driverNumber) => ({ driverNumber })) }) as unknown as ProvisionalOrder;

describe('the provisional order beside the official classification', () => {
  it('finds nothing when they agree', () => {
    expect(orderDifferences(provisional([4, 81, 27]), ['4', '81', '27'])).toEqual([]);
  });

  it('names each place whose car differs, as after a penalty given once the flag fell', () => {
    expect(orderDifferences(provisional([81, 4, 27]), ['4', '81', '27'])).toEqual([
      { place: 1, live: '81', official: '4' },
      { place: 2, live: '4', official: '81' },
    ]);
  });

  it('counts a car only one of them lists', () => {
    expect(orderDifferences(provisional([4, 81]), ['4', '81', '27'])).toEqual([
      { place: 3, live: null, official: '27' },
    ]);
  });
});
