import { describe, expect, it } from 'vitest';
import { parseGapLaps, parseGridPosition, parseMillis, parsePosition } from './result-values.ts';

describe('parseMillis', () => {
  it.each([
    ['1:42:06.304', 6_126_304],
    ['2:00:0.189', 7_200_189],
    ['1:34.567', 94_567],
    ['22.345', 22_345],
    ['+0.895', 895],
    ['+1:24.399', 84_399],
    ['-0.012', -12],
    ['+0.76', 760],
    ['+1 lap', null],
    ['', null],
    [null, null],
  ])('%s → %s', (text, millis) => {
    expect(parseMillis(text)).toBe(millis);
  });
});

describe('parseGapLaps', () => {
  it.each([
    ['+1 lap', 1],
    ['+12 laps', 12],
    ['+8.481', null],
    [null, null],
  ])('%s → %s', (text, laps) => {
    expect(parseGapLaps(text)).toBe(laps);
  });
});

describe('positions', () => {
  it.each([
    [1, { positionNumber: 1, positionText: '1' }],
    [20, { positionNumber: 20, positionText: '20' }],
    ['DNF', { positionNumber: null, positionText: 'DNF' }],
    ['DSQ', { positionNumber: null, positionText: 'DSQ' }],
    ['DNQ', { positionNumber: null, positionText: 'DNQ' }],
    ['EX', { positionNumber: null, positionText: 'EX' }],
  ])('position %s', (value, expected) => {
    expect(parsePosition(value)).toEqual(expected);
  });

  it('keeps a pit-lane start as text and no grid as nothing', () => {
    expect(parseGridPosition('PL')).toEqual({ gridPositionNumber: null, gridPositionText: 'PL' });
    expect(parseGridPosition(3)).toEqual({ gridPositionNumber: 3, gridPositionText: '3' });
    expect(parseGridPosition(null)).toEqual({ gridPositionNumber: null, gridPositionText: null });
  });
});
