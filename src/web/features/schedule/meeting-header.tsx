import { Link } from 'react-router';
import type { Meeting } from '#shared/meetings.ts';
import { isSprintWeekend } from '#shared/session-days.ts';
import { LocalTime } from '#web/components/ui/local-time.tsx';

type Neighbour = { name: string; href: string } | null;
type Props = { meeting: Meeting; previous: Neighbour; next: Neighbour; serverTimeZone: string };

const dayMonthYear: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };
const dayMonth: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long' };

/** The meeting's name, place and dates, and the rounds either side. */
export function MeetingHeader({ meeting, previous, next, serverTimeZone }: Props) {
  const first = meeting.sessions[0];
  const race = meeting.sessions.at(-1);
  const at = (session: typeof first) => session?.startsAt ?? `${session?.date}T12:00:00Z`;
  return (
    <header className="meeting__header">
      <nav aria-label="Rounds" className="meeting__rounds">
        <Link to={`/schedule?year=${meeting.year}#round-${meeting.round}`}>{meeting.year} schedule</Link>
        {previous && (
          <Link to={previous.href} rel="prev">
            ‹ {previous.name}
          </Link>
        )}
        {next && (
          <Link to={next.href} rel="next">
            {next.name} ›
          </Link>
        )}
      </nav>
      <p className="eyebrow">
        Round {meeting.round} · {meeting.year}
        {isSprintWeekend(meeting.sessions) && ' · Sprint weekend'}
      </p>
      <h1>{meeting.name}</h1>
      <p className="meeting__official">{meeting.officialName}</p>
      <p className="meeting__place">
        {meeting.circuitName} · {meeting.placeName}, {meeting.countryName}
      </p>
      {first && race && (
        <p className="meeting__dates">
          <LocalTime
            at={at(first)}
            options={dayMonth}
            serverTimeZone={first.startsAt ? serverTimeZone : 'UTC'}
          />{' '}
          –{' '}
          <LocalTime
            at={at(race)}
            options={dayMonthYear}
            serverTimeZone={race.startsAt ? serverTimeZone : 'UTC'}
          />
        </p>
      )}
    </header>
  );
}
