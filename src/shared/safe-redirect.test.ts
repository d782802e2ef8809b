import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect.ts';

describe('safeRedirect', () => {
  it.each([
    ['/.//evil.example', '/'],
    ['/..//evil.example', '/'],
    ['/%2e//evil.example', '/'],
    ['/%2E%2E//evil.example/x', '/'],
    ['/./..//evil.example', '/'],
    ['//evil.example', '/'],
    ['///evil.example', '/'],
    ['\\\\evil.example', '/'],
    ['/\\evil.example', '/'],
    ['/\t/evil.example', '/'],
    ['/\n/evil.example', '/'],
    ['https://evil.example/', '/'],
    ['javascript:alert(1)', '/'],
    ['evil.example', '/'],
    ['', '/'],
    [null, '/'],
    ['/drivers', '/drivers'],
    ['/drivers/hamilton?tab=results#top', '/drivers/hamilton?tab=results#top'],
    ['/race-results/./2024/../2025', '/race-results/2025'],
    ['/profile?next=//elsewhere', '/profile?next=//elsewhere'],
  ])('%j goes to %j', (value, expected) => {
    expect(safeRedirect(value)).toBe(expected);
  });

  it('falls back to the given path', () => {
    expect(safeRedirect('/.//evil.example', '/login')).toBe('/login');
  });
});
