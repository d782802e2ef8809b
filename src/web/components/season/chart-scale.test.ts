import { describe, expect, it } from 'vitest';
import { pointsAxis } from './chart-scale.ts';

describe('pointsAxis', () => {
  it.each([
    [423, { top: 500, step: 100 }],
    [201, { top: 250, step: 50 }],
    [25, { top: 25, step: 5 }],
    [7, { top: 8, step: 2 }],
    [0, { top: 5, step: 1 }],
  ])('max %s → %o', (max, expected) => {
    expect(pointsAxis(max)).toEqual(expected);
  });
});
