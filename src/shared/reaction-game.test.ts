import { describe, expect, test } from 'vitest';
import { reactionSubmission } from './reaction-game.schemas.ts';
import { holdFor, judgePress, startOfUtcDay } from './reaction-game.ts';

describe('a press', () => {
  test.each([
    ['while the lights are still coming on', null, 500, { kind: 'jump-start' }],
    ['during the hold, before lights out', 5000, 4999.9, { kind: 'jump-start' }],
    ['right at lights out', 5000, 5000, { kind: 'time', ms: 0 }],
    ['215.4 ms after lights out', 5000, 5215.4, { kind: 'time', ms: 215 }],
  ])('%s', (_case, lightsOutAt, pressedAt, judged) => {
    expect(judgePress(lightsOutAt, pressedAt)).toEqual(judged);
  });
});

test('the hold before lights out lies between 0.2 and 3 s', () => {
  expect(holdFor(0)).toBe(200);
  expect(holdFor(0.5)).toBe(1600);
  expect(holdFor(0.9999)).toBeLessThanOrEqual(3000);
});

describe('a submitted time', () => {
  test.each([
    [215, true],
    [100, true],
    [2000, true],
    [99, false],
    [2001, false],
    [-150, false],
    ['215', false],
    [null, false],
    [Number.NaN, false],
  ])('%s is accepted: %s', (timeMs, ok) => {
    expect(reactionSubmission.safeParse({ timeMs }).success).toBe(ok);
  });
});

test('the daily board starts at midnight UTC', () => {
  expect(startOfUtcDay(new Date('2025-07-01T23:59:00+02:00')).toISOString()).toBe('2025-07-01T00:00:00.000Z');
});
