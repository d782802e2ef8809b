import { data, redirect } from 'react-router';
import type { SessionUser } from '#server/auth/session.server.ts';
import { ApiError, formRefusal } from '#server/http/errors.ts';
import { fileInTextField, fileInTextFieldMessage } from '#server/http/read-form-data.ts';
import type { Services } from '#server/services.ts';
import type { FieldErrors } from '#shared/account-rules.ts';
import { withNotice } from '#shared/auth-messages.ts';
import { readProfileForm, saveProfile } from './profile-write.server.ts';

export type UpdateProfileData = {
  errors: FieldErrors;
  values: { displayName: string; driverId: string; teamId: string };
};

/**
 * The update-profile form (display name, photo and favourites, saved together or not at all) for a
 * signed-in user whose request the route has checked comes from our site. `saveProfile`, which the
 * JSON API calls too, does the checking and the writing; this turns the form into its input and
 * its refusals into messages beside the fields.
 */
export async function updateProfileAction(services: Services, user: SessionUser, request: Request) {
  const fail = (errors: FieldErrors, values: UpdateProfileData['values'], status: number) =>
    data<UpdateProfileData>({ errors, values }, { status });

  let form: FormData;
  try {
    form = await readProfileForm(request);
  } catch (error) {
    if (!(error instanceof ApiError && error.field)) throw error;
    return fail(
      { [error.field]: error.message },
      { displayName: user.name, driverId: '', teamId: '' },
      error.status,
    );
  }
  const misplaced = fileInTextField(form, ['displayName', 'driverId', 'teamId']);
  if (misplaced) {
    return fail(
      { [misplaced]: fileInTextFieldMessage },
      { displayName: user.name, driverId: '', teamId: '' },
      400,
    );
  }
  const values = {
    displayName: String(form.get('displayName') ?? ''),
    driverId: String(form.get('driverId') ?? ''),
    teamId: String(form.get('teamId') ?? ''),
  };
  const upload = form.get('photo');
  const photo =
    upload instanceof File && upload.size > 0
      ? new Uint8Array(await upload.arrayBuffer())
      : form.get('removePhoto') === 'on'
        ? ('remove' as const)
        : undefined;
  try {
    await saveProfile(services, user.id, { ...values, photo });
  } catch (error) {
    const refusal = formRefusal(error);
    if (refusal) return data<UpdateProfileData>({ errors: refusal.errors, values }, refusal.init);
    if (error instanceof ApiError && error.field) {
      return fail({ [error.field]: error.message }, values, error.status);
    }
    throw error;
  }
  throw redirect(withNotice('/profile', 'profileSaved'));
}
