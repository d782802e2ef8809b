import { Form } from 'react-router';
import type { DashboardResult } from '#server/features/admin/dashboard.server.ts';
import { TableScroll } from '#web/components/ui/table-scroll.tsx';
import { utcText } from './format.ts';
import { ResultNote } from './result-note.tsx';

export type AuditRow = {
  id: number;
  at: Date;
  userId: string | null;
  who: string;
  action: string;
  key: unknown;
  before: unknown;
  after: unknown;
  revertsId: number | null;
  revertedById: number | null;
};

/** A value as JSON, cut short: a whole classification would fill the screen. */
function json(value: unknown): string {
  if (value === null || value === undefined) return '—';
  const text = JSON.stringify(value);
  return text.length > 240 ? `${text.slice(0, 240)}…` : text;
}

type Props = {
  entries: AuditRow[];
  filter: { season: string; round: string };
  result: DashboardResult | undefined;
};

/** Every admin edit of race data, newest first, filterable by season and round, each revertible. */
export function AuditSection({ entries, filter, result }: Props) {
  return (
    <section aria-labelledby="audit-heading">
      <h2 id="audit-heading">Audit log</h2>
      <Form method="get" className="admin-inline-form" aria-label="Filter the audit log">
        <div className="field">
          <label className="field__label" htmlFor="audit-season">
            Season
          </label>
          <input
            id="audit-season"
            className="field__input"
            name="season"
            inputMode="numeric"
            defaultValue={filter.season}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="audit-round">
            Round
          </label>
          <input
            id="audit-round"
            className="field__input"
            name="round"
            inputMode="numeric"
            defaultValue={filter.round}
          />
        </div>
        <button type="submit" className="button button--outline">
          Filter
        </button>
      </Form>
      <ResultNote result={result} form="audit" />
      {entries.length === 0 ? (
        <p>No admin edits{filter.season ? ' match' : ' yet'}.</p>
      ) : (
        <TableScroll name={{ label: 'Audit log table' }} className="admin-scroll">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">What</th>
                <th scope="col">Before</th>
                <th scope="col">After</th>
                <th scope="col">Revert</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td>{utcText(entry.at)}</td>
                  <td>{entry.who}</td>
                  <th scope="row">
                    #{entry.id} {entry.action}
                    <pre className="admin-pre">{json(entry.key)}</pre>
                  </th>
                  <td>
                    <pre className="admin-pre">{json(entry.before)}</pre>
                  </td>
                  <td>
                    <pre className="admin-pre">{json(entry.after)}</pre>
                  </td>
                  <td>
                    {entry.revertedById ? (
                      `Reverted by #${entry.revertedById}`
                    ) : entry.revertsId ? (
                      `Reverts #${entry.revertsId}`
                    ) : (
                      <Form method="post">
                        <input type="hidden" name="id" value={entry.id} />
                        <button type="submit" name="intent" value="revert" className="button button--outline">
                          Revert<span className="visually-hidden"> edit #{entry.id}</span>
                        </button>
                      </Form>
                    )}
                    <ResultNote result={result} form={`audit-${entry.id}`} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}
