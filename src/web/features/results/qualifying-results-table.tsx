import type { QualifyingRow } from '#shared/results-archive.ts';

type Props = { caption: string; context: string; rows: QualifyingRow[] };

/** A qualifying classification: position, driver, Q1, Q2, Q3. */
export function QualifyingResultsTable({ caption, context, rows }: Props) {
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
          <th scope="col" className="data-table__num">
            Q1
          </th>
          <th scope="col" className="data-table__num">
            Q2
          </th>
          <th scope="col" className="data-table__num">
            Q3
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.position}>
            <td className="data-table__pos">{row.position}</td>
            <th scope="row">
              {row.driver}
              <span className="data-table__sub">{row.constructor}</span>
            </th>
            <td className="data-table__num">{row.q1 || '-'}</td>
            <td className="data-table__num">{row.q2 || '-'}</td>
            <td className="data-table__num">{row.q3 || '-'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
