import { describe, expect, it } from 'vitest';
import type { Meeting } from '#shared/meetings.ts';
import { followedSession, idleFor } from './live-window.ts';

const meeting: Meeting = {
  raceId: 12,
  year: 2025,
  round: 12,
  name: 'British Grand Prix',
  officialName: '',
  slug: 'british-grand-prix',
  countryName: '',
  countryCode: '',
  circuitId: '',
  circuitName: '',
  circuitLayoutId: null,
  placeName: '',
  sessions: [
    { kind: 'fp1', startsAt: '2025-07-04T11:30:00Z', date: '2025-07-04' },
    { kind: 'fp2', startsAt: '2025-07-04T15:00:00Z', date: '2025-07-04' },
  ],
};
const minute = 60_000;
const followed = (at: string) => {
  const found = followedSession([meeting], new Date(at));
  return found && { kind: found.session.kind, until: new Date(found.until).toISOString() };
};

describe('the live-timing window', () => {
  it('follows a session from 10 minutes before it to 10 minutes after it', () => {
    expect(followed('2025-07-04T11:19:00Z')).toBeNull();
    expect(followed('2025-07-04T11:21:00Z')).toEqual({ kind: 'fp1', until: '2025-07-04T12:40:00.000Z' });
    expect(followed('2025-07-04T12:00:00Z')).toEqual({ kind: 'fp1', until: '2025-07-04T12:40:00.000Z' });
    expect(followed('2025-07-04T12:39:00Z')).toEqual({ kind: 'fp1', until: '2025-07-04T12:40:00.000Z' });
    expect(followed('2025-07-04T12:41:00Z')).toBeNull();
    expect(followed('2025-07-04T14:51:00Z')?.kind).toBe('fp2');
  });

  it('sleeps until the next session’s margin, at most 15 minutes, at least the shortest asked', () => {
    expect(idleFor([meeting], new Date('2025-07-04T10:00:00Z'), 1000)).toBe(15 * minute);
    expect(idleFor([meeting], new Date('2025-07-04T11:12:00Z'), 1000)).toBe(8 * minute);
    expect(idleFor([meeting], new Date('2025-07-04T11:19:59Z'), 5000)).toBe(5000);
  });
});
