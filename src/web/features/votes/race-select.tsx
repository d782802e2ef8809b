import { Form } from 'react-router';

type Option = { key: string; label: string; voters: number };

/** Picks another race with votes: a plain GET form, so it works without JavaScript. */
export function RaceSelect({ options, selected }: { options: Option[]; selected: string }) {
  return (
    <Form method="get" className="race-select">
      <label htmlFor="vote-race">Race</label>
      <select id="vote-race" name="race" defaultValue={selected}>
        {options.map((option) => (
          <option key={option.key} value={option.key}>
            {option.label}
            {option.voters > 0 ? ` (${option.voters} ${option.voters === 1 ? 'fan' : 'fans'})` : ''}
          </option>
        ))}
      </select>
      <button type="submit" className="button button--outline">
        Show
      </button>
    </Form>
  );
}
