import { useId } from 'react';
import { Link } from 'react-router';
import type { RoundWinner } from '#shared/results-archive.ts';
import { TableScroll } from '#web/components/ui/table-scroll.tsx';

type Props = {
  year: number;
  winners: RoundWinner[];
  hrefFor: (round: number) => string;
  driverHref: (driverId: string) => string | undefined;
};

/** The season summary: who won each round so far, folded away under its summary line. */
export function SeasonWinners({ year, winners, hrefFor, driverHref }: Props) {
  const captionId = useId();
  if (winners.length === 0) return null;
  return (
    <details className="season-winners">
      <summary>Season summary: the winners of {year}</summary>
      <TableScroll name={{ labelledBy: captionId }} className="season-winners__scroll">
        <table className="data-table">
          <caption id={captionId} className="visually-hidden">
            Winners of {year}, round by round
          </caption>
          <thead>
            <tr>
              <th scope="col" className="data-table__pos">
                Round
              </th>
              <th scope="col">Grand Prix</th>
              <th scope="col">Winner</th>
              <th scope="col">Team</th>
            </tr>
          </thead>
          <tbody>
            {winners.map((winner) => {
              const driver = driverHref(winner.driverId);
              return (
                <tr key={winner.round}>
                  <td className="data-table__pos">{winner.round}</td>
                  <th scope="row">
                    <Link to={hrefFor(winner.round)}>{winner.raceName}</Link>
                  </th>
                  <td>{driver ? <Link to={driver}>{winner.driverName}</Link> : winner.driverName}</td>
                  <td>{winner.teamName}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroll>
    </details>
  );
}
