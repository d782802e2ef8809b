import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import type { PodiumPlace } from '#server/race-data/podiums.ts';
import type { ScheduleMeeting } from '#shared/meetings.ts';
import { isSprintWeekend, sessionShortLabels } from '#shared/session-days.ts';
import { sessionLabels } from '#shared/sessions.ts';
import { SessionDateTime } from './session-time.tsx';

type Props = {
  meeting: ScheduleMeeting;
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
        <span>{`Round ${meeting.round}`}</span>
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
      <p className="race-card__circuit">{`${meeting.circuitName} · ${meeting.countryName}`}</p>
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
            <dd>
              <SessionDateTime session={session} serverTimeZone={serverTimeZone} />
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

/** Custom properties that paint in the team's colour with readable text on it; neutral without a team. */
const teamColours = (team: PodiumPlace['team']) =>
  ({
    '--team-colour': team?.colour ?? '#6E6E88',
    '--team-text': team?.textColour ?? '#FFFFFF',
  }) as CSSProperties;

/**
 * The winner's tile in his team's colour: his car's number, and his photo beside it when the media
 * list has one. Its size is fixed, so nothing moves when the photo arrives; a photo that fails to
 * load leaves the colour (CSS covers the broken image, with or without JavaScript).
 */
function WinnerTile({ place }: { place: PodiumPlace }) {
  return (
    <span
      className={place.photoUrl ? 'race-card__tile race-card__tile--photo' : 'race-card__tile'}
      aria-hidden="true"
    >
      <span className="race-card__number">{place.driverNumber ?? place.driverCode}</span>
      {place.photoUrl && (
        <img
          className="race-card__photo"
          src={place.photoUrl}
          alt=""
          width={64}
          height={64}
          loading="lazy"
          decoding="async"
        />
      )}
    </span>
  );
}

/** The winner in front: his tile, name, code and team, and for screen readers his car's number. */
function Winner({ place }: { place: PodiumPlace }) {
  return (
    <li className="race-card__place race-card__place--winner" style={teamColours(place.team)}>
      <span className="race-card__position">Winner</span>{' '}
      <span className="race-card__driver">{place.driverName}</span>{' '}
      <span className="race-card__meta">
        {place.driverCode && <span className="race-card__code">{place.driverCode}</span>}{' '}
        {place.team && <span className="race-card__team">{place.team.name}</span>}
        {place.driverNumber && <span className="visually-hidden">, car {place.driverNumber}</span>}
      </span>
      <WinnerTile place={place} />
    </li>
  );
}

/**
 * The top three and the way to the round's full results: the winner in front with his number (and
 * photo) in the team's colour; second and third on a line each, marked in their team's colour
 * beside the team's name.
 */
function RacePodium({ meeting, podium }: { meeting: ScheduleMeeting; podium: PodiumPlace[] }) {
  return (
    <div className="race-card__result">
      <ol className="race-card__podium" aria-label="Podium">
        {podium.map((place) =>
          place.position === 1 ? (
            <Winner key={place.driverId} place={place} />
          ) : (
            <li key={place.driverId} className="race-card__place" style={teamColours(place.team)}>
              <span className="race-card__position">{place.position}</span>{' '}
              <span className="race-card__driver">{place.driverName}</span>{' '}
              {place.team && <span className="race-card__team">{place.team.name}</span>}
            </li>
          ),
        )}
      </ol>
      <Link className="race-card__results" to={`/race-results/${meeting.year}/${meeting.round}`}>
        Race results<span className="visually-hidden"> of the {meeting.name}</span>
      </Link>
    </div>
  );
}
