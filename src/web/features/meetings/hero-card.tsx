import { Link } from 'react-router';
import { formatDay } from '#shared/date-format.ts';
import { countdown, featuredSession, type Meeting, meetingStartsAt, meetingTrack } from '#shared/meetings.ts';
import { sessionLabels, sessionStartsAt } from '#shared/sessions.ts';
import { BothTimes } from '#web/components/ui/both-times.tsx';
import { LocalTime, sessionStart } from '#web/components/ui/local-time.tsx';
import { CircuitDrawing } from './circuit-drawing.tsx';
import { useTickingNow } from './use-ticking-now.ts';

type Props = { meeting: Meeting; drawing: string | null; serverNow: string };

const dayMonth: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short' };
const monthName: Intl.DateTimeFormatOptions = { month: 'long' };
/** The current or next meeting: where, when, its next session and a countdown within 24 hours. */
export function HeroCard({ meeting, drawing, serverNow }: Props) {
  const now = useTickingNow(serverNow);
  const featured = featuredSession(meeting, new Date(now));
  const started = now >= meetingStartsAt(meeting);
  const first = meeting.sessions[0];
  const race = meeting.sessions.at(-1);
  const left = featured?.status === 'upcoming' ? countdown(sessionStartsAt(featured), now) : undefined;
  const month = race ? formatDay(race.date, monthName) : '';

  return (
    <section className="hero-card" aria-labelledby="hero-title">
      <div className="hero-card__text">
        <p className="hero-card__status">
          <span className={started ? 'pill pill--live' : 'pill'}>
            {started ? 'This weekend' : 'Next meeting'}
          </span>
          <span>
            Round {meeting.round} · {meeting.year}
          </span>
        </p>
        <h1 id="hero-title" className="hero-card__title">
          <Link to={`/schedule/${meeting.year}/${meeting.slug}`}>{meeting.name}</Link>
        </h1>
        <p className="hero-card__place">
          {meeting.countryName} · {meeting.circuitName}
        </p>
        {first && race && (
          <p className="hero-card__dates">
            <span className="hero-card__month">{month}</span>{' '}
            <LocalTime at={first.startsAt ?? `${first.date}T12:00:00Z`} options={dayMonth} /> –{' '}
            <LocalTime at={race.startsAt ?? `${race.date}T12:00:00Z`} options={dayMonth} />
          </p>
        )}
        {featured ? (
          <div className="hero-card__session" aria-live="polite">
            <span className={featured.status === 'live' ? 'pill pill--live' : 'pill'}>
              {featured.status === 'live' ? 'Live' : 'Upcoming'}
            </span>{' '}
            <strong>{sessionLabels[featured.kind]}</strong>
            {featured.startsAt && (
              <>
                {' · '}
                <BothTimes at={featured.startsAt} options={sessionStart} track={meetingTrack(meeting)} />
              </>
            )}
            {left && (
              <p className="hero-card__countdown">
                Starts in <span className="countdown">{left}</span>
              </p>
            )}
            {featured.status === 'live' && <p className="hero-card__countdown">Session started</p>}
          </div>
        ) : (
          <p className="hero-card__session">The weekend is over.</p>
        )}
      </div>
      <CircuitDrawing
        className="hero-card__circuit"
        path={drawing}
        label={`Layout of ${meeting.circuitName}`}
      />
    </section>
  );
}
