import { describe, expect, it } from 'vitest';
import { refreshInterval } from './news.ts';

describe('refreshInterval', () => {
  it.each([
    [1, 'every minute'],
    [15, 'every 15 minutes'],
    [30, 'every 30 minutes'],
    [60, 'every hour'],
    [90, 'every 90 minutes'],
    [120, 'every 2 hours'],
    [1440, 'every 24 hours'],
  ])('%i minutes: %s', (minutes, text) => {
    expect(refreshInterval(minutes)).toBe(text);
  });
});
