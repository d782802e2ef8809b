import type { RaceVoteCount } from '#server/features/admin/votes-per-race.queries.ts';
import { TableScroll } from '#web/components/ui/table-scroll.tsx';

/** Fan's Choice votes per race of the season in focus: fans who voted and votes cast. */
export function VotesSection({ season, races }: { season: number; races: RaceVoteCount[] }) {
  const total = races.reduce((sum, race) => sum + race.votes, 0);
  return (
    <section aria-labelledby="votes-heading">
      <h2 id="votes-heading">Votes per race, {season}</h2>
      <p>
        {total} Fan’s Choice {total === 1 ? 'vote' : 'votes'} cast this season.
      </p>
      {races.length > 0 ? (
        <TableScroll name={{ label: 'Votes per race table' }} className="admin-scroll">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Round</th>
                <th scope="col">Race</th>
                <th scope="col">Fans who voted</th>
                <th scope="col">Votes</th>
              </tr>
            </thead>
            <tbody>
              {races.map((race) => (
                <tr key={race.round}>
                  <td>{race.round}</td>
                  <th scope="row">{race.name}</th>
                  <td>{race.voters}</td>
                  <td>{race.votes}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      ) : (
        <p>The season has no races yet.</p>
      )}
    </section>
  );
}
