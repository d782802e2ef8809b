import { describe, expect, it } from 'vitest';
import { firstPickLock, pickLocksAt, pickPoints, picksOffered } from './predictions.ts';
import type { TimedSession } from './sessions.ts';

const outcome = {
  pole: 'max-verstappen',
  sprintWinner: 'oscar-piastri',
  podium: ['lando-norris', 'oscar-piastri', 'nico-hulkenberg'],
  fastestLap: 'oscar-piastri',
};

describe('pickPoints', () => {
  it('gives 5 for the right driver of each pick', () => {
    expect(pickPoints('pole', 'max-verstappen', outcome)).toBe(5);
    expect(pickPoints('sprint-winner', 'oscar-piastri', outcome)).toBe(5);
    expect(pickPoints('winner', 'lando-norris', outcome)).toBe(5);
    expect(pickPoints('second', 'oscar-piastri', outcome)).toBe(5);
    expect(pickPoints('third', 'nico-hulkenberg', outcome)).toBe(5);
    expect(pickPoints('fastest-lap', 'oscar-piastri', outcome)).toBe(5);
  });

  it('gives 2 for a podium driver in another podium place, 0 for anyone else', () => {
    expect(pickPoints('winner', 'oscar-piastri', outcome)).toBe(2);
    expect(pickPoints('third', 'lando-norris', outcome)).toBe(2);
    expect(pickPoints('second', 'lewis-hamilton', outcome)).toBe(0);
    // Only podium picks have a consolation: pole and the fastest lap are right or not.
    expect(pickPoints('pole', 'lando-norris', outcome)).toBe(0);
    expect(pickPoints('fastest-lap', 'lando-norris', outcome)).toBe(0);
  });

  it('leaves a pick unscored while its session has no result, and scores nothing without a fastest lap', () => {
    expect(pickPoints('pole', 'max-verstappen', {})).toBeNull();
    expect(pickPoints('winner', 'lando-norris', { pole: 'max-verstappen' })).toBeNull();
    expect(pickPoints('sprint-winner', 'lando-norris', { podium: outcome.podium })).toBeNull();
    expect(pickPoints('fastest-lap', 'lando-norris', { podium: outcome.podium, fastestLap: null })).toBe(0);
  });
});

const at = (kind: TimedSession['kind'], startsAt: string): TimedSession => ({
  kind,
  startsAt,
  date: startsAt.slice(0, 10),
});

describe('the picks of a weekend and their locks', () => {
  const classic = [
    at('fp1', '2025-07-04T11:30:00Z'),
    at('qualifying', '2025-07-05T14:00:00Z'),
    at('race', '2025-07-06T14:00:00Z'),
  ];
  const sprint = [
    at('fp1', '2025-05-02T16:30:00Z'),
    at('sprint_qualifying', '2025-05-02T20:30:00Z'),
    at('sprint', '2025-05-03T16:00:00Z'),
    at('qualifying', '2025-05-03T20:00:00Z'),
    at('race', '2025-05-04T20:00:00Z'),
  ];

  it('offers the sprint winner on a sprint weekend only', () => {
    expect(picksOffered(classic)).toEqual(['pole', 'winner', 'second', 'third', 'fastest-lap']);
    expect(picksOffered(sprint)).toEqual([
      'pole',
      'sprint-winner',
      'winner',
      'second',
      'third',
      'fastest-lap',
    ]);
  });

  it('locks each pick when its session starts; the first lock is the earliest of them', () => {
    expect(new Date(pickLocksAt('pole', classic) ?? 0).toISOString()).toBe('2025-07-05T14:00:00.000Z');
    expect(new Date(pickLocksAt('third', classic) ?? 0).toISOString()).toBe('2025-07-06T14:00:00.000Z');
    expect(new Date(firstPickLock(classic) ?? 0).toISOString()).toBe('2025-07-05T14:00:00.000Z');
    expect(new Date(firstPickLock(sprint) ?? 0).toISOString()).toBe('2025-05-03T16:00:00.000Z');
    expect(firstPickLock([at('fp1', '2025-07-04T11:30:00Z')])).toBeUndefined();
  });
});
