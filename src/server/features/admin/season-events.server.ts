import { data } from 'react-router';
import { enforceAdminWriteLimit } from '#server/auth/rate-limit.ts';
import type { SessionUser } from '#server/auth/session.server.ts';
import { ApiError, RateLimited } from '#server/http/errors.ts';
import { seasonMeetings } from '#server/race-data/calendar.ts';
import { writeSessionTime } from '#server/race-data/writes/write-session-time.ts';
import type { Services } from '#server/services.ts';
import { circuitTimeZone, zonedToUtc } from '#shared/circuit-time-zones.ts';
import { sessionStartsAt, type WeekendSessionKind, weekendSessionKinds } from '#shared/sessions.ts';
import { controlCharacterMessage, hasControlCharacters } from '#shared/text-rules.ts';

const DAY = 24 * 60 * 60_000;
/** A weekend runs at most from the Thursday before the race to the race's day: four days. */
const weekendDays = 4;

export type SessionTimeResult = {
  /** Which session's form this answers: `${round}-${kind}`. */
  form: string;
  error?: string;
  value?: string;
  saved?: string;
};

/**
 * The season-events editor's reschedule form: a session's new start as the circuit's local time,
 * checked against its weekend (no session before the weekend's Thursday, after the race, or a race
 * moved away from its sessions), then stored as UTC through the race-data write service as the
 * admin's edit. Nothing is written on bad input; the message goes beside the field.
 */
export async function rescheduleSession(
  services: Services,
  user: SessionUser,
  form: FormData,
  season: number,
) {
  const round = Number(form.get('round'));
  const kind = String(form.get('kind') ?? '') as WeekendSessionKind;
  const local = String(form.get('startsAt') ?? '').trim();
  const result: SessionTimeResult = { form: `${round}-${kind}`, value: local };
  const fail = (error: string, status = 400) => data<SessionTimeResult>({ ...result, error }, { status });
  try {
    await enforceAdminWriteLimit(services, user.id);
  } catch (error) {
    if (!(error instanceof RateLimited)) throw error;
    return data<SessionTimeResult>(
      { ...result, error: error.message },
      { status: 429, headers: { 'Retry-After': String(error.retryAfter) } },
    );
  }

  const meeting = (await seasonMeetings(services, season)).find((m) => m.round === round);
  if (!meeting || !weekendSessionKinds.includes(kind)) return fail('No such session in this season', 404);
  if (hasControlCharacters(local)) return fail(controlCharacterMessage);
  const zone = circuitTimeZone(meeting.circuitId);
  const startsAt = zonedToUtc(local, zone);
  if (!startsAt) return fail('Give a date and time like 2025-07-06 15:00');

  const others = meeting.sessions.filter((session) => session.kind !== kind && session.startsAt);
  const race = meeting.sessions.find((session) => session.kind === 'race');
  const at = startsAt.getTime();
  if (kind === 'race') {
    const first = Math.min(...others.map(sessionStartsAt));
    const last = Math.max(...others.map(sessionStartsAt));
    if (others.length > 0 && (at <= last || at - first > weekendDays * DAY)) {
      return fail('The race must come after the weekend’s other sessions, within four days of the first');
    }
  } else if (race) {
    const raceAt = sessionStartsAt(race);
    if (at >= raceAt || raceAt - at > weekendDays * DAY) {
      return fail('A session must fall in its meeting’s weekend: before the race, at most four days earlier');
    }
  }

  try {
    const outcome = await writeSessionTime(
      services,
      { source: 'admin', userId: user.id },
      { season, round, kind, startsAt: startsAt.toISOString() },
    );
    const saved =
      outcome.status === 'written' ? 'Saved' : outcome.status === 'unchanged' ? 'Unchanged' : 'Kept';
    return data<SessionTimeResult>({ ...result, saved });
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return fail(error.message, error.status);
    throw error;
  }
}
