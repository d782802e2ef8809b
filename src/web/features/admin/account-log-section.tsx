import { Form } from 'react-router';
import type { AccountAuditEntry } from '#server/features/admin/admin-users.server.ts';
import { TableScroll } from '#web/components/ui/table-scroll.tsx';
import { utcText } from './format.ts';

const kinds = [
  { value: '', label: 'Every change' },
  { value: 'role', label: 'Admin role' },
  { value: 'disabled', label: 'Disabled or enabled' },
  { value: 'deleted', label: 'Deleted' },
] as const;

/** What an entry changed, in words: "made admin", "disabled", "deleted (was a user)". */
export function accountChange(entry: Pick<AccountAuditEntry, 'action' | 'before' | 'after'>): string {
  const after = (entry.after ?? {}) as Record<string, unknown>;
  const before = entry.before as Record<string, unknown>;
  if (entry.action === 'role') return after.role === 'admin' ? 'Made admin' : 'Admin role removed';
  if (entry.action === 'disabled') return after.disabled === true ? 'Disabled' : 'Enabled';
  return `Deleted (was ${before.role === 'admin' ? 'an admin' : 'a user'}${before.disabled ? ', disabled' : ''})`;
}

type Props = { entries: AccountAuditEntry[]; action: string };

/** Every admin change to an account, newest first, filterable by kind. */
export function AccountLogSection({ entries, action }: Props) {
  return (
    <section aria-labelledby="account-log-heading">
      <h2 id="account-log-heading">Account changes</h2>
      <Form method="get" className="admin-inline-form" aria-label="Filter the account changes">
        <div className="field">
          <label className="field__label" htmlFor="account-log-kind">
            Kind
          </label>
          <select id="account-log-kind" className="field__input" name="accountAction" defaultValue={action}>
            {kinds.map((kind) => (
              <option key={kind.value} value={kind.value}>
                {kind.label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button--outline">
          Filter
        </button>
      </Form>
      {entries.length === 0 ? (
        <p>No account changes{action ? ' of this kind' : ' yet'}.</p>
      ) : (
        <TableScroll name={{ label: 'Account changes table' }} className="admin-scroll">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">Account</th>
                <th scope="col">Change</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td>{utcText(entry.at)}</td>
                  <td>{entry.who}</td>
                  <th scope="row">{entry.accountName}</th>
                  <td>{accountChange(entry)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}
