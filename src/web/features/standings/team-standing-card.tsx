import { Link } from 'react-router';
import type { TeamStanding } from '#server/race-data/standings.ts';
import { formatPoints } from '#shared/standings.ts';
import { liveryStyle } from '#web/components/ui/livery.ts';
import './standings.css';

type Props = { team: TeamStanding; showStanding: boolean; heading?: string; to?: string };

/** A compact team standing (position, name, wins, points) that links to the team's page or a table. */
export function TeamStandingCard({ team, showStanding, heading, to = '/teams' }: Props) {
  return (
    <Link to={to} className="team-standing-card" style={liveryStyle(team)}>
      {heading && <span className="team-standing-card__heading">{heading}</span>}
      <span className="team-standing-card__row">
        {showStanding && team.position !== null && (
          <span className="team-standing-card__position">
            <span className="visually-hidden">Position </span>
            {team.position}
          </span>
        )}
        <span className="team-standing-card__name">{team.name}</span>
        {showStanding && team.points !== null && (
          <span className="team-standing-card__points">
            {formatPoints(team.points)} <abbr title="points">PTS</abbr>
          </span>
        )}
      </span>
      {team.wins > 0 && (
        <span className="team-standing-card__wins">
          {team.wins} {team.wins === 1 ? 'race won' : 'races won'}
        </span>
      )}
    </Link>
  );
}
