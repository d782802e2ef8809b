import { requireAdmin } from '#web/features/auth/guards.server.ts';
import type { Route } from './+types/admin';

export function meta() {
  return [{ title: 'Admin · Pitwall' }, { name: 'robots', content: 'noindex' }];
}

/** SPEC §6: admins only; the guard answers everyone else with the spec's alerts. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await requireAdmin(context, request);
  return { name: user.name };
}

export default function Admin({ loaderData }: Route.ComponentProps) {
  return (
    <main className="page">
      <p className="eyebrow">Admin</p>
      <h1>Dashboard</h1>
      <p className="lead">
        Signed in as {loaderData.name}, with the admin role. The admin tools are on their way.
      </p>
    </main>
  );
}
