import { dateFormat } from './date-format.ts';
import type { TimedSession, WeekendSessionKind } from './sessions.ts';

/** The schedule cards' short session names (docs/product.md §2 "Schedule": FP1 … SprintQuali, Sprint, Quali, Race). */
export const sessionShortLabels: Record<WeekendSessionKind, string> = {
  fp1: 'FP1',
  fp2: 'FP2',
  fp3: 'FP3',
  fp4: 'FP4',
  sprint_qualifying: 'Sprint Quali',
  sprint: 'Sprint',
  qualifying: 'Quali',
  race: 'Race',
};

/** A calendar day of a weekend (ISO date in the zone it was grouped in) and the sessions on it. */
export type SessionDay<S> = { date: string; sessions: S[] };

const isoDay: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };
const zoneOnly: Intl.DateTimeFormatOptions = {};

/** The ISO date (YYYY-MM-DD) an instant falls on in a time zone. */
export function dateInZone(at: string | number | Date, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return dateFormat('en-CA', isoDay, timeZone).format(new Date(at));
}

/**
 * A weekend's sessions grouped by the day they start on in a time zone, days in order and sessions
 * in running order within each. A session without a start time keeps its calendar date: it has no
 * instant to move across midnight.
 */
export function groupSessionsByDay<S extends TimedSession>(
  sessions: readonly S[],
  timeZone: string,
): SessionDay<S>[] {
  const days = new Map<string, S[]>();
  for (const session of sessions) {
    const date = session.startsAt ? dateInZone(session.startsAt, timeZone) : session.date;
    const list = days.get(date) ?? [];
    list.push(session);
    days.set(date, list);
  }
  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, list]) => ({ date, sessions: list }));
}

/** True for a sprint weekend: one with a sprint or a sprint qualifying session. */
export function isSprintWeekend(sessions: readonly TimedSession[]): boolean {
  return sessions.some((session) => session.kind === 'sprint' || session.kind === 'sprint_qualifying');
}

/** Whether a string names an IANA time zone this runtime knows (a cookie can hold anything). */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(value)) return false;
  try {
    // A known zone's formatter is kept (its cookie comes back on every request); an unknown one throws.
    dateFormat('en', zoneOnly, value);
    return true;
  } catch {
    return false;
  }
}
