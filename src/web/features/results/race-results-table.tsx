import type { RaceResultRow } from '#shared/results-archive.ts';

type Props = { caption: string; context: string; rows: RaceResultRow[] };

/** A race or sprint classification: position, driver, constructor, points, status, fastest lap. */
export function RaceResultsTable({ caption, context, rows }: Props) {
  return (
    <table className="data-table">
      <caption>
        {caption}
        <span className="visually-hidden"> results, {context}</span>
      </caption>
      <thead>
        <tr>
          <th scope="col" className="data-table__pos">
            <abbr title="Position">Pos</abbr>
          </th>
          <th scope="col">Driver</th>
          <th scope="col" className="data-table__wide-only">
            Constructor
          </th>
          <th scope="col" className="data-table__num">
            <abbr title="Points">Pts</abbr>
          </th>
          <th scope="col">Status</th>
          <th scope="col" className="data-table__num">
            Fastest lap
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.position}>
            <td className="data-table__pos">{row.position}</td>
            <th scope="row">
              {row.driver}
              {/* Shown under the name where the constructor column is hidden (narrow screens). */}
              <span className="data-table__sub data-table__sub--narrow" aria-hidden="true">
                {row.constructor}
              </span>
            </th>
            <td className="data-table__wide-only">{row.constructor}</td>
            <td className="data-table__num">{row.points}</td>
            <td>{row.status}</td>
            <td className="data-table__num">{row.fastestLap}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
