import { Link } from 'react-router';
import type { StandingsTop } from '#server/features/standings/standings-top.server.ts';
import { formatPoints } from '#shared/standings.ts';
import './standings-top.css';

/** A place drawn in the item; the list itself numbers the items for assistive technology. */
function Position({ place }: { place: number }) {
  return (
    <span className="standings-top__position" aria-hidden="true">
      {place}
    </span>
  );
}

/** The championships' top three on the home page, each linking to its full table. */
export function StandingsTopCard({ year, afterRace, drivers, teams }: StandingsTop) {
  return (
    <section className="standings-top" aria-labelledby="standings-top-title">
      <div className="standings-top__head">
        <h2 id="standings-top-title">Championship standings</h2>
        {afterRace && (
          <p className="muted">
            {year}, after round {afterRace.round}
          </p>
        )}
      </div>
      <div className="standings-top__lists">
        <div>
          <h3>Drivers</h3>
          <ol className="standings-top__list" aria-label="Drivers' championship, top three">
            {drivers.map((driver, index) => (
              <li key={driver.driverId}>
                <Position place={index + 1} />
                <span className="standings-top__name">
                  {driver.firstName} <span className="upper">{driver.lastName}</span>
                  <span className="standings-top__detail">{driver.team}</span>
                </span>
                <span className="standings-top__points">{formatPoints(driver.points)} pts</span>
              </li>
            ))}
          </ol>
          <Link to="/drivers">All driver standings</Link>
        </div>
        <div>
          <h3>Teams</h3>
          <ol className="standings-top__list" aria-label="Teams' championship, top three">
            {teams.map((team, index) => (
              <li key={team.teamId}>
                <Position place={index + 1} />
                <span className="standings-top__name">{team.name}</span>
                <span className="standings-top__points">{formatPoints(team.points)} pts</span>
              </li>
            ))}
          </ol>
          <Link to="/teams">All team standings</Link>
        </div>
      </div>
    </section>
  );
}
