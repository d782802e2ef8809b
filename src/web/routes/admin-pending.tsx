import { AdminNav } from '#web/features/admin/admin-nav.tsx';
import { requireAdmin } from '#web/features/auth/guards.server.ts';
import '#web/features/admin/admin.css';
import type { Route } from './+types/admin-pending';

/** The admin tools not built yet, by path: what the page will do, and where that lives today. */
const pending: Record<string, { title: string; today: string }> = {
  '/admin/driver-editor': {
    title: 'Driver editor',
    today: 'Driver names and numbers come from the race data; photos from data/team-media.yml.',
  },
  '/admin/team-editor': {
    title: 'Team editor',
    today: 'Team colours, logos and car images come from data/team-colours.yml and data/team-media.yml.',
  },
  '/update-teams': {
    title: 'Team update',
    today: 'Season line-ups come from the race data snapshot and the results sync.',
  },
};

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `${loaderData?.title ?? 'Admin'} · Admin · Pitwall` },
    { name: 'robots', content: 'noindex' },
  ];
}

/** SPEC §6: admin only, like every admin page, even before its editor exists. */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  const page = pending[new URL(request.url).pathname.replace(/\/$/, '')];
  if (!page) throw new Response('Not found', { status: 404 });
  return page;
}

export default function AdminPending({ loaderData }: Route.ComponentProps) {
  return (
    <main className="page admin-page">
      <p className="eyebrow">Admin</p>
      <h1>{loaderData.title}</h1>
      <AdminNav />
      <p className="lead">This editor is not available yet.</p>
      <p>{loaderData.today}</p>
    </main>
  );
}
