import type { ProvisionalOrder } from '#shared/live-timing.ts';
import { TableScroll } from '#web/components/ui/table-scroll.tsx';

/** The order live timing ended a session with, said plainly to be provisional. */
export function ProvisionalTable({ order, caption }: { order: ProvisionalOrder; caption: string }) {
  return (
    <div className="provisional">
      <p className="provisional__note">
        <strong>Provisional, from live timing.</strong> The official classification replaces it once it is
        published; penalties may still change it.
      </p>
      <TableScroll name={{ label: caption }}>
        <table className="data-table">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">
                <abbr title="Position">Pos</abbr>
              </th>
              <th scope="col">Driver</th>
              <th scope="col">Laps</th>
              <th scope="col">Gap / best</th>
            </tr>
          </thead>
          <tbody>
            {order.rows.map((row) => (
              <tr key={row.driverNumber} data-driver-number={row.driverNumber}>
                <td>{row.retired ? 'Out' : (row.position ?? '–')}</td>
                <th scope="row">
                  <abbr title={`${row.name}, ${row.team}`}>{row.code}</abbr>
                </th>
                <td>{row.laps ?? ''}</td>
                <td>{row.result}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </div>
  );
}
