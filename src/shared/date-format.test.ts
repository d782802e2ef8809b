import { describe, expect, it } from 'vitest';
import { dateFormat, formatDay } from './date-format.ts';

const dayMonthYear: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };
const at = new Date('2025-07-06T23:30:00Z');

describe('dateFormat', () => {
  it('formats in the time zone asked for, each zone with its own formatter', () => {
    expect(dateFormat('en-GB', dayMonthYear, 'UTC').format(at)).toBe('6 July 2025');
    expect(dateFormat('en-GB', dayMonthYear, 'Asia/Tokyo').format(at)).toBe('7 July 2025');
    expect(dateFormat('en-GB', dayMonthYear, 'UTC')).toBe(dateFormat('en-GB', dayMonthYear, 'UTC'));
  });

  it('shares one formatter between options written out the same way in two places', () => {
    const inline = () => dateFormat('en-GB', { weekday: 'short', day: 'numeric' }, 'UTC');
    expect(inline()).toBe(inline());
  });

  it('tells locales and options apart', () => {
    expect(dateFormat('en-US', dayMonthYear, 'UTC').format(at)).toBe('July 6, 2025');
    expect(dateFormat('en-GB', { month: 'short' }, 'UTC').format(at)).toBe('Jul');
  });

  it('refuses a time zone the runtime does not know, keeping nothing for it', () => {
    expect(() => dateFormat('en-GB', dayMonthYear, 'Mars/Olympus_Mons')).toThrow(RangeError);
    expect(() => dateFormat('en-GB', dayMonthYear, 'Mars/Olympus_Mons')).toThrow(RangeError);
  });
});

describe('formatDay', () => {
  it('writes a calendar day as the options say, the same day in every zone', () => {
    expect(formatDay('2025-07-06', dayMonthYear)).toBe('6 July 2025');
    expect(formatDay('2025-12-31', { weekday: 'long', day: 'numeric', month: 'long' })).toBe(
      'Wednesday 31 December',
    );
  });
});
