import type { EditorResult } from '#server/features/admin/editors.server.ts';
import { Field, SelectField } from '#web/components/forms/field.tsx';
import { type Country, countryOptions, EditorForm, ImageFields, shownValues } from './editor-fields.tsx';

export type EditedTeam = {
  teamId: string;
  name: string;
  country: string | null;
  colour: string | null;
  logoUrl: string | null;
  carImageUrl: string | null;
  retired: boolean;
};

type Props = {
  season: number;
  /** Null: a new team. */
  team: EditedTeam | null;
  countries: readonly Country[];
  result: EditorResult | undefined;
  saved: 'saved' | 'unchanged' | null;
};

/** A team's name and country, and its colour, logo, car and retirement for the season. */
export function TeamForm({ season, team, countries, result, saved }: Props) {
  const { errors, value } = shownValues(result);
  const colour = value('colour', team?.colour);
  return (
    <EditorForm
      kind="team"
      season={season}
      id={team?.teamId}
      heading={team ? `${team.name} in ${season}` : `New team in ${season}`}
      retired={team?.retired ?? false}
      result={result}
      saved={saved}
    >
      <Field
        label="Name"
        name="name"
        required
        autoComplete="off"
        defaultValue={value('name', team?.name)}
        error={errors.name}
      />
      <SelectField
        label="Country"
        name="country"
        options={countryOptions(countries)}
        defaultValue={value('country', team?.country)}
        error={errors.country}
      />
      <Field
        label={`Colour in ${season}`}
        name="colour"
        required
        autoComplete="off"
        maxLength={7}
        hint={
          <>
            Like #FF8000
            {/^#[0-9A-Fa-f]{6}$/.test(colour) && (
              <span className="admin-swatch" style={{ backgroundColor: colour }} aria-hidden="true" />
            )}
          </>
        }
        defaultValue={colour}
        error={errors.colour}
      />
      <ImageFields
        what="logo"
        name="logoUrl"
        fileName="logoFile"
        stored={team?.logoUrl ?? null}
        value={value('logoUrl', team?.logoUrl)}
        error={errors.logoUrl}
        fileHint="At most 5 MB; replaces the address"
      />
      <ImageFields
        what="car image"
        name="carImageUrl"
        fileName="carFile"
        stored={team?.carImageUrl ?? null}
        value={value('carImageUrl', team?.carImageUrl)}
        error={errors.carImageUrl}
        fileHint="At most 5 MB; replaces the address"
      />
    </EditorForm>
  );
}
