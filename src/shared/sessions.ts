/** Session kinds of a race weekend, in the order they run. */
export const weekendSessionKinds = [
  'fp1',
  'fp2',
  'fp3',
  'fp4',
  'sprint_qualifying',
  'sprint',
  'qualifying',
  'race',
] as const;
export type WeekendSessionKind = (typeof weekendSessionKinds)[number];

export const sessionLabels: Record<WeekendSessionKind, string> = {
  fp1: 'Practice 1',
  fp2: 'Practice 2',
  fp3: 'Practice 3',
  fp4: 'Practice 4',
  sprint_qualifying: 'Sprint Qualifying',
  sprint: 'Sprint',
  qualifying: 'Qualifying',
  race: 'Race',
};

/**
 * How long a session counts as live (docs/product.md §9: 60 minutes, sprint qualifying 44). A Grand Prix
 * runs for up to two hours, so the race stays live for 120 minutes rather than showing
 * "finished" while the cars are still running.
 */
export const sessionLiveMinutes: Record<WeekendSessionKind, number> = {
  fp1: 60,
  fp2: 60,
  fp3: 60,
  fp4: 60,
  sprint_qualifying: 44,
  sprint: 60,
  qualifying: 60,
  race: 120,
};

export type SessionStatus = 'upcoming' | 'live' | 'finished';

export type TimedSession = { kind: WeekendSessionKind; startsAt: string | null; date: string };

const MINUTE = 60_000;

/** When a session's live window closes; for a session with no start time, the end of its UTC day. */
export function sessionEndsAt(session: TimedSession): number {
  if (session.startsAt) return Date.parse(session.startsAt) + sessionLiveMinutes[session.kind] * MINUTE;
  return Date.parse(`${session.date}T23:59:59.999Z`);
}

/** When a session starts; for one with no start time, the start of its UTC day. */
export function sessionStartsAt(session: TimedSession): number {
  return Date.parse(session.startsAt ?? `${session.date}T00:00:00Z`);
}

export function sessionStatus(session: TimedSession, now: Date): SessionStatus {
  const at = now.getTime();
  if (at < sessionStartsAt(session)) return 'upcoming';
  if (at < sessionEndsAt(session)) return 'live';
  return 'finished';
}
