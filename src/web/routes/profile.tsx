import { requireSignedIn } from '#server/auth/pages/guards.server.ts';
import { loadProfile } from '#server/features/profile/profile.server.ts';
import { recentVotes } from '#server/features/votes/vote-pages.server.ts';
import { serverContext } from '#server/react-router-context.server.ts';
import { ProfileView } from '#web/features/profile/profile-view.tsx';
import { RecentVotes } from '#web/features/votes/recent-votes.tsx';
import '#web/features/profile/profile.css';
import type { Route } from './+types/profile';

export function meta() {
  return [{ title: 'Your profile · Pitwall' }, { name: 'robots', content: 'noindex' }];
}

/** docs/product.md §6: signed-in only. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const user = await requireSignedIn({ context, url });
  const { services } = context.get(serverContext);
  const [profile, votes] = [await loadProfile(services, user), await recentVotes(services, user.id)];
  return { profile, votes };
}

export default function Profile({ loaderData }: Route.ComponentProps) {
  return (
    <main className="page profile-page">
      <ProfileView profile={loaderData.profile} />
      <RecentVotes votes={loaderData.votes} />
    </main>
  );
}
