import { Form } from 'react-router';
import { readFormData } from '#server/http/read-form-data.ts';
import { scheduleSeasons, seasonMeetings } from '#server/race-data/calendar.ts';
import { seasonInFocus } from '#server/race-data/season-in-focus.ts';
import { circuitTimeZone, utcToZoned } from '#shared/circuit-time-zones.ts';
import { sessionLabels } from '#shared/sessions.ts';
import { AdminNav } from '#web/features/admin/admin-nav.tsx';
import { utcText } from '#web/features/admin/format.ts';
import { rescheduleSession, type SessionTimeResult } from '#web/features/admin/season-events.server.ts';
import { assertSameOrigin, requireAdmin } from '#web/features/auth/guards.server.ts';
import '#web/features/admin/admin.css';
import type { Route } from './+types/admin-season-events';

export function meta() {
  return [{ title: 'Season events · Admin · Pitwall' }, { name: 'robots', content: 'noindex' }];
}

async function seasonOf(context: Route.LoaderArgs['context'], request: Request) {
  const seasons = await scheduleSeasons(context.services);
  const asked = Number(new URL(request.url).searchParams.get('season'));
  const season = seasons.includes(asked) ? asked : await seasonInFocus(context.services);
  return { seasons, season };
}

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  const { seasons, season } = await seasonOf(context, request);
  const meetings = (await seasonMeetings(context.services, season)).map((meeting) => {
    const zone = circuitTimeZone(meeting.circuitId);
    return {
      round: meeting.round,
      name: meeting.name,
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
  return { seasons, season, meetings };
}

/** One session's reschedule: the circuit's local time in, UTC stored, the admin's edit audited. */
export async function action({ context, request }: Route.ActionArgs) {
  assertSameOrigin(context, request);
  const user = await requireAdmin(context, request);
  const form = await readFormData(request, 16 * 1024);
  return rescheduleSession(context.services, user, form, Number(form.get('season')));
}

export default function SeasonEvents({ loaderData, actionData }: Route.ComponentProps) {
  const { seasons, season, meetings } = loaderData;
  const result = actionData as SessionTimeResult | undefined;
  return (
    <main className="page admin-page">
      <p className="eyebrow">Admin</p>
      <h1>Season events</h1>
      <AdminNav />
      <p className="lead">
        Times are entered in the circuit’s local time and stored in UTC. A change shows at once on the
        schedule, the home page, the calendar export and the results API.
      </p>
      <Form method="get" className="admin-inline-form">
        <div className="field">
          <label className="field__label" htmlFor="events-season">
            Season
          </label>
          <select id="events-season" className="field__input" name="season" defaultValue={season}>
            {seasons.map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button--outline">
          Show
        </button>
      </Form>
      <section aria-labelledby="meetings-heading">
        <h2 id="meetings-heading">{season} meetings</h2>
        {meetings.length === 0 && <p>No meetings in this season yet.</p>}
        {meetings.map((meeting) => (
          <details
            key={meeting.round}
            className="admin-meeting"
            open={result?.form.startsWith(`${meeting.round}-`) || undefined}
          >
            <summary>
              Round {meeting.round}: {meeting.name}
            </summary>
            <p className="admin-status">
              {meeting.circuitName}; local time {meeting.zone}
            </p>
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
    </main>
  );
}
