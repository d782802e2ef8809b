import type { EditorResult } from '#server/features/admin/editors.server.ts';
import { Field, SelectField } from '#web/components/forms/field.tsx';
import { type Country, countryOptions, EditorForm, ImageFields, shownValues } from './editor-fields.tsx';

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

type Props = {
  season: number;
  /** Null: a new driver. */
  driver: EditedDriver | null;
  countries: readonly Country[];
  result: EditorResult | undefined;
  saved: 'saved' | 'unchanged' | null;
};

/** A driver's name and nationality, and their number, photo and retirement for the season. */
export function DriverForm({ season, driver, countries, result, saved }: Props) {
  const { errors, value } = shownValues(result);
  return (
    <EditorForm
      kind="driver"
      season={season}
      id={driver?.driverId}
      heading={driver ? `${driver.firstName} ${driver.lastName} in ${season}` : `New driver in ${season}`}
      retired={driver?.retired ?? false}
      result={result}
      saved={saved}
    >
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
      <ImageFields
        what="photo"
        name="photoUrl"
        fileName="photoFile"
        stored={driver?.photoUrl ?? null}
        value={value('photoUrl', driver?.photoUrl)}
        error={errors.photoUrl}
        fileHint="JPEG, PNG, WebP, GIF or AVIF, at most 5 MB; replaces the address"
      />
    </EditorForm>
  );
}
