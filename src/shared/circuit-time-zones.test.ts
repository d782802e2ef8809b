import { describe, expect, test } from 'vitest';
import { circuitTimeZone, utcToZoned, zonedToUtc } from './circuit-time-zones.ts';

describe('circuit local time', () => {
  test('a wall-clock time at the circuit becomes the UTC instant, in summer and winter time', () => {
    expect(zonedToUtc('2025-07-06T15:00', 'Europe/London')?.toISOString()).toBe('2025-07-06T14:00:00.000Z');
    expect(zonedToUtc('2025-03-16T15:00', 'Australia/Melbourne')?.toISOString()).toBe(
      '2025-03-16T04:00:00.000Z',
    );
    expect(zonedToUtc('2025-11-22T20:00', 'America/Los_Angeles')?.toISOString()).toBe(
      '2025-11-23T04:00:00.000Z',
    );
    expect(zonedToUtc('2025-12-07T17:00', 'UTC')?.toISOString()).toBe('2025-12-07T17:00:00.000Z');
  });

  test('and back, for the form', () => {
    expect(utcToZoned('2025-07-06T14:00:00Z', 'Europe/London')).toBe('2025-07-06T15:00');
    expect(utcToZoned('2025-03-16T04:00:00Z', circuitTimeZone('melbourne'))).toBe('2025-03-16T15:00');
  });

  test('no time for text that is not one', () => {
    for (const text of ['', 'Sunday 3pm', '2025-02-30T10:00', '2025-07-06T25:00', '2025-07-06 15:00']) {
      expect(zonedToUtc(text, 'Europe/London')).toBeNull();
    }
  });

  test('an unknown circuit is on UTC', () => {
    expect(circuitTimeZone('nowhere')).toBe('UTC');
  });
});
