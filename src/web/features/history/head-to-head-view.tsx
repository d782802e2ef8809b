import { Link } from 'react-router';
import type { HeadToHead } from '#server/features/history/head-to-head.server.ts';
import { formatPoints } from '#shared/standings.ts';
import { TableScroll } from '#web/components/ui/table-scroll.tsx';
import { seasonHref } from './history-links.ts';

type Totals = HeadToHead['a']['totals'];

const rows: [string, (t: Totals) => string | number][] = [
  ['Grand Prix starts', (t) => t.starts],
  ['Wins', (t) => t.wins],
  ['Podiums', (t) => t.podiums],
  ['Poles', (t) => t.poles],
  ['Championship points', (t) => formatPoints(t.points)],
  ['Titles', (t) => t.titles],
];

const span = (years: number[]) =>
  years.length === 0 ? '' : years.length === 1 ? `${years[0]}` : `${years[0]}–${years.at(-1)}`;

/** The comparison: totals side by side, the duels in races both started, and a season's races. */
export function HeadToHeadView({ result }: { result: HeadToHead }) {
  const { a, b, season, together } = result;
  const scope = season === null ? 'careers' : `${season} season`;
  const seasonRows: [string, (t: Totals) => string | number][] =
    season === null ? rows : [['Championship position', (t) => t.championshipPosition ?? '–'], ...rows];
  return (
    <>
      <section aria-labelledby="h2h-totals" className="h2h-section">
        <h2 id="h2h-totals">
          {season === null ? b ? 'Careers' : 'Career' : <Link to={seasonHref(season)}>{season} season</Link>}
        </h2>
        <TableScroll name={{ labelledBy: 'h2h-totals-caption' }} className="history-table-scroll">
          <table className="data-table h2h-table">
            <caption id="h2h-totals-caption" className="visually-hidden">
              Totals over the {scope}
            </caption>
            <thead>
              <tr>
                <td />
                <th scope="col">
                  {a.name} <span className="h2h-years">{span(a.years)}</span>
                </th>
                {b && (
                  <th scope="col">
                    {b.name} <span className="h2h-years">{span(b.years)}</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {seasonRows.map(([label, value]) => (
                <tr key={label}>
                  <th scope="row">{label}</th>
                  <td className="data-table__num">{value(a.totals)}</td>
                  {b && <td className="data-table__num">{value(b.totals)}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </section>
      {b && (
        <section aria-labelledby="h2h-duels" className="h2h-section">
          <h2 id="h2h-duels">Duels</h2>
          {together.races === 0 ? (
            <p>They never started the same Grand Prix{season === null ? '' : ` in ${season}`}.</p>
          ) : (
            <>
              <p className="muted">
                {together.races} Grand{together.races === 1 ? '' : 's'} Prix both started
                {together.teamMateRaces > 0 ? `, ${together.teamMateRaces} of them as team-mates` : ''}.
              </p>
              <ul className="h2h-duels">
                <Duel title="Finished ahead" a={a.name} b={b.name} score={together.finishedAhead} />
                <Duel title="Qualified ahead" a={a.name} b={b.name} score={together.qualifiedAhead} />
              </ul>
            </>
          )}
        </section>
      )}
      {b && result.races.length > 0 && (
        <section aria-labelledby="h2h-races" className="h2h-section">
          <h2 id="h2h-races">Race by race</h2>
          <TableScroll name={{ labelledBy: 'h2h-races-caption' }} className="history-table-scroll">
            <table className="data-table">
              <caption id="h2h-races-caption" className="visually-hidden">
                Both drivers’ results in {season}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Round</th>
                  <th scope="col">Grand Prix</th>
                  <th scope="col">{a.lastName}</th>
                  <th scope="col">{b.lastName}</th>
                </tr>
              </thead>
              <tbody>
                {result.races.map((race) => (
                  <tr key={race.round}>
                    <td>{race.round}</td>
                    <th scope="row">{race.name}</th>
                    <td className={race.ahead === 'a' ? 'h2h-win' : undefined}>{race.a}</td>
                    <td className={race.ahead === 'b' ? 'h2h-win' : undefined}>{race.b}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
          <p className="muted">The better finish of each race is in bold.</p>
        </section>
      )}
    </>
  );
}

function Duel({
  title,
  a,
  b,
  score,
}: {
  title: string;
  a: string;
  b: string;
  score: { a: number; b: number };
}) {
  return (
    <li className="card h2h-duel">
      <h3>{title}</h3>
      <p>
        <span className="h2h-duel__score">{score.a}</span> {a}
      </p>
      <p>
        <span className="h2h-duel__score">{score.b}</span> {b}
      </p>
    </li>
  );
}
