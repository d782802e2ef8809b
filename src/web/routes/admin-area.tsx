import { Outlet, useMatches } from 'react-router';
import { adminMiddleware } from '#server/auth/pages/guards.server.ts';
import { AdminNav, type AdminPageHandle } from '#web/features/admin/admin-nav.tsx';
import '#web/features/admin/admin.css';
import type { Route } from './+types/admin-area';

/** docs/product.md §6: every admin page and form, behind the admin guard and its messages. */
export const middleware: Route.MiddlewareFunction[] = [adminMiddleware];

/** The admin pages' frame: their heading (each page's handle names it) and the admin menu under it. */
export default function AdminArea() {
  const title = useMatches()
    .map((match) => {
      const named = (match.handle as AdminPageHandle | undefined)?.title;
      return typeof named === 'function' ? named(match) : named;
    })
    .findLast((name) => name !== undefined);
  return (
    <main className="page admin-page">
      <p className="eyebrow">Admin</p>
      <h1>{title}</h1>
      <AdminNav />
      <Outlet />
    </main>
  );
}
