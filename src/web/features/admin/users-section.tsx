import { Form } from 'react-router';
import type { AdminUserRow } from '#server/features/admin/admin-users.server.ts';
import type { DashboardResult } from '#server/features/admin/dashboard.server.ts';
import { TableScroll } from '#web/components/ui/table-scroll.tsx';
import { utcText } from './format.ts';
import { ResultNote } from './result-note.tsx';

type Props = {
  total: number;
  users: AdminUserRow[];
  query: string;
  selfId: string;
  result: DashboardResult | undefined;
};

/** Accounts: how many, the newest or those found, and what an admin may do to each. */
export function UsersSection({ total, users, query, selfId, result }: Props) {
  return (
    <section aria-labelledby="users-heading">
      <h2 id="users-heading">Users</h2>
      <p>
        {total} {total === 1 ? 'account' : 'accounts'}. {query ? `Matching “${query}”:` : 'Newest sign-ups:'}
      </p>
      <Form method="get" className="admin-inline-form" role="search">
        <div className="field">
          <label className="field__label" htmlFor="user-search">
            Name or email
          </label>
          <input
            id="user-search"
            className="field__input"
            type="search"
            name="q"
            defaultValue={query}
            maxLength={100}
          />
        </div>
        <button type="submit" className="button button--outline">
          Search
        </button>
      </Form>
      <ResultNote result={result} form="users" />
      <TableScroll name={{ label: 'Users table' }} className="admin-scroll">
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Email</th>
              <th scope="col">Signed up</th>
              <th scope="col">Role</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {users.map((user) => (
              <tr key={user.id}>
                <th scope="row">{user.name}</th>
                <td>{user.email}</td>
                <td>{utcText(user.createdAt)}</td>
                <td>
                  {user.role}
                  {user.disabled ? ', disabled' : ''}
                </td>
                <td>
                  {user.id === selfId ? (
                    <span className="admin-status">You</span>
                  ) : (
                    <UserActions user={user} result={result} />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      {users.length === 0 && <p>No account matches.</p>}
    </section>
  );
}

function UserActions({ user, result }: { user: AdminUserRow; result: DashboardResult | undefined }) {
  const button = (intent: string, label: string) => (
    <Form method="post">
      <input type="hidden" name="id" value={user.id} />
      <button type="submit" name="intent" value={intent} className="button button--outline">
        {label}
        <span className="visually-hidden"> {user.name}</span>
      </button>
    </Form>
  );
  return (
    <div className="admin-actions">
      {user.role === 'admin' ? button('remove-admin', 'Remove admin') : button('grant-admin', 'Make admin')}
      {user.disabled ? button('enable', 'Enable') : button('disable', 'Disable')}
      <Form method="post" className="admin-actions">
        <input type="hidden" name="id" value={user.id} />
        <label>
          <input type="checkbox" name="confirm" value="yes" /> Really delete {user.name}
        </label>
        <button type="submit" name="intent" value="delete" className="button button--outline">
          Delete
          <span className="visually-hidden"> {user.name}</span>
        </button>
      </Form>
      <ResultNote result={result} form={`user-${user.id}`} />
    </div>
  );
}
