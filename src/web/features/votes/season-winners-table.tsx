import { Link } from 'react-router';
import type { SeasonWinnerRow } from '#server/features/votes/vote-pages.server.ts';
import { voteCategories, voteCategoryLabels } from '#shared/votes.ts';
import { TableScroll } from '#web/components/ui/table-scroll.tsx';

/** Each category's winner race by race, and where the fans' best point scorer actually finished. */
export function SeasonWinnersTable({ season, rows }: { season: number; rows: SeasonWinnerRow[] }) {
  if (rows.length === 0) return null;
  return (
    <section className="vote-season" aria-labelledby="vote-season-title">
      <h2 id="vote-season-title">{season} fans&rsquo; winners, race by race</h2>
      <TableScroll name={{ labelledBy: 'vote-season-caption' }} className="vote-season__scroll">
        <table className="data-table vote-season__table">
          <caption id="vote-season-caption" className="visually-hidden">
            The most-voted candidate of each category at every {season} race with votes
          </caption>
          <thead>
            <tr>
              <th scope="col">Race</th>
              {voteCategories.map((category) => (
                <th key={category} scope="col">
                  {voteCategoryLabels[category]}
                </th>
              ))}
              <th scope="col">Fans&rsquo; pick finished</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">
                  <Link to={`/vote/results?race=${row.key}`}>
                    R{row.round} {row.name}
                  </Link>
                </th>
                {voteCategories.map((category) => (
                  <td key={category}>
                    {row.winners.find((winner) => winner.category === category)?.name ?? '–'}
                  </td>
                ))}
                <td>{row.fansPickFinished === null ? '–' : `P${row.fansPickFinished}`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}
