import { type ChangeEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import type { Profile } from '#server/features/profile/profile.server.ts';
import type { UpdateProfileData } from '#server/features/profile/update-profile.server.ts';
import type { LineUp } from '#server/race-data/line-up.ts';
import { displayNameMax, photoMaxBytes, photoTypes } from '#shared/account-rules.ts';
import { Field } from '#web/components/forms/field.tsx';
import { FormAlert } from '#web/components/forms/form-alert.tsx';
import { useFocusFirstError } from '#web/components/forms/use-focus-first-error.ts';
import { Avatar } from '#web/components/ui/avatar.tsx';

/** Display name, photo, favourite driver and team: one form, saved together. */
export function ProfileForm({
  profile,
  lineUp,
  result,
}: {
  profile: Profile;
  lineUp: LineUp;
  result: UpdateProfileData | undefined;
}) {
  const errors = result?.errors ?? {};
  const values = result?.values;
  const submitting = useNavigation().state === 'submitting';
  const formRef = useFocusFirstError(result);
  return (
    <Form method="post" encType="multipart/form-data" className="profile-form" ref={formRef} noValidate>
      <FormAlert message={errors.form} />
      <fieldset>
        <legend>About you</legend>
        <Field
          label="Display name"
          name="displayName"
          autoComplete="nickname"
          required
          maxLength={displayNameMax}
          defaultValue={values?.displayName ?? profile.displayName}
          error={errors.displayName}
        />
        <PhotoField profile={profile} error={errors.photo} />
      </fieldset>
      <fieldset>
        <legend>Favourites</legend>
        <FavouriteSelect
          label="Favourite driver"
          name="driverId"
          value={values?.driverId ?? profile.favouriteDriver?.id ?? ''}
          error={errors.driverId}
          hint={`From the ${lineUp.season} line-up.`}
        >
          {lineUp.teams.map((team) => (
            <optgroup key={team.id} label={team.name}>
              {lineUp.drivers
                .filter((driver) => driver.teamId === team.id)
                .map((driver) => (
                  <option key={driver.id} value={driver.id}>
                    {driver.firstName} {driver.lastName}
                  </option>
                ))}
            </optgroup>
          ))}
        </FavouriteSelect>
        <FavouriteSelect
          label="Favourite team"
          name="teamId"
          value={values?.teamId ?? profile.favouriteTeam?.id ?? ''}
          error={errors.teamId}
        >
          {lineUp.teams.map((team) => (
            <option key={team.id} value={team.id}>
              {team.name}
            </option>
          ))}
        </FavouriteSelect>
      </fieldset>
      <div className="profile-form__actions">
        <button type="submit" className="button button--primary" disabled={submitting}>
          {submitting ? 'Saving…' : 'Save profile'}
        </button>
        <Link to="/profile" className="button button--outline">
          Cancel
        </Link>
      </div>
    </Form>
  );
}

function FavouriteSelect({
  label,
  name,
  value,
  error,
  hint,
  children,
}: {
  label: string;
  name: string;
  value: string;
  error: string | undefined;
  hint?: string;
  children: ReactNode;
}) {
  const id = useId();
  const describedBy =
    [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <select
        id={id}
        name={name}
        className="field__input"
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      >
        <option value="">No favourite</option>
        {children}
      </select>
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

const photoHint = 'JPEG, PNG, WebP, GIF or AVIF, up to 5 MB. We crop it to a square.';

function PhotoField({ profile, error }: { profile: Profile; error: string | undefined }) {
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [tooLarge, setTooLarge] = useState(false);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    setTooLarge(Boolean(file && file.size > photoMaxBytes));
    setPreview(file?.type.startsWith('image/') ? URL.createObjectURL(file) : null);
  };
  const message = tooLarge ? 'The photo is larger than 5 MB' : error;
  const describedBy = [`${id}-hint`, message ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={`field photo-field${message ? ' field--invalid' : ''}`}>
      <Avatar name={profile.displayName} photoUrl={preview ?? profile.photoUrl} size={80} />
      <div className="photo-field__controls">
        <label className="field__label" htmlFor={id}>
          Profile photo
        </label>
        <p className="field__hint" id={`${id}-hint`}>
          {photoHint}
        </p>
        <input
          id={id}
          name="photo"
          type="file"
          accept={photoTypes.join(',')}
          className="field__file"
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy}
          onChange={onChange}
        />
        {message && (
          <p className="field__error" id={`${id}-error`}>
            {message}
          </p>
        )}
        {profile.photoUrl && (
          <label className="checkbox">
            <input type="checkbox" name="removePhoto" /> Remove my photo
          </label>
        )}
      </div>
    </div>
  );
}
