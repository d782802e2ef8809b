import { describe, expect, it } from 'vitest';
import { sessionStatus, type TimedSession } from './sessions.ts';

const at = (iso: string) => new Date(iso);

describe('sessionStatus', () => {
  const qualifying: TimedSession = {
    kind: 'qualifying',
    date: '2025-07-05',
    startsAt: '2025-07-05T14:00:00.000Z',
  };
  const sprintQualifying: TimedSession = {
    kind: 'sprint_qualifying',
    date: '2025-05-02',
    startsAt: '2025-05-02T20:30:00.000Z',
  };
  const race: TimedSession = { kind: 'race', date: '2025-07-06', startsAt: '2025-07-06T14:00:00.000Z' };
  const undated: TimedSession = { kind: 'race', date: '1950-05-13', startsAt: null };

  it.each([
    ['a minute before the start', qualifying, '2025-07-05T13:59:00Z', 'upcoming'],
    ['at the start', qualifying, '2025-07-05T14:00:00Z', 'live'],
    ['59 minutes in', qualifying, '2025-07-05T14:59:00Z', 'live'],
    ['60 minutes in (window closed)', qualifying, '2025-07-05T15:00:00Z', 'finished'],
    ['sprint qualifying 43 minutes in', sprintQualifying, '2025-05-02T21:13:00Z', 'live'],
    ['sprint qualifying 44 minutes in', sprintQualifying, '2025-05-02T21:14:00Z', 'finished'],
    ['a race 90 minutes in', race, '2025-07-06T15:30:00Z', 'live'],
    ['a race two hours in', race, '2025-07-06T16:00:00Z', 'finished'],
    ['an untimed race the day before', undated, '1950-05-12T23:00:00Z', 'upcoming'],
    ['an untimed race on its day', undated, '1950-05-13T12:00:00Z', 'live'],
    ['an untimed race the day after', undated, '1950-05-14T00:00:00Z', 'finished'],
  ] as const)('%s is %s', (_name, session, now, expected) => {
    expect(sessionStatus(session, at(now))).toBe(expected);
  });
});
