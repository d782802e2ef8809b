import { describe, expect, it } from 'vitest';
import { dateInZone, groupSessionsByDay, isSprintWeekend, isTimeZone } from './session-days.ts';
import type { TimedSession } from './sessions.ts';

// The 2025 British Grand Prix weekend in UTC.
const silverstone: TimedSession[] = [
  { kind: 'fp1', date: '2025-07-04', startsAt: '2025-07-04T11:30:00.000Z' },
  { kind: 'fp2', date: '2025-07-04', startsAt: '2025-07-04T15:00:00.000Z' },
  { kind: 'fp3', date: '2025-07-05', startsAt: '2025-07-05T10:30:00.000Z' },
  { kind: 'qualifying', date: '2025-07-05', startsAt: '2025-07-05T14:00:00.000Z' },
  { kind: 'race', date: '2025-07-06', startsAt: '2025-07-06T14:00:00.000Z' },
];

const grouped = (sessions: TimedSession[], zone: string) =>
  groupSessionsByDay(sessions, zone).map((day) => [day.date, day.sessions.map((s) => s.kind)]);

describe('groupSessionsByDay', () => {
  it('groups by the UTC day', () => {
    expect(grouped(silverstone, 'UTC')).toEqual([
      ['2025-07-04', ['fp1', 'fp2']],
      ['2025-07-05', ['fp3', 'qualifying']],
      ['2025-07-06', ['race']],
    ]);
  });

  it('moves late sessions to the next day east of UTC (Auckland, UTC+12 in July)', () => {
    expect(grouped(silverstone, 'Pacific/Auckland')).toEqual([
      ['2025-07-04', ['fp1']],
      ['2025-07-05', ['fp2', 'fp3']],
      ['2025-07-06', ['qualifying']],
      ['2025-07-07', ['race']],
    ]);
  });

  it('keeps the weekend on its days west of UTC (Los Angeles, UTC−7)', () => {
    expect(grouped(silverstone, 'America/Los_Angeles')).toEqual([
      ['2025-07-04', ['fp1', 'fp2']],
      ['2025-07-05', ['fp3', 'qualifying']],
      ['2025-07-06', ['race']],
    ]);
  });

  it('keeps the calendar date of a session without a start time, whatever the zone', () => {
    const race: TimedSession = { kind: 'race', date: '2019-03-17', startsAt: null };
    expect(grouped([race], 'Pacific/Auckland')).toEqual([['2019-03-17', ['race']]]);
  });

  it('returns no days for no sessions', () => {
    expect(groupSessionsByDay([], 'UTC')).toEqual([]);
  });
});

describe('time zones', () => {
  it('gives the local date of an instant', () => {
    expect(dateInZone('2025-07-06T23:30:00Z', 'Europe/Bucharest')).toBe('2025-07-07');
    expect(dateInZone('2025-07-06T03:30:00Z', 'America/New_York')).toBe('2025-07-05');
  });

  it.each([
    ['Europe/Bucharest', true],
    ['UTC', true],
    ['America/Argentina/Buenos_Aires', true],
    ['Mars/Olympus_Mons', false],
    ['', false],
    ['Europe/London; Path=/', false],
  ])('%s is a time zone: %s', (zone, known) => {
    expect(isTimeZone(zone)).toBe(known);
  });
});

describe('isSprintWeekend', () => {
  it('is true with a sprint or a sprint qualifying session only', () => {
    expect(isSprintWeekend(silverstone)).toBe(false);
    expect(isSprintWeekend([...silverstone, { kind: 'sprint', date: '2025-07-05', startsAt: null }])).toBe(
      true,
    );
    expect(isSprintWeekend([{ kind: 'sprint_qualifying', date: '2025-05-02', startsAt: null }])).toBe(true);
  });
});
