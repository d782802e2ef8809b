import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { SelectField } from '#web/components/forms/field.tsx';

type Props = {
  seasons: readonly number[];
  season: number;
  /** The form's name for screen readers, when it chooses more than the season. */
  label?: string;
  /** The button's words. */
  submit?: string;
  /** Further choices of the same GET form (the driver or team to edit). */
  children?: ReactNode;
};

/** The admin pages' choice of season: a plain GET form that reloads the page for the chosen one. */
export function SeasonPicker({ seasons, season, label, submit = 'Show', children }: Props) {
  return (
    <Form method="get" className="admin-inline-form" aria-label={label}>
      <SelectField
        label="Season"
        name="season"
        defaultValue={String(season)}
        options={seasons.map((year) => ({ value: String(year), label: String(year) }))}
      />
      {children}
      <button type="submit" className="button button--outline">
        {submit}
      </button>
    </Form>
  );
}
