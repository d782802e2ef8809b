import { describe, expect, test } from 'vitest';
import type { Meeting } from './meetings.ts';
import { percentOf, teamCode, votingStatus, votingWindow } from './votes.ts';

function meeting(raceId: number, fp1: string, race: string): Meeting {
  return {
    raceId,
    year: 2025,
    round: raceId,
    name: `Race ${raceId}`,
    officialName: `Race ${raceId}`,
    slug: `race-${raceId}`,
    countryName: '',
    countryCode: '',
    circuitId: '',
    circuitName: '',
    circuitLayoutId: null,
    placeName: '',
    sessions: [
      { kind: 'fp1', startsAt: fp1, date: fp1.slice(0, 10) },
      { kind: 'race', startsAt: race, date: race.slice(0, 10) },
    ],
  };
}

// Race 1's weekend ends two hours after its 13:00 start (the race's live window); race 2's first
// practice closes the vote.
const calendar = [
  meeting(1, '2025-06-27T11:30:00Z', '2025-06-29T13:00:00Z'),
  meeting(2, '2025-07-04T11:30:00Z', '2025-07-06T14:00:00Z'),
];

describe('voting on a race', () => {
  test.each([
    ['before its weekend', 1, '2025-06-20T00:00:00Z', 'not-yet'],
    ['during the race', 1, '2025-06-29T14:30:00Z', 'not-yet'],
    ['when the weekend is over', 1, '2025-06-29T15:00:00Z', 'open'],
    ['between the weekends', 1, '2025-07-01T12:00:00Z', 'open'],
    ['a moment before the next meeting starts', 1, '2025-07-04T11:29:59Z', 'open'],
    ['once the next meeting starts', 1, '2025-07-04T11:30:00Z', 'closed'],
    ['weeks later', 1, '2025-09-01T00:00:00Z', 'closed'],
    ['the last race of the calendar, with no next meeting', 2, '2026-01-01T00:00:00Z', 'open'],
    ['a race not on the calendar', 9, '2025-07-01T12:00:00Z', undefined],
  ])('%s', (_case, raceId, now, status) => {
    expect(votingStatus(calendar, raceId, new Date(now))).toBe(status);
  });

  test('closes when the next meeting starts, or never while none is on the calendar', () => {
    expect(votingWindow(calendar, 1)?.closesAt).toBe(Date.parse('2025-07-04T11:30:00Z'));
    expect(votingWindow(calendar, 2)?.closesAt).toBeNull();
  });
});

describe('results labels', () => {
  test.each([
    ['McLaren', 'MCL'],
    ['Red Bull', 'RED'],
    ['Haas F1 Team', 'HAA'],
    ['Kick Sauber', 'KIC'],
    ['Škoda', 'SKO'],
  ])('%s is %s', (name, code) => {
    expect(teamCode(name)).toBe(code);
  });

  test.each([
    [1, 3, 33],
    [2, 3, 67],
    [0, 0, 0],
    [5, 5, 100],
  ])('%i of %i is %i per cent', (count, total, percent) => {
    expect(percentOf(count, total)).toBe(percent);
  });
});
