import { type AppLoadContext, data, redirect } from 'react-router';
import { saveProfile } from '#server/features/profile/profile.server.ts';
import { ApiError } from '#server/http/errors.ts';
import {
  type FieldErrors,
  favouritesInput,
  fieldErrors,
  photoMaxBytes,
  profileInput,
} from '#shared/accounts.ts';
import { withNotice } from '#shared/auth-messages.ts';
import { assertSameOrigin, requireSignedIn } from '#web/features/auth/guards.server.ts';
import { BodyTooLarge, readFormData } from './read-form-data.server.ts';

export type UpdateProfileData = {
  errors: FieldErrors;
  values: { displayName: string; driverId: string; teamId: string };
};

/** Room for the other fields and the multipart envelope around the largest photo accepted. */
const formLimit = photoMaxBytes + 64 * 1024;

/** The update-profile form: display name, photo and favourites, saved together or not at all. */
export async function updateProfileAction(context: AppLoadContext, request: Request) {
  assertSameOrigin(context, request);
  const user = await requireSignedIn(context, request);
  const fail = (errors: FieldErrors, values: UpdateProfileData['values'], status: number) =>
    data<UpdateProfileData>({ errors, values }, { status });

  let form: FormData;
  try {
    form = await readFormData(request, formLimit);
  } catch (error) {
    if (!(error instanceof BodyTooLarge)) throw error;
    return fail(
      { photo: 'The photo is larger than 5 MB' },
      { displayName: user.name, driverId: '', teamId: '' },
      413,
    );
  }
  const values = {
    displayName: String(form.get('displayName') ?? ''),
    driverId: String(form.get('driverId') ?? ''),
    teamId: String(form.get('teamId') ?? ''),
  };
  const profile = profileInput.safeParse({ displayName: values.displayName });
  const favourites = favouritesInput.safeParse({ driverId: values.driverId, teamId: values.teamId });
  if (!profile.success || !favourites.success) {
    return fail(
      {
        ...(profile.error ? fieldErrors(profile.error) : {}),
        ...(favourites.error ? fieldErrors(favourites.error) : {}),
      },
      values,
      400,
    );
  }
  const upload = form.get('photo');
  const photo =
    upload instanceof File && upload.size > 0
      ? new Uint8Array(await upload.arrayBuffer())
      : form.get('removePhoto') === 'on'
        ? ('remove' as const)
        : undefined;
  try {
    await saveProfile(context.services, user.id, {
      displayName: profile.data.displayName,
      favourites: favourites.data,
      photo,
    });
  } catch (error) {
    if (error instanceof ApiError && error.field)
      return fail({ [error.field]: error.message }, values, error.status);
    throw error;
  }
  throw redirect(withNotice('/profile', 'profileSaved'));
}
