import { data, redirect } from 'react-router';
import type { SessionUser } from '#server/auth/session.server.ts';
import { ApiError, InvalidInput } from '#server/http/errors.ts';
import { readEditorForm, storeEditorImage } from '#server/race-data/writes/editor-images.ts';
import { writeDriver } from '#server/race-data/writes/write-driver.ts';
import { writeTeam } from '#server/race-data/writes/write-team.ts';
import type { Services } from '#server/services.ts';
import type { FieldErrors } from '#shared/accounts.ts';

/** What an editor's form did: the values sent back into the form, and a message beside each field. */
export type EditorResult = {
  values: Record<string, string | boolean>;
  errors: Record<string, string>;
  /** A message about the whole form (not one field's). */
  formError?: string;
  saved?: string;
};

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/**
 * An upload in `fileField` replaces the address typed in `urlField`: stored (checked, re-encoded) in
 * the media store first, its URL then written like any other address.
 */
async function imageOf(
  services: Services,
  form: FormData,
  urlField: string,
  fileField: string,
  owner: string,
) {
  const file = form.get(fileField);
  if (file instanceof File && file.size > 0) {
    try {
      return await storeEditorImage(services, urlField, owner, new Uint8Array(await file.arrayBuffer()));
    } catch (error) {
      if (error instanceof ApiError) throw new ApiError(400, error.code, error.message, urlField);
      throw error;
    }
  }
  return text(form, urlField);
}

/** The page answer for a refused write: the message beside its field, nothing stored. */
function refused(error: unknown, values: EditorResult['values']) {
  if (error instanceof InvalidInput) {
    return data<EditorResult>({ values, errors: fieldMessages(error.fields) }, { status: 400 });
  }
  if (error instanceof ApiError && error.status < 500) {
    const message = error.field ? error.message.replace(`${error.field}: `, '') : error.message;
    return data<EditorResult>(
      error.field
        ? { values, errors: { [error.field]: message } }
        : { values, errors: {}, formError: message },
      { status: error.status },
    );
  }
  throw error;
}

function fieldMessages(fields: FieldErrors): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).flatMap(([field, message]) => (message ? [[field, message]] : [])),
  );
}

/** The driver editor's form: `writeDriver`, the admin's edit audited. */
export async function saveDriverForm(services: Services, user: SessionUser, request: Request) {
  const form = await readEditorForm(request, 'photoUrl');
  const season = Number(text(form, 'season'));
  const driverId = text(form, 'driverId') || undefined;
  const values: EditorResult['values'] = {
    firstName: text(form, 'firstName'),
    lastName: text(form, 'lastName'),
    code: text(form, 'code'),
    nationality: text(form, 'nationality'),
    number: text(form, 'number'),
    photoUrl: text(form, 'photoUrl'),
    retired: form.get('retired') === 'on',
  };
  try {
    const photoUrl = await imageOf(services, form, 'photoUrl', 'photoFile', driverId ?? 'new-driver');
    const result = await writeDriver(
      services,
      { source: 'admin', userId: user.id },
      {
        season,
        ...(driverId ? { driverId } : {}),
        firstName: String(values.firstName),
        lastName: String(values.lastName),
        code: String(values.code),
        nationality: String(values.nationality),
        number: String(values.number),
        photoUrl,
        retired: values.retired === true,
      },
    );
    const saved = result.status === 'written' ? 'saved' : 'unchanged';
    return redirect(
      `/admin/driver-editor?season=${season}&driver=${encodeURIComponent(result.driverId)}&${saved}=1`,
    );
  } catch (error) {
    return refused(error, values);
  }
}

/** The team editor's form: `writeTeam`, the admin's edit audited. */
export async function saveTeamForm(services: Services, user: SessionUser, request: Request) {
  const form = await readEditorForm(request, 'logoUrl');
  const season = Number(text(form, 'season'));
  const teamId = text(form, 'teamId') || undefined;
  const values: EditorResult['values'] = {
    name: text(form, 'name'),
    country: text(form, 'country'),
    colour: text(form, 'colour'),
    logoUrl: text(form, 'logoUrl'),
    carImageUrl: text(form, 'carImageUrl'),
    retired: form.get('retired') === 'on',
  };
  try {
    const owner = teamId ?? 'new-team';
    const logoUrl = await imageOf(services, form, 'logoUrl', 'logoFile', owner);
    const carImageUrl = await imageOf(services, form, 'carImageUrl', 'carFile', owner);
    const result = await writeTeam(
      services,
      { source: 'admin', userId: user.id },
      {
        season,
        ...(teamId ? { teamId } : {}),
        name: String(values.name),
        country: String(values.country),
        colour: String(values.colour),
        logoUrl,
        carImageUrl,
        retired: values.retired === true,
      },
    );
    const saved = result.status === 'written' ? 'saved' : 'unchanged';
    return redirect(
      `/admin/team-editor?season=${season}&team=${encodeURIComponent(result.teamId)}&${saved}=1`,
    );
  } catch (error) {
    return refused(error, values);
  }
}
