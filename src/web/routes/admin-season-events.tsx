import { Form } from 'react-router';
import { adminOf, adminWrite } from '#server/auth/pages/guards.server.ts';
import { adminSeason } from '#server/features/admin/admin-season.server.ts';
import {
  addMeetingFromForm,
  cancelMeetingFromForm,
  type MeetingResult,
  newMeetingSessions,
} from '#server/features/admin/meetings.server.ts';
import { rescheduleSession, type SessionTimeResult } from '#server/features/admin/season-events.server.ts';
import { adminFormLimit, readFormData } from '#server/http/read-form-data.ts';
import { seasonMeetings } from '#server/race-data/calendar.ts';
import { storedCircuits } from '#server/race-data/circuits.ts';
import { serverContext } from '#server/react-router-context.server.ts';
import { circuitTimeZone, utcToZoned } from '#shared/circuit-time-zones.ts';
import { sessionLabels } from '#shared/sessions.ts';
import { AddMeetingForm } from '#web/features/admin/add-meeting-form.tsx';
import type { AdminPageHandle } from '#web/features/admin/admin-nav.tsx';
import { utcText } from '#web/features/admin/format.ts';
import { SeasonPicker } from '#web/features/admin/season-picker.tsx';
import type { Route } from './+types/admin-season-events';

/** The query this page reads; every other parameter leaves its address (#shared/page-query.ts). */
export const handle: AdminPageHandle = { query: ['season'], title: 'Season events' };

export function meta() {
  return [{ title: 'Season events · Admin · Pitwall' }, { name: 'robots', content: 'noindex' }];
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const { services } = context.get(serverContext);
  const { seasons, season } = await adminSeason(services, url);
  const meetings = (await seasonMeetings(services, season)).map((meeting) => {
    const zone = circuitTimeZone(meeting.circuitId);
    return {
      round: meeting.round,
      name: meeting.name,
      cancelled: meeting.cancelled ?? false,
      circuitName: meeting.circuitName,
      zone,
      sessions: meeting.sessions.map((session) => ({
        kind: session.kind,
        label: sessionLabels[session.kind],
        startsAt: session.startsAt,
        local: session.startsAt ? utcToZoned(session.startsAt, zone) : `${session.date}T12:00`,
      })),
    };
  });
  const circuits = await storedCircuits(services);
  const nextRound = Math.max(0, ...meetings.map((meeting) => meeting.round)) + 1;
  return { seasons, season, meetings, circuits, nextRound, sessionKinds: newMeetingSessions };
}

/**
 * One session's reschedule (the circuit's local time in, UTC stored), a meeting added, cancelled or
 * put back: each the admin's audited edit.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const user = adminOf(context);
  const { services } = context.get(serverContext);
  const form = await readFormData(request, adminFormLimit);
  const season = Number(form.get('season'));
  const intent = form.get('intent');
  if (intent === 'add-meeting') {
    await adminWrite(context);
    return addMeetingFromForm(services, user, form, season);
  }
  if (intent === 'cancel-meeting' || intent === 'restore-meeting') {
    await adminWrite(context);
    return cancelMeetingFromForm(services, user, form, season, intent === 'cancel-meeting');
  }
  // Counts against ADMIN_RATE_LIMIT itself, answering beside the session's field.
  return rescheduleSession(services, user, form, season);
}

export default function SeasonEvents({ loaderData, actionData }: Route.ComponentProps) {
  const { seasons, season, meetings, circuits, nextRound, sessionKinds } = loaderData;
  const result = actionData as SessionTimeResult | undefined;
  const meetingResult = actionData as MeetingResult | undefined;
  return (
    <>
      <p className="lead">
        Times are entered in the circuit’s local time and stored in UTC. A change shows at once on the
        schedule, the home page, the calendar export and the results API.
      </p>
      <SeasonPicker seasons={seasons} season={season} />
      <section aria-labelledby="meetings-heading">
        <h2 id="meetings-heading">{season} meetings</h2>
        {meetings.length === 0 && <p>No meetings in this season yet.</p>}
        {meetings.map((meeting) => (
          <details
            key={meeting.round}
            className="admin-meeting"
            open={
              result?.form.startsWith(`${meeting.round}-`) ||
              meetingResult?.form === `cancel-${meeting.round}` ||
              undefined
            }
          >
            <summary>
              Round {meeting.round}: {meeting.name}
              {meeting.cancelled && ' (cancelled)'}
            </summary>
            <p className="admin-status">
              {meeting.circuitName}; local time {meeting.zone}
            </p>
            <CancelForm
              season={season}
              round={meeting.round}
              name={meeting.name}
              cancelled={meeting.cancelled}
              result={meetingResult}
            />
            {meeting.sessions.map((session) => {
              const formId = `${meeting.round}-${session.kind}`;
              const mine = result?.form === formId ? result : undefined;
              const inputId = `start-${formId}`;
              const messageId = `${inputId}-message`;
              return (
                <Form method="post" key={session.kind} className="admin-inline-form">
                  <input type="hidden" name="season" value={season} />
                  <input type="hidden" name="round" value={meeting.round} />
                  <input type="hidden" name="kind" value={session.kind} />
                  <div className={mine?.error ? 'field field--invalid' : 'field'}>
                    <label className="field__label" htmlFor={inputId}>
                      {session.label} start ({meeting.zone})
                    </label>
                    <input
                      id={inputId}
                      className="field__input"
                      type="datetime-local"
                      name="startsAt"
                      required
                      defaultValue={mine?.value ?? session.local}
                      aria-invalid={mine?.error ? true : undefined}
                      aria-describedby={mine ? messageId : undefined}
                    />
                    <p className="field__hint">Now {utcText(session.startsAt)}</p>
                    {mine?.error && (
                      <p className="field__error" id={messageId}>
                        {mine.error}
                      </p>
                    )}
                    {mine?.saved && (
                      <p className="admin-status" id={messageId} role="status">
                        {mine.saved}
                      </p>
                    )}
                  </div>
                  <button type="submit" className="button button--primary">
                    Save<span className="visually-hidden"> {session.label}</span>
                  </button>
                </Form>
              );
            })}
          </details>
        ))}
      </section>
      <AddMeetingForm
        season={season}
        nextRound={nextRound}
        circuits={circuits}
        sessions={sessionKinds}
        result={meetingResult}
      />
    </>
  );
}

function CancelForm({
  season,
  round,
  name,
  cancelled,
  result,
}: {
  season: number;
  round: number;
  name: string;
  cancelled: boolean;
  result: MeetingResult | undefined;
}) {
  const mine = result?.form === `cancel-${round}` ? result : undefined;
  return (
    <Form method="post" className="admin-inline-form">
      <input type="hidden" name="season" value={season} />
      <input type="hidden" name="round" value={round} />
      <button
        type="submit"
        name="intent"
        value={cancelled ? 'restore-meeting' : 'cancel-meeting'}
        className="button button--outline"
      >
        {cancelled ? 'Put back on the calendar' : 'Cancel this meeting'}
        <span className="visually-hidden"> {name}</span>
      </button>
      {mine?.saved && (
        <p className="admin-status" role="status">
          {mine.saved}
        </p>
      )}
      {mine?.errors?.form && (
        <p className="admin-error" role="alert">
          {mine.errors.form}
        </p>
      )}
    </Form>
  );
}
