import { cachedMeetings } from '#server/features/meetings/meetings.server.ts';
import { currentOrNextMeeting, featuredSession } from '#shared/meetings.ts';
import { sessionLabels, sessionStatus } from '#shared/sessions.ts';
import { LocalTime } from '#web/features/meetings/local-time.tsx';
import type { Route } from './+types/home';

export function meta() {
  return [
    { title: 'Pitwall — Formula 1 news, results and race weekends' },
    {
      name: 'description',
      content: 'The next Formula 1 meeting, its sessions in your time zone, results and standings.',
    },
  ];
}

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context;
  const now = services.clock.now();
  const meeting = currentOrNextMeeting(await cachedMeetings(services), now);
  if (!meeting) return { now: now.toISOString(), meeting: null, sessions: [], featured: null };
  return {
    now: now.toISOString(),
    meeting,
    sessions: meeting.sessions.map((session) => ({ ...session, status: sessionStatus(session, now) })),
    featured: featuredSession(meeting, now) ?? null,
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { meeting, sessions, featured } = loaderData;
  if (!meeting) {
    return (
      <main className="page">
        <h1>Pitwall</h1>
        <p>No meeting is scheduled yet.</p>
      </main>
    );
  }
  return (
    <main className="page">
      <h1>{meeting.name}</h1>
      <p>
        Round {meeting.round} of {meeting.year} · {meeting.circuitName}, {meeting.countryName}
      </p>
      {featured && (
        <p>
          {featured.status === 'live' ? 'Live' : 'Upcoming'}: {sessionLabels[featured.kind]}
        </p>
      )}
      <h2>Sessions</h2>
      <ul>
        {sessions.map((session) => (
          <li key={session.kind}>
            {sessionLabels[session.kind]} ·{' '}
            {session.startsAt ? (
              <LocalTime
                at={session.startsAt}
                options={{
                  weekday: 'short',
                  day: 'numeric',
                  month: 'short',
                  hour: '2-digit',
                  minute: '2-digit',
                }}
              />
            ) : (
              session.date
            )}
          </li>
        ))}
      </ul>
    </main>
  );
}
