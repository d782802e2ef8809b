import type { TableRow } from '#server/features/predictions/leagues.server.ts';
import { TableScroll } from '#web/components/ui/table-scroll.tsx';
import '#web/components/ui/data-table.css';

type Props = {
  id: string;
  caption: string;
  rows: TableRow[];
  /** The signed-in fan, whose row is marked in words. */
  userId: string | null;
};

/** A predictions table: place, player, points and exact picks (the tie-break), the fan's row marked. */
export function PredictionsTable({ id, caption, rows, userId }: Props) {
  return (
    <TableScroll name={{ labelledBy: id }}>
      <table className="data-table predictions-table">
        <caption id={id}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="data-table__pos">
              <abbr title="Place">Pos</abbr>
            </th>
            <th scope="col">Player</th>
            <th scope="col" className="data-table__num">
              Points
            </th>
            <th scope="col" className="data-table__num">
              Exact picks
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.userId} className={row.userId === userId ? 'predictions-table__you' : undefined}>
              <td className="data-table__pos">{row.place}</td>
              <th scope="row">
                {row.name}
                {row.userId === userId && <span className="badge">You</span>}
              </th>
              <td className="data-table__num">{row.points}</td>
              <td className="data-table__num">{row.exact}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
