import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import type { PodiumPlace } from '#server/race-data/podiums.ts';
import type { Meeting } from '#shared/meetings.ts';
import { isSprintWeekend, sessionShortLabels } from '#shared/session-days.ts';
import { sessionLabels } from '#shared/sessions.ts';
import { SessionClock, SessionDate } from './session-time.tsx';

type Props = {
  meeting: Meeting;
  /** Set on the current (or next) round, which the card highlights. */
  highlight?: string;
  finished: boolean;
  /** The round's top three, once its race is run and classified. */
  podium?: PodiumPlace[];
  /** The spoiler shield keeps this round's podium back. */
  podiumHidden?: boolean;
  serverTimeZone: string;
};

export const raceCardId = (round: number) => `round-${round}`;

/**
 * A round of the season: where, each session's date and local time, and once it is run its podium
 * with a link to the results. Opens the meeting page.
 */
export function RaceCard({
  meeting,
  highlight,
  finished,
  podium,
  podiumHidden = false,
  serverTimeZone,
}: Props) {
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
      {podium && podium.length > 0 && <RacePodium meeting={meeting} podium={podium} />}
      {podiumHidden && (
        <p className="race-card__hidden">
          Podium hidden by your <Link to="/spoilers">spoiler shield</Link>
        </p>
      )}
    </article>
  );
}

/** The top three, each marked in the team's colour, and the way to the round's full results. */
function RacePodium({ meeting, podium }: { meeting: Meeting; podium: PodiumPlace[] }) {
  return (
    <div className="race-card__result">
      <ol className="race-card__podium" aria-label="Podium">
        {podium.map((place) => (
          <li
            key={place.driverId}
            className="race-card__place"
            style={place.team ? ({ '--team-colour': place.team.colour } as CSSProperties) : undefined}
          >
            <span className="race-card__position">{place.position}</span>{' '}
            <span className="race-card__driver">{place.driverName}</span>{' '}
            {place.team && <span className="race-card__team">{place.team.name}</span>}
          </li>
        ))}
      </ol>
      <Link className="race-card__results" to={`/race-results/${meeting.year}/${meeting.round}`}>
        Race results<span className="visually-hidden"> of the {meeting.name}</span>
      </Link>
    </div>
  );
}
