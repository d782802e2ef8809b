import { Link } from 'react-router';
import type { Meeting } from '#shared/meetings.ts';
import { isSprintWeekend, sessionShortLabels } from '#shared/session-days.ts';
import { sessionLabels } from '#shared/sessions.ts';
import { SessionClock, SessionDate } from './session-time.tsx';

type Props = {
  meeting: Meeting;
  /** Set on the current (or next) round, which the card highlights. */
  highlight?: string;
  finished: boolean;
  serverTimeZone: string;
};

export const raceCardId = (round: number) => `round-${round}`;

/** A round of the season: where, and each session's date and local time. Opens the meeting page. */
export function RaceCard({ meeting, highlight, finished, serverTimeZone }: Props) {
  const titleId = `${raceCardId(meeting.round)}-title`;
  const classes = [
    'race-card',
    highlight && 'race-card--current',
    (finished || meeting.cancelled) && 'race-card--finished',
  ];
  return (
    <article
      id={raceCardId(meeting.round)}
      className={classes.filter(Boolean).join(' ')}
      aria-labelledby={titleId}
    >
      <p className="race-card__round">
        <span>Round {meeting.round}</span>
        {meeting.cancelled && <span className="pill">Cancelled</span>}
        {highlight && <span className="pill pill--live">{highlight}</span>}
        {!highlight && !meeting.cancelled && isSprintWeekend(meeting.sessions) && (
          <span className="pill">Sprint</span>
        )}
      </p>
      <h3 id={titleId} className="race-card__title">
        <Link className="race-card__link" to={`/schedule/${meeting.year}/${meeting.slug}`}>
          {meeting.name}
        </Link>
      </h3>
      <p className="race-card__circuit">
        {meeting.circuitName} · {meeting.countryName}
      </p>
      {meeting.cancelled && <p className="race-card__circuit">This meeting was called off.</p>}
      <dl
        className={
          meeting.cancelled ? 'race-card__sessions race-card__sessions--cancelled' : 'race-card__sessions'
        }
      >
        {meeting.sessions.map((session) => (
          <div key={session.kind} className="race-card__session">
            <dt>
              <abbr title={sessionLabels[session.kind]}>{sessionShortLabels[session.kind]}</abbr>
            </dt>
            <dd className="race-card__date">
              <SessionDate session={session} serverTimeZone={serverTimeZone} />
            </dd>
            <dd className="race-card__time">
              <SessionClock session={session} serverTimeZone={serverTimeZone} />
            </dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
