import { requireSignedIn } from '#server/auth/pages/guards.server.ts';
import { loadProfile } from '#server/features/profile/profile.server.ts';
import { updateProfileAction } from '#server/features/profile/update-profile.server.ts';
import { currentLineUp } from '#server/race-data/line-up.ts';
import { serverContext } from '#server/react-router-context.server.ts';
import { ProfileForm } from '#web/features/profile/profile-form.tsx';
import '#web/features/profile/profile.css';
import type { Route } from './+types/update-profile';

export function meta() {
  return [{ title: 'Update your profile · Pitwall' }, { name: 'robots', content: 'noindex' }];
}

/** docs/product.md §6: signed-in only. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const user = await requireSignedIn({ context, url });
  const { services } = context.get(serverContext);
  const [profile, lineUp] = [await loadProfile(services, user), await currentLineUp(services)];
  return { profile, lineUp };
}

/** Cross-site posts are refused before anything is read; then the same save as PATCH /api/profile. */
export async function action({ context, request, url }: Route.ActionArgs) {
  const user = await requireSignedIn({ context, url });
  return updateProfileAction(context.get(serverContext).services, user, request);
}

export default function UpdateProfile({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <main className="page update-profile-page">
      <header>
        <p className="eyebrow">Your profile</p>
        <h1>Update profile</h1>
      </header>
      <ProfileForm profile={loaderData.profile} lineUp={loaderData.lineUp} result={actionData} />
    </main>
  );
}
