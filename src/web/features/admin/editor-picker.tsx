import { Form } from 'react-router';

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
  const noun = kind === 'driver' ? 'Driver' : 'Team';
  return (
    <Form method="get" className="admin-inline-form" aria-label={`Choose a season and a ${kind}`}>
      <div className="field">
        <label className="field__label" htmlFor={`${kind}-season`}>
          Season
        </label>
        <select id={`${kind}-season`} className="field__input" name="season" defaultValue={season}>
          {seasons.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${kind}-pick`}>
          {noun}
        </label>
        <select id={`${kind}-pick`} className="field__input" name={kind} defaultValue={selected}>
          <option value="new">New {kind}…</option>
          {items.map((item) => (
            <option key={item.id} value={item.id}>
              {item.label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button button--outline">
        Edit
      </button>
    </Form>
  );
}
