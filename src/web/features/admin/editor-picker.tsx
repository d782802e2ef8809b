import { SelectField } from '#web/components/forms/field.tsx';
import { SeasonPicker } from './season-picker.tsx';

type Props = {
  /** `driver` or `team`: the query parameter and the words of the labels. */
  kind: 'driver' | 'team';
  seasons: number[];
  season: number;
  items: { id: string; label: string }[];
  selected: string;
};

/** Picks a season and a driver or team (or a new one) to edit: a plain GET form. */
export function EditorPicker({ kind, seasons, season, items, selected }: Props) {
  return (
    <SeasonPicker seasons={seasons} season={season} label={`Choose a season and a ${kind}`} submit="Edit">
      <SelectField
        label={kind === 'driver' ? 'Driver' : 'Team'}
        name={kind}
        defaultValue={selected}
        options={[
          { value: 'new', label: `New ${kind}…` },
          ...items.map((item) => ({ value: item.id, label: item.label })),
        ]}
      />
    </SeasonPicker>
  );
}
