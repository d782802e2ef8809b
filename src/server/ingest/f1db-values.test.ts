import { describe, expect, it } from 'vitest';
import { utcInstant } from './f1db-values.ts';

describe('utcInstant', () => {
  it('reads f1db date and time as UTC', () => {
    expect(utcInstant('2025-11-23', '04:00')?.toISOString()).toBe('2025-11-23T04:00:00.000Z');
  });

  it('has no instant without a time', () => {
    expect(utcInstant('1950-05-13', null)).toBeNull();
  });

  it('refuses a time it cannot read', () => {
    expect(() => utcInstant('2025-03-16', '4 pm')).toThrow(/Bad f1db/);
  });
});
