import { Link } from 'react-router';
import type { TeamStanding } from '#server/race-data/standings.ts';
import { formatPoints } from '#shared/standings.ts';
import { liveryStyle } from '#web/components/ui/livery.ts';
import { TeamCar, TeamLogo } from '#web/components/ui/team-image.tsx';

type Props = {
  team: TeamStanding;
  year: number;
  /** docs/product.md §5: false when any team's points are unknown; positions and points are then hidden. */
  showStanding: boolean;
  /** The signed-in visitor's favourite team. */
  favourite: boolean;
  /** Team pages show the season in focus only, so an earlier season's card links to none. */
  linked: boolean;
};

/** A team's card on /teams: position, name, wins, fans, points, drivers, logo and car. */
export function TeamCard({ team, year, showStanding, favourite, linked }: Props) {
  const titleId = `team-${team.teamId}`;
  return (
    <article
      className={favourite ? 'team-card team-card--favourite' : 'team-card'}
      style={liveryStyle(team)}
      aria-labelledby={titleId}
    >
      <header className="team-card__header">
        {showStanding && team.position !== null && (
          <p className="team-card__position">
            <span className="visually-hidden">Position </span>
            {team.position}
          </p>
        )}
        <div className="team-card__title">
          <h2 id={titleId} className="team-card__name">
            {linked ? <Link to={`/teams/${team.teamId}`}>{team.name}</Link> : team.name}
          </h2>
          {favourite && <p className="team-card__favourite">Your team</p>}
        </div>
        <TeamLogo className="team-logo" team={team} src={team.logoUrl} />
      </header>
      {team.drivers.length > 0 && (
        <ul className="team-card__drivers" aria-label={`${team.name} drivers`}>
          {team.drivers.map((driver) => (
            <li key={driver.driverId}>
              {driver.pageId ? (
                <Link to={`/drivers/${driver.pageId}`}>
                  {driver.firstName} <strong>{driver.lastName}</strong>
                </Link>
              ) : (
                <>
                  {driver.firstName} <strong>{driver.lastName}</strong>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      <TeamCar className="team-car" team={team} src={team.carImageUrl} alt={`${team.name} ${year} car`} />
      {(team.wins > 0 || team.fans > 0 || (showStanding && team.points !== null)) && (
        <footer className="team-card__footer">
          <p className="team-card__facts">
            {team.wins > 0 && (
              <span>
                {team.wins} {team.wins === 1 ? 'race won' : 'races won'}
              </span>
            )}
            {team.fans > 0 && <span>Liked by {team.fans}</span>}
          </p>
          {showStanding && team.points !== null && (
            <p className="team-card__points">
              {formatPoints(team.points)} <abbr title="points">PTS</abbr>
            </p>
          )}
        </footer>
      )}
    </article>
  );
}
