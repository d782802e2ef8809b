import { Link } from 'react-router';
import type { FanRace } from '#server/features/predictions/predictions.server.ts';
import { TableScroll } from '#web/components/ui/table-scroll.tsx';
import '#web/components/ui/data-table.css';

const pointsText = (points: number | null) => (points === null ? '–' : String(points));

/** A fan's season race by race: each pick beside the outcome and the points it earned, and the race's score. */
export function SeasonPicks({ season, races, total }: { season: number; races: FanRace[]; total: number }) {
  if (races.length === 0) {
    return <p>You have not made any picks for the {season} season yet.</p>;
  }
  return (
    <>
      <p className="predict-total">
        Your {season} total: <strong>{total} points</strong>
        {races.some((race) => race.hidden.length > 0) && ' (races your spoiler shield hides are left out)'}
      </p>
      {races.map((race) => (
        <TableScroll key={race.round} name={{ labelledBy: `picks-${race.round}` }}>
          <table className="data-table predict-race">
            <caption id={`picks-${race.round}`}>
              <Link to={`/schedule/${race.season}/${race.slug}`}>
                Round {race.round}: {race.name}
              </Link>
              <span className="predict-race__score">
                {race.hidden.length > 0
                  ? 'Score hidden by your spoiler shield'
                  : race.points === null
                    ? 'Not scored yet'
                    : `${race.points} points`}
              </span>
            </caption>
            <thead>
              <tr>
                <th scope="col">Pick</th>
                <th scope="col">Your driver</th>
                <th scope="col">Result</th>
                <th scope="col" className="data-table__num">
                  Points
                </th>
              </tr>
            </thead>
            <tbody>
              {race.picks.map((pick) => (
                <tr key={pick.kind}>
                  <th scope="row">{pick.label}</th>
                  <td>{pick.driverName ?? 'No pick'}</td>
                  <td>{pick.outcomeName ?? '–'}</td>
                  <td className="data-table__num">{pointsText(pick.points)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      ))}
    </>
  );
}
