import type { Track } from '#shared/meetings.ts';
import type { SessionStatus, TimedSession } from '#shared/sessions.ts';
import { sessionLabels } from '#shared/sessions.ts';
import { BothTimes } from '#web/components/ui/both-times.tsx';
import { LocalTime, sessionStart } from '#web/components/ui/local-time.tsx';

type Props = {
  sessions: (TimedSession & { status: SessionStatus })[];
  /** The meeting's track: each start shows at its local time too. */
  track?: Track | undefined;
  /** The zone the server renders the visitor's times in (UTC unless the browser reported one). */
  serverTimeZone?: string;
};

const statusText: Record<SessionStatus, string> = {
  upcoming: 'Upcoming',
  live: 'Live',
  finished: 'Finished',
};

const dayOnly: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short' };

/** A weekend's sessions with their start in the visitor's time zone and the track's, and their state. */
export function WeekendTimetable({ sessions, track, serverTimeZone = 'UTC' }: Props) {
  return (
    <ol className="timetable">
      {sessions.map((session) => (
        <li key={session.kind} className={`timetable__row timetable__row--${session.status}`}>
          <span className="timetable__name">{sessionLabels[session.kind]}</span>
          <span className="timetable__time">
            {session.startsAt ? (
              <BothTimes
                at={session.startsAt}
                options={sessionStart}
                track={track}
                serverTimeZone={serverTimeZone}
              />
            ) : (
              <LocalTime at={`${session.date}T12:00:00Z`} options={dayOnly} />
            )}
          </span>
          <span className="timetable__status">{statusText[session.status]}</span>
        </li>
      ))}
    </ol>
  );
}
