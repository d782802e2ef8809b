import { loadProfile } from '#server/features/profile/profile.server.ts';
import { requireSignedIn } from '#web/features/auth/guards.server.ts';
import { ProfileView } from '#web/features/profile/profile-view.tsx';
import '#web/features/profile/profile.css';
import type { Route } from './+types/profile';

export function meta() {
  return [{ title: 'Your profile · Pitwall' }, { name: 'robots', content: 'noindex' }];
}

/** SPEC §6: signed-in only. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await requireSignedIn(context, request);
  return { profile: await loadProfile(context.services, user) };
}

export default function Profile({ loaderData }: Route.ComponentProps) {
  return (
    <main className="page profile-page">
      <ProfileView profile={loaderData.profile} />
    </main>
  );
}
