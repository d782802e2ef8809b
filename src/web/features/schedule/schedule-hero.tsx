import { formatDay } from '#shared/date-format.ts';
import { meetingTrack, type ScheduleMeeting } from '#shared/meetings.ts';
import { groupSessionsByDay } from '#shared/session-days.ts';
import { sessionLabels } from '#shared/sessions.ts';
import { raceCardId } from './race-card.tsx';
import { SessionClock } from './session-time.tsx';

type Props = { meeting: ScheduleMeeting; label: string; timeZone: string; serverTimeZone: string };

const dayTitle = { weekday: 'long', day: 'numeric', month: 'long' } as const;

/**
 * The current round with its sessions grouped by day in the visitor's zone. The whole card is one
 * link to the round's card further down.
 */
export function ScheduleHero({ meeting, label, timeZone, serverTimeZone }: Props) {
  const track = meetingTrack(meeting);
  const days = groupSessionsByDay(meeting.sessions, timeZone);
  return (
    <section className="schedule-hero" aria-labelledby="schedule-hero-title">
      <div className="schedule-hero__intro">
        <p className="schedule-hero__status">
          <span className="pill pill--live">{label}</span>
          <span>Round {meeting.round}</span>
        </p>
        <h2 id="schedule-hero-title" className="schedule-hero__title">
          {meeting.name}
        </h2>
        <p className="schedule-hero__place">
          {meeting.circuitName} · {meeting.placeName}, {meeting.countryName}
        </p>
        <a className="schedule-hero__jump" href={`#${raceCardId(meeting.round)}`}>
          Jump to round {meeting.round}
          <span className="visually-hidden">: {meeting.name}</span>
        </a>
      </div>
      <ol className="schedule-hero__days">
        {days.map((day) => (
          <li key={day.date} className="schedule-hero__day">
            <h3 className="schedule-hero__day-title">{formatDay(day.date, dayTitle)}</h3>
            <ul className="schedule-hero__sessions">
              {day.sessions.map((session) => (
                <li key={session.kind}>
                  <span>{sessionLabels[session.kind]}</span>
                  <SessionClock session={session} serverTimeZone={serverTimeZone} track={track} />
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  );
}
