import { Link } from 'react-router';
import type { DriverSeason } from '#server/race-data/driver-season.ts';
import { formatPoints } from '#shared/standings.ts';
import { TableScroll } from '#web/components/ui/table-scroll.tsx';

type Props = { rounds: DriverSeason['rounds']; year: number; driverName: string };

/** The season race by race: round, Grand Prix, grid, finish, points and the sprint where there was one. */
export function SeasonResultsTable({ rounds, year, driverName }: Props) {
  const hasSprints = rounds.some((row) => row.sprintFinish !== null);
  const teams = new Set(rounds.map((row) => row.team?.teamId));
  return (
    <TableScroll name={{ labelledBy: 'season-results-caption' }} className="driver-table-scroll">
      <table className="driver-table">
        <caption id="season-results-caption" className="visually-hidden">
          {`${driverName}'s ${year} results, race by race`}
        </caption>
        <thead>
          <tr>
            <th scope="col" className="num driver-table__round">
              <abbr title="Round">Rd</abbr>
            </th>
            <th scope="col">Grand Prix</th>
            {teams.size > 1 && <th scope="col">Team</th>}
            <th scope="col" className="num">
              Grid
            </th>
            <th scope="col" className="num">
              Finish
            </th>
            <th scope="col" className="num">
              <abbr title="Points">Pts</abbr>
            </th>
            {hasSprints && (
              <th scope="col" className="num">
                Sprint
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rounds.map((row) => (
            <tr key={row.round}>
              <td className="num driver-table__round">{row.round}</td>
              <th scope="row">
                <Link to={`/schedule/${year}/${row.slug}`}>{row.name.replace(/ Grand Prix$/, '')}</Link>
              </th>
              {teams.size > 1 && <td>{row.team?.name ?? '–'}</td>}
              <td className="num">{row.grid ?? '–'}</td>
              <td className="num">
                <span className={row.finishNumber === 1 ? 'finish finish--win' : 'finish'}>
                  {row.finish ?? '–'}
                </span>
                {row.retired && row.finish !== 'DNF' && (
                  <span className="driver-table__retired">
                    {' '}
                    <abbr title={`Retired: ${row.retired}`}>ret.</abbr>
                  </span>
                )}
              </td>
              <td className="num">{formatPoints(row.points)}</td>
              {hasSprints && (
                <td className="num">
                  {row.sprintFinish === null ? (
                    '–'
                  ) : (
                    <>
                      <span className="visually-hidden">Finished </span>
                      {row.sprintFinish}
                      <span className="driver-table__sprint-points">
                        {' '}
                        · {formatPoints(row.sprintPoints ?? 0)} pts
                      </span>
                    </>
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
