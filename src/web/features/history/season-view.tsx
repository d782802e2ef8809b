import { Link } from 'react-router';
import type { HistorySeasonPage } from '#server/features/history/history.server.ts';
import { formatPoints } from '#shared/standings.ts';
import { TableScroll } from '#web/components/ui/table-scroll.tsx';
import { driverHref, seasonHref } from './history-links.ts';

type Props = { season: HistorySeasonPage & { currentSeason: number } };

/** The results archive pages cover 2014 to the season in focus. */
const archiveFrom = 2014;

/** One season of the history: its winners round by round and its championship tables. */
export function SeasonView({ season }: Props) {
  const { year } = season;
  const inArchive = year >= archiveFrom && year <= season.currentSeason;
  const champion = season.complete ? season.drivers.find((row) => row.position === 1) : undefined;
  const team = season.complete ? season.constructors.find((row) => row.position === 1) : undefined;
  return (
    <main className="page history-page">
      <p>
        <Link to="/f1-history">← F1 history</Link>
      </p>
      <header>
        <p className="eyebrow">Season</p>
        <h1>{year} Formula 1 season</h1>
        <p className="lead">
          {champion ? (
            <>
              Drivers’ champion <Link to={driverHref(champion.id)}>{champion.name}</Link>
              {team ? `, constructors’ champion ${team.name}` : ''}.
            </>
          ) : (
            `${season.racesRun} of ${season.rounds} rounds run so far.`
          )}
        </p>
        <nav aria-label={`More about ${year}`} className="season-links">
          {season.previous && (
            <Link to={seasonHref(season.previous)} className="button button--outline">
              ← {season.previous}
            </Link>
          )}
          {inArchive && (
            <>
              <Link to={`/race-results/${year}`} className="button button--outline">
                Race results
              </Link>
              <Link to={`/qualifying-results/${year}`} className="button button--outline">
                Qualifying
              </Link>
            </>
          )}
          {season.next && (
            <Link to={seasonHref(season.next)} className="button button--outline">
              {season.next} →
            </Link>
          )}
        </nav>
      </header>

      <section aria-labelledby="rounds-title">
        <h2 id="rounds-title">Grand Prix winners</h2>
        <TableScroll name={{ labelledBy: 'rounds-caption' }} className="history-table-scroll">
          <table className="data-table">
            <caption id="rounds-caption" className="visually-hidden">
              Winners and pole sitters of {year}, round by round
            </caption>
            <thead>
              <tr>
                <th scope="col">Round</th>
                <th scope="col">Grand Prix</th>
                <th scope="col">Winner</th>
                <th scope="col">Pole</th>
              </tr>
            </thead>
            <tbody>
              {season.races.map((race) => (
                <tr key={race.round}>
                  <td>{race.round}</td>
                  <th scope="row">
                    {inArchive ? (
                      <Link to={`/race-results/${year}/${race.round}`}>{race.name}</Link>
                    ) : (
                      race.name
                    )}
                  </th>
                  <td>
                    {race.winners.map((winner, index) => (
                      <span key={winner.driverId}>
                        {index > 0 && ' / '}
                        <Link to={driverHref(winner.driverId)}>{winner.name}</Link>
                        <span className="muted"> {winner.team}</span>
                      </span>
                    ))}
                  </td>
                  <td>
                    {race.pole ? <Link to={driverHref(race.pole.driverId)}>{race.pole.name}</Link> : '–'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </section>

      <div className="history-tables">
        <section aria-labelledby="drivers-title">
          <h2 id="drivers-title">Drivers’ championship</h2>
          <StandingsTable
            id="drivers-caption"
            caption={`Drivers’ championship ${year}`}
            rows={season.drivers.map((row) => ({ ...row, href: driverHref(row.id) }))}
          />
        </section>
        {season.constructors.length > 0 && (
          <section aria-labelledby="constructors-title">
            <h2 id="constructors-title">Constructors’ championship</h2>
            <StandingsTable
              id="constructors-caption"
              caption={`Constructors’ championship ${year}`}
              rows={season.constructors}
            />
          </section>
        )}
      </div>
    </main>
  );
}

type Row = { id: string; name: string; position: number | null; points: number; href?: string };

/** A championship table; `id` is its caption's, which names its scrolling box. */
function StandingsTable({ id, caption, rows }: { id: string; caption: string; rows: Row[] }) {
  return (
    <TableScroll name={{ labelledBy: id }} className="history-table-scroll">
      <table className="data-table">
        <caption id={id} className="visually-hidden">
          {caption}
        </caption>
        <thead>
          <tr>
            <th scope="col">Pos</th>
            <th scope="col">Name</th>
            <th scope="col" className="data-table__num">
              Points
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>{row.position ?? '–'}</td>
              <th scope="row">{row.href ? <Link to={row.href}>{row.name}</Link> : row.name}</th>
              <td className="data-table__num">{formatPoints(row.points)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
