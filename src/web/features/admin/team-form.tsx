import { Form } from 'react-router';
import type { EditorResult } from '#server/features/admin/editors.server.ts';
import { Field, SelectField } from '#web/components/ui/field.tsx';
import { type Country, countryOptions } from './driver-form.tsx';
import { ImagePreview, RetiredField, SaveNote } from './editor-fields.tsx';

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

const imageTypes = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

/**
 * A team's name and country, and its colour, logo, car and retirement for the season: a plain
 * multipart form.
 */
export function TeamForm({ season, team, countries, result, saved }: Props) {
  const errors = result?.errors ?? {};
  const value = (field: string, stored: string | null | undefined) => {
    const sent = result?.values[field];
    return typeof sent === 'string' ? sent : (stored ?? '');
  };
  const retired =
    typeof result?.values.retired === 'boolean' ? result.values.retired : (team?.retired ?? false);
  const colour = value('colour', team?.colour);
  return (
    <section aria-labelledby="team-form-heading">
      <h2 id="team-form-heading">{team ? `${team.name} in ${season}` : `New team in ${season}`}</h2>
      <SaveNote saved={saved} formError={result?.formError} />
      <Form method="post" encType="multipart/form-data" className="admin-editor-form" noValidate>
        <input type="hidden" name="season" value={season} />
        {team && <input type="hidden" name="teamId" value={team.teamId} />}
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
        <ImagePreview url={team?.logoUrl ?? null} label="Current logo" />
        <Field
          label="Logo address"
          name="logoUrl"
          inputMode="url"
          autoComplete="off"
          hint="An https address of an image; empty for none"
          defaultValue={value('logoUrl', team?.logoUrl)}
          error={errors.logoUrl}
        />
        <Field
          label="Or upload a logo"
          name="logoFile"
          type="file"
          accept={imageTypes}
          hint="At most 5 MB; replaces the address"
        />
        <ImagePreview url={team?.carImageUrl ?? null} label="Current car image" />
        <Field
          label="Car image address"
          name="carImageUrl"
          inputMode="url"
          autoComplete="off"
          hint="An https address of an image; empty for none"
          defaultValue={value('carImageUrl', team?.carImageUrl)}
          error={errors.carImageUrl}
        />
        <Field
          label="Or upload a car image"
          name="carFile"
          type="file"
          accept={imageTypes}
          hint="At most 5 MB; replaces the address"
        />
        <RetiredField checked={retired} kind="team" season={season} />
        <button type="submit" className="button button--primary">
          {team ? 'Save team' : 'Create team'}
        </button>
      </Form>
    </section>
  );
}
