import { describe, expect, it } from 'vitest';
import { type LivePhase, livePhase } from './live-session.ts';
import type { Meeting } from './meetings.ts';
import type { TimedSession } from './sessions.ts';

const session = (kind: TimedSession['kind'], startsAt: string): TimedSession => ({
  kind,
  startsAt,
  date: startsAt.slice(0, 10),
});
const meeting = (round: number, sessions: TimedSession[]): Meeting => ({
  raceId: round,
  year: 2025,
  round,
  name: `Grand Prix ${round}`,
  officialName: '',
  slug: `gp-${round}`,
  countryName: '',
  countryCode: '',
  circuitId: '',
  circuitName: '',
  circuitLayoutId: null,
  placeName: '',
  sessions,
});

const silverstone = meeting(12, [
  session('fp1', '2025-07-04T11:30:00Z'),
  session('fp2', '2025-07-04T15:00:00Z'),
  session('fp3', '2025-07-05T10:30:00Z'),
  session('qualifying', '2025-07-05T14:00:00Z'),
  session('race', '2025-07-06T14:00:00Z'),
]);
const spa = meeting(13, [session('fp1', '2025-07-25T10:30:00Z'), session('race', '2025-07-27T13:00:00Z')]);
const meetings = [silverstone, spa];

const summary = (phase: LivePhase) =>
  phase.phase === 'none'
    ? 'none'
    : `${phase.phase} ${phase.meeting.round} ${phase.session.kind}${
        phase.phase === 'during' ? ` ${phase.elapsedMs / 60_000}+${phase.remainingMs / 60_000}` : ''
      }`;

describe('livePhase', () => {
  it.each([
    ['the Thursday before', '2025-07-03T12:00:00Z', 'before 12 fp1'],
    ['a minute before practice', '2025-07-04T11:29:00Z', 'before 12 fp1'],
    ['at the start of practice', '2025-07-04T11:30:00Z', 'during 12 fp1 0+60'],
    ['just after practice 1', '2025-07-04T12:30:00Z', 'after 12 fp1'],
    ['between practice sessions, two hours on', '2025-07-04T14:30:00Z', 'after 12 fp1'],
    ['an hour after qualifying', '2025-07-05T16:00:00Z', 'after 12 qualifying'],
    ['the evening after qualifying (three hours on)', '2025-07-05T19:00:00Z', 'before 12 race'],
    ['the morning of the race', '2025-07-06T09:00:00Z', 'before 12 race'],
    ['half an hour into the race (a two-hour window)', '2025-07-06T14:30:00Z', 'during 12 race 30+90'],
    ['half an hour after the race', '2025-07-06T16:30:00Z', 'after 12 race'],
    ['days after the race', '2025-07-10T12:00:00Z', 'before 13 fp1'],
    ['after the last session of all', '2025-08-30T12:00:00Z', 'after 13 race'],
  ])('%s: %s', (_name, now, expected) => {
    expect(summary(livePhase(meetings, new Date(now)))).toBe(expected);
  });

  it('says when the next session is, after one ended', () => {
    const phase = livePhase(meetings, new Date('2025-07-06T16:30:00Z'));
    expect(phase.phase === 'after' && phase.next?.meeting.round).toBe(13);
  });

  it('has nothing to lead with without meetings', () => {
    expect(livePhase([], new Date('2025-07-06T16:30:00Z'))).toEqual({ phase: 'none' });
  });
});
