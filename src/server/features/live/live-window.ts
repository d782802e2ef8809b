import { livePhase } from '#shared/live-session.ts';
import type { Meeting } from '#shared/meetings.ts';
import { sessionEndsAt, sessionStartsAt, type TimedSession } from '#shared/sessions.ts';

/** A source is followed from this long before a session to this long after its live window. */
export const followMarginMs = 10 * 60_000;
/** Longest pause between two looks at the calendar while no session runs. */
export const idleCheckMs = 15 * 60_000;

/** States of sessions this old are of no page's use. */
export const keptStatesMs = 7 * 24 * 60 * 60_000;
/** How long without a write from Formula 1's feed before the page says the timing is behind. */
export const feedStaleAfterMs = 45_000;

export type Followed = { meeting: Meeting; session: TimedSession; until: number };

/** The session to follow at `now`: the one running, else one that ended or starts within the margin. */
export function followedSession(meetings: readonly Meeting[], now: Date): Followed | null {
  for (const shift of [0, -followMarginMs, followMarginMs]) {
    const phase = livePhase(meetings, new Date(now.getTime() + shift));
    if (phase.phase === 'during')
      return {
        meeting: phase.meeting,
        session: phase.session,
        until: sessionEndsAt(phase.session) + followMarginMs,
      };
  }
  return null;
}

/** How long to sleep while no session is followed: until the next one's margin, within bounds. */
export function idleFor(meetings: readonly Meeting[], now: Date, shortestMs: number): number {
  const ahead = livePhase(meetings, now);
  const next =
    ahead.phase === 'before' ? sessionStartsAt(ahead.session) - followMarginMs - now.getTime() : idleCheckMs;
  return Math.min(idleCheckMs, Math.max(shortestMs, next));
}
