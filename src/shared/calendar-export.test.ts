import { describe, expect, it } from 'vitest';
import { calendarFeedPath, parseSessionSelection, sessionEventUid } from './calendar-export.ts';

const kinds = (values: string[]) => {
  const result = parseSessionSelection(values);
  return 'kinds' in result ? [...result.kinds] : result;
};

describe('parseSessionSelection', () => {
  it.each([
    [[], ['fp1', 'fp2', 'fp3', 'fp4', 'sprint_qualifying', 'sprint', 'qualifying', 'race']],
    [['all'], ['fp1', 'fp2', 'fp3', 'fp4', 'sprint_qualifying', 'sprint', 'qualifying', 'race']],
    [['race'], ['race']],
    [['qualifying,race'], ['qualifying', 'race']],
    [
      ['qualifying', 'race'],
      ['qualifying', 'race'],
    ],
    [['Practice, RACE'], ['fp1', 'fp2', 'fp3', 'fp4', 'race']],
    [['sprint-qualifying'], ['sprint_qualifying']],
    [['race,,race'], ['race']],
  ])('%j selects %j', (values, expected) => {
    expect(kinds(values)).toEqual(expected);
  });

  it('names the first value it does not know', () => {
    expect(kinds(['race,warmup'])).toEqual({ unknown: 'warmup' });
    expect(kinds(['fp5'])).toEqual({ unknown: 'fp5' });
  });
});

describe('calendar identities and paths', () => {
  it('gives each session of a round one UID', () => {
    expect(sessionEventUid(2025, 12, 'race')).toBe('2025-12-race@pitwall');
    expect(sessionEventUid(2025, 6, 'sprint_qualifying')).toBe('2025-6-sprint-qualifying@pitwall');
  });

  it('builds the feed path', () => {
    expect(calendarFeedPath(2025)).toBe('/api/schedule/2025.ics');
    expect(calendarFeedPath(2025, ['race', 'qualifying'])).toBe(
      '/api/schedule/2025.ics?sessions=race,qualifying',
    );
  });
});
