import { Link } from 'react-router';
import type { TeamSeason } from '#server/features/teams/team-page.server.ts';
import { formatPoints } from '#shared/standings.ts';
import { TableScroll } from '#web/components/ui/table-scroll.tsx';

type Props = {
  rounds: NonNullable<TeamSeason['outcome']>['rounds'];
  progression: NonNullable<TeamSeason['outcome']>['progression'];
  year: number;
  teamName: string;
};

/** The team's season race by race: its best finish, its race and sprint points, and its running total. */
export function TeamRoundsTable({ rounds, progression, year, teamName }: Props) {
  const hasSprints = rounds.some((row) => row.sprintPoints !== null);
  const totals = new Map(progression.map((point) => [point.round, point.total]));
  return (
    <TableScroll name={{ labelledBy: 'team-rounds-caption' }} className="driver-table-scroll">
      <table className="driver-table team-rounds">
        <caption id="team-rounds-caption" className="visually-hidden">
          {`${teamName}'s ${year} points, race by race`}
        </caption>
        <thead>
          <tr>
            <th scope="col" className="num driver-table__round">
              <abbr title="Round">Rd</abbr>
            </th>
            <th scope="col">Grand Prix</th>
            <th scope="col" className="num">
              Best
            </th>
            <th scope="col" className="num">
              <abbr title="Points">Pts</abbr>
            </th>
            {hasSprints && (
              <th scope="col" className="num">
                <abbr title="Sprint points">Spr</abbr>
              </th>
            )}
            <th scope="col" className="num">
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {rounds.map((row) => (
            <tr key={row.round}>
              <td className="num driver-table__round">{row.round}</td>
              <th scope="row">
                <Link to={`/schedule/${year}/${row.slug}`}>{row.name.replace(/ Grand Prix$/, '')}</Link>
              </th>
              <td className="num">
                <span className={row.bestFinish === 1 ? 'finish finish--win' : 'finish'}>
                  {row.bestFinish ?? '–'}
                </span>
              </td>
              <td className="num">{formatPoints(row.racePoints)}</td>
              {hasSprints && (
                <td className="num driver-table__sprint-points">
                  {row.sprintPoints === null ? '–' : formatPoints(row.sprintPoints)}
                </td>
              )}
              <td className="num">{formatPoints(totals.get(row.round) ?? 0)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
