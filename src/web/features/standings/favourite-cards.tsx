import { Link } from 'react-router';
import type { DriverStanding, TeamStanding } from '#server/race-data/standings.ts';
import { formatPoints } from '#shared/standings.ts';
import { liveryStyle } from '#web/components/ui/livery.ts';
import { TeamStandingCard } from './team-standing-card.tsx';

type Props = {
  team: TeamStanding | null;
  driver: DriverStanding | null;
  /** False while the season's table is incomplete: positions and points are then hidden (docs/product.md §5). */
  showStanding: boolean;
};

/** A signed-in fan's favourite team and driver as they stand, each linking to the drivers' table. */
export function FavouriteCards({ team, driver, showStanding }: Props) {
  if (!team && !driver) return null;
  return (
    <section className="favourite-cards" aria-labelledby="favourite-cards-title">
      <h2 id="favourite-cards-title">Your favourites</h2>
      <div className="favourite-cards__grid">
        {team && (
          <TeamStandingCard team={team} showStanding={showStanding} heading="Your team" to="/drivers" />
        )}
        {driver && (
          <Link
            to="/drivers"
            className="team-standing-card"
            style={driver.team ? liveryStyle(driver.team) : undefined}
          >
            <span className="team-standing-card__heading">Your driver</span>
            <span className="team-standing-card__row">
              {showStanding && driver.position !== null && (
                <span className="team-standing-card__position">
                  <span className="visually-hidden">Position </span>
                  {driver.position}
                </span>
              )}
              <span className="team-standing-card__name">
                {driver.firstName} {driver.lastName}
              </span>
              {showStanding && driver.points !== null && (
                <span className="team-standing-card__points">
                  {formatPoints(driver.points)} <abbr title="points">PTS</abbr>
                </span>
              )}
            </span>
            {driver.team && <span className="team-standing-card__wins">{driver.team.name}</span>}
          </Link>
        )}
      </div>
    </section>
  );
}
