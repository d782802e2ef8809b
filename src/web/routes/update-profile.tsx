import { assertSameOrigin, requireSignedIn } from '#server/auth/pages/guards.server.ts';
import { loadProfile } from '#server/features/profile/profile.server.ts';
import { updateProfileAction } from '#server/features/profile/update-profile.server.ts';
import { currentLineUp } from '#server/race-data/line-up.ts';
import { ProfileForm } from '#web/features/profile/profile-form.tsx';
import '#web/features/profile/profile.css';
import type { Route } from './+types/update-profile';

export function meta() {
  return [{ title: 'Update your profile · Pitwall' }, { name: 'robots', content: 'noindex' }];
}

/** docs/product.md §6: signed-in only. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await requireSignedIn(context, request);
  const [profile, lineUp] = [
    await loadProfile(context.services, user),
    await currentLineUp(context.services),
  ];
  return { profile, lineUp };
}

/** Cross-site posts are refused before anything is read; then the same save as PATCH /api/profile. */
export async function action({ context, request }: Route.ActionArgs) {
  assertSameOrigin(context, request);
  const user = await requireSignedIn(context, request);
  return updateProfileAction(context.services, user, request);
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
