import { Form } from 'react-router';
import type { EditorResult } from '#server/features/admin/editors.server.ts';
import { Field, SelectField } from '#web/components/ui/field.tsx';
import { ImagePreview, RetiredField, SaveNote } from './editor-fields.tsx';

export type EditedDriver = {
  driverId: string;
  firstName: string;
  lastName: string;
  code: string;
  nationality: string | null;
  permanentNumber: string | null;
  number: string | null;
  photoUrl: string | null;
  retired: boolean;
};

export type Country = { id: string; name: string };

/** The countries as a list's options, "None" first. */
export function countryOptions(countries: readonly Country[]) {
  return [
    { value: '', label: 'None' },
    ...countries.map((country) => ({ value: country.id, label: country.name })),
  ];
}

type Props = {
  season: number;
  /** Null: a new driver. */
  driver: EditedDriver | null;
  countries: readonly Country[];
  result: EditorResult | undefined;
  saved: 'saved' | 'unchanged' | null;
};

/**
 * A driver's name and nationality, and their number, photo and retirement for the season: a plain
 * multipart form.
 */
export function DriverForm({ season, driver, countries, result, saved }: Props) {
  const errors = result?.errors ?? {};
  const value = (field: string, stored: string | null | undefined) => {
    const sent = result?.values[field];
    return typeof sent === 'string' ? sent : (stored ?? '');
  };
  const retired =
    typeof result?.values.retired === 'boolean' ? result.values.retired : (driver?.retired ?? false);
  const title = driver ? `${driver.firstName} ${driver.lastName} in ${season}` : `New driver in ${season}`;
  return (
    <section aria-labelledby="driver-form-heading">
      <h2 id="driver-form-heading">{title}</h2>
      <SaveNote saved={saved} formError={result?.formError} />
      <Form method="post" encType="multipart/form-data" className="admin-editor-form" noValidate>
        <input type="hidden" name="season" value={season} />
        {driver && <input type="hidden" name="driverId" value={driver.driverId} />}
        <Field
          label="First name"
          name="firstName"
          required
          autoComplete="off"
          defaultValue={value('firstName', driver?.firstName)}
          error={errors.firstName}
        />
        <Field
          label="Last name"
          name="lastName"
          required
          autoComplete="off"
          defaultValue={value('lastName', driver?.lastName)}
          error={errors.lastName}
        />
        <Field
          label="Code"
          name="code"
          autoComplete="off"
          maxLength={3}
          hint="Three letters, as timing screens show the driver; empty: from the last name"
          defaultValue={value('code', driver?.code)}
          error={errors.code}
        />
        <SelectField
          label="Nationality"
          name="nationality"
          hint="The flag beside the driver"
          options={countryOptions(countries)}
          defaultValue={value('nationality', driver?.nationality)}
          error={errors.nationality}
        />
        <Field
          label={`Number in ${season}`}
          name="number"
          inputMode="numeric"
          autoComplete="off"
          hint={
            driver?.permanentNumber
              ? `Empty: the permanent number, ${driver.permanentNumber}`
              : 'Empty: no number of the season'
          }
          defaultValue={value('number', driver?.number)}
          error={errors.number}
        />
        <ImagePreview url={driver?.photoUrl ?? null} label="Current photo" />
        <Field
          label="Photo address"
          name="photoUrl"
          inputMode="url"
          autoComplete="off"
          hint="An https address of an image; empty for none"
          defaultValue={value('photoUrl', driver?.photoUrl)}
          error={errors.photoUrl}
        />
        <Field
          label="Or upload a photo"
          name="photoFile"
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          hint="JPEG, PNG, WebP, GIF or AVIF, at most 5 MB; replaces the address"
        />
        <RetiredField checked={retired} kind="driver" season={season} />
        <button type="submit" className="button button--primary">
          {driver ? 'Save driver' : 'Create driver'}
        </button>
      </Form>
    </section>
  );
}
