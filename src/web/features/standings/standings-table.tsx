import { Link } from 'react-router';
import type { DriverStanding, TeamStanding } from '#server/race-data/standings.ts';
import { formatPoints } from '#shared/standings.ts';
import { liveryStyle } from '#web/components/ui/livery.ts';
import { TableScroll } from '#web/components/ui/table-scroll.tsx';
import './standings-table.css';

/** '-12' behind the leader, 'Leader' for him; '–' while the table is incomplete (docs/product.md §5). */
function gapText(points: number | null, leader: number | null, isLeader: boolean, complete: boolean): string {
  if (!complete || points === null || leader === null) return '–';
  return isLeader ? 'Leader' : `-${formatPoints(leader - points)}`;
}

function TeamName({ team }: { team: Pick<TeamStanding, 'name' | 'colour' | 'textColour'> }) {
  return (
    <span className="standings-table__team" style={liveryStyle(team)}>
      {team.name}
    </span>
  );
}

function Head({ first }: { first: string }) {
  return (
    <thead>
      <tr>
        <th scope="col" className="num">
          <abbr title="Position">Pos</abbr>
        </th>
        <th scope="col">{first}</th>
        <th scope="col" className="num">
          <abbr title="Points">Pts</abbr>
        </th>
        <th scope="col" className="num">
          Gap
        </th>
      </tr>
    </thead>
  );
}

type Props<Row> = { rows: Row[]; year: number; complete: boolean };
/** Team pages show the season in focus only, so an earlier season's rows link to none. */
type TeamProps = Props<TeamStanding> & { linked: boolean };

/** The drivers' championship as a compact table, as the F1 app shows it on phones: the team under the name. */
export function DriverStandingsTable({ rows, year, complete }: Props<DriverStanding>) {
  const leader = rows[0]?.points ?? null;
  return (
    <TableScroll name={{ labelledBy: 'driver-standings-caption' }} className="standings-table-view">
      <table className="standings-table">
        <caption
          id="driver-standings-caption"
          className="visually-hidden"
        >{`Driver standings ${year}`}</caption>
        <Head first="Driver" />
        <tbody>
          {rows.map((driver, index) => (
            <tr key={driver.driverId}>
              <td className="num">{complete ? (driver.position ?? '–') : '–'}</td>
              <th scope="row">
                {driver.pageId ? (
                  <Link to={`/drivers/${driver.pageId}`}>{driver.lastName}</Link>
                ) : (
                  driver.lastName
                )}
                {driver.team && (
                  <>
                    <span className="visually-hidden">, </span>
                    <TeamName team={driver.team} />
                  </>
                )}
              </th>
              <td className="num">
                {complete && driver.points !== null ? formatPoints(driver.points) : '–'}
              </td>
              <td className="num">{gapText(driver.points, leader, index === 0, complete)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** The constructors' championship as a compact table, as the F1 app shows it on phones. */
export function TeamStandingsTable({ rows, year, complete, linked }: TeamProps) {
  const leader = rows[0]?.points ?? null;
  return (
    <TableScroll name={{ labelledBy: 'team-standings-caption' }} className="standings-table-view">
      <table className="standings-table">
        <caption id="team-standings-caption" className="visually-hidden">{`Team standings ${year}`}</caption>
        <Head first="Team" />
        <tbody>
          {rows.map((team, index) => (
            <tr key={team.teamId}>
              <td className="num">{complete ? (team.position ?? '–') : '–'}</td>
              <th scope="row">
                {linked ? (
                  <Link to={`/teams/${team.teamId}`} className="standings-table__team-link">
                    <TeamName team={team} />
                  </Link>
                ) : (
                  <TeamName team={team} />
                )}
              </th>
              <td className="num">{complete && team.points !== null ? formatPoints(team.points) : '–'}</td>
              <td className="num">{gapText(team.points, leader, index === 0, complete)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
