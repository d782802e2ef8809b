import { data } from 'react-router';
import type { SessionUser } from '#server/auth/session.server.ts';
import { ApiError } from '#server/http/errors.ts';
import { addMeeting, setMeetingCancelled } from '#server/race-data/writes/write-meeting.ts';
import type { Services } from '#server/services.ts';
import { circuitTimeZone, zonedToUtc } from '#shared/circuit-time-zones.ts';
import { type WeekendSessionKind, weekendSessionKinds } from '#shared/sessions.ts';

/** The sessions the add-a-meeting form offers, in running order; the race is required. */
export const newMeetingSessions = weekendSessionKinds.filter((kind) => kind !== 'fp4');

export type MeetingResult = {
  /** Which form this answers: `add-meeting`, or `cancel-<round>`. */
  form: string;
  values?: Record<string, string>;
  /** Each refused field's message, by the form's field name. */
  errors?: Record<string, string>;
  saved?: string;
};

/**
 * The add-a-meeting form: name, stored circuit, round, and each session's start in the circuit's local
 * time, stored as UTC through the race-data meeting write as the admin's audited edit. A refusal
 * (empty name, a round already taken, a session outside the weekend) goes beside its field.
 */
export async function addMeetingFromForm(
  services: Services,
  user: SessionUser,
  form: FormData,
  season: number,
) {
  const values: Record<string, string> = {};
  for (const name of ['name', 'circuitId', 'round', ...newMeetingSessions]) {
    values[name] = String(form.get(name) ?? '').trim();
  }
  const fail = (errors: Record<string, string>) =>
    data<MeetingResult>({ form: 'add-meeting', values, errors }, { status: 400 });
  const zone = circuitTimeZone(values.circuitId ?? '');
  const sessions: { kind: WeekendSessionKind; startsAt: string }[] = [];
  for (const kind of newMeetingSessions) {
    const local = values[kind];
    if (!local) {
      if (kind === 'race') return fail({ race: 'Give the race’s start' });
      continue;
    }
    const at = zonedToUtc(local, zone);
    if (!at) return fail({ [kind]: 'Give a date and time like 2025-07-06 15:00' });
    sessions.push({ kind, startsAt: at.toISOString() });
  }
  try {
    await addMeeting(
      services,
      { userId: user.id },
      {
        season,
        round: values.round ?? '',
        name: values.name ?? '',
        circuitId: values.circuitId ?? '',
        sessions,
      },
    );
    return data<MeetingResult>({ form: 'add-meeting', saved: `Added round ${values.round}: ${values.name}` });
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) {
      const index = /^sessions\.(\d+)/.exec(error.field ?? '')?.[1];
      const field = index !== undefined ? (sessions[Number(index)]?.kind ?? 'race') : (error.field ?? 'form');
      return fail({ [field in values ? field : 'form']: error.message.replace(/^[\w.]+: /, '') });
    }
    throw error;
  }
}

/** Cancels a meeting, or puts a cancelled one back on the calendar. */
export async function cancelMeetingFromForm(
  services: Services,
  user: SessionUser,
  form: FormData,
  season: number,
  cancelled: boolean,
) {
  const round = String(form.get('round') ?? '');
  const result = { form: `cancel-${round}` };
  try {
    const outcome = await setMeetingCancelled(services, { userId: user.id }, { season, round, cancelled });
    const saved =
      outcome.status === 'written' ? (cancelled ? 'Cancelled' : 'Back on the calendar') : 'Unchanged';
    return data<MeetingResult>({ ...result, saved });
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) {
      return data<MeetingResult>({ ...result, errors: { form: error.message } }, { status: error.status });
    }
    throw error;
  }
}
