import { type Meeting, meetingEndsAt } from './meetings.ts';
import { sessionEndsAt, sessionStartsAt, type TimedSession } from './sessions.ts';

/** How long after a session ends the live page leads with its classification. */
export const afterSessionMs = 3 * 60 * 60_000;

export type LivePhase<M extends Meeting = Meeting> =
  /** A session is running: its elapsed and remaining time by its live window. */
  | { phase: 'during'; meeting: M; session: TimedSession; elapsedMs: number; remainingMs: number }
  /** A session ended a short while ago (or the last one of all has): its classification. */
  | { phase: 'after'; meeting: M; session: TimedSession; next: { meeting: M; session: TimedSession } | null }
  /** Between sessions: the next one, with a countdown once within a day. */
  | { phase: 'before'; meeting: M; session: TimedSession }
  | { phase: 'none' };

type Placed<M> = { meeting: M; session: TimedSession };

/**
 * What the live page leads with at `now`: the running session; else the session that ended within
 * the last three hours (or the last session there is); else the next session. Sessions without a
 * start time count from their day's start, as everywhere on the site. Meetings sorted by date.
 */
export function livePhase<M extends Meeting>(meetings: readonly M[], now: Date): LivePhase<M> {
  const at = now.getTime();
  let ended: Placed<M> | undefined;
  let next: Placed<M> | undefined;
  for (const meeting of meetings) {
    // Whole weekends that ended more than the window ago cannot hold the answer but the "last" one.
    if (meetingEndsAt(meeting) + afterSessionMs < at && meeting !== meetings.at(-1)) {
      const last = meeting.sessions.at(-1);
      if (last) ended = { meeting, session: last };
      continue;
    }
    for (const session of meeting.sessions) {
      const start = sessionStartsAt(session);
      const end = sessionEndsAt(session);
      if (start <= at && at < end)
        return { phase: 'during', meeting, session, elapsedMs: at - start, remainingMs: end - at };
      if (end <= at) {
        if (!ended || sessionEndsAt(ended.session) <= end) ended = { meeting, session };
      } else if (!next || start < sessionStartsAt(next.session)) next = { meeting, session };
    }
    if (next) break;
  }
  if (ended && (!next || at - sessionEndsAt(ended.session) < afterSessionMs))
    return { phase: 'after', ...ended, next: next ?? null };
  if (next) return { phase: 'before', ...next };
  return { phase: 'none' };
}

/** Our key of a session in the live-timing store: season, round and kind ("2025-12-race"). */
export function liveSessionKey(
  meeting: Pick<Meeting, 'year' | 'round'>,
  session: Pick<TimedSession, 'kind'>,
) {
  return `${meeting.year}-${meeting.round}-${session.kind}`;
}
