import type { ReactNode } from 'react';
import { Form } from 'react-router';
import type { MeetingResult } from '#server/features/admin/meetings.server.ts';
import { sessionLabels } from '#shared/sessions.ts';

type Props = {
  season: number;
  nextRound: number;
  circuits: { id: string; name: string; placeName: string }[];
  sessions: readonly (keyof typeof sessionLabels)[];
  result: MeetingResult | undefined;
};

/** A meeting added to the season: a plain form, each refusal beside its field. */
export function AddMeetingForm({ season, nextRound, circuits, sessions, result }: Props) {
  const mine = result?.form === 'add-meeting' ? result : undefined;
  const field = (name: string, label: string, input: (attributes: Record<string, unknown>) => ReactNode) => {
    const error = mine?.errors?.[name];
    const id = `meeting-${name}`;
    return (
      <div className={error ? 'field field--invalid' : 'field'} key={name}>
        <label className="field__label" htmlFor={id}>
          {label}
        </label>
        {input({
          id,
          name,
          className: 'field__input',
          defaultValue: mine?.values?.[name] ?? (name === 'round' ? String(nextRound) : ''),
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${id}-error` : undefined,
        })}
        {error && (
          <p className="field__error" id={`${id}-error`}>
            {error}
          </p>
        )}
      </div>
    );
  };
  return (
    <Form method="post" className="admin-line-up-form" aria-labelledby="add-meeting-heading">
      <h2 id="add-meeting-heading">Add a meeting to {season}</h2>
      <input type="hidden" name="season" value={season} />
      <input type="hidden" name="intent" value="add-meeting" />
      {field('name', 'Name', (attributes) => (
        <input
          {...attributes}
          type="text"
          required
          maxLength={100}
          placeholder="e.g. Portuguese Grand Prix"
        />
      ))}
      {field('circuitId', 'Circuit', (attributes) => (
        <select {...attributes} required>
          <option value="">Choose a circuit</option>
          {circuits.map((circuit) => (
            <option key={circuit.id} value={circuit.id}>
              {circuit.name} ({circuit.placeName})
            </option>
          ))}
        </select>
      ))}
      {field('round', 'Round', (attributes) => (
        <input {...attributes} type="number" min={1} max={40} required />
      ))}
      <p className="field__hint">
        Session starts in the circuit’s local time; leave out the sessions it does not have.
      </p>
      {sessions.map((kind) =>
        field(kind, `${sessionLabels[kind]} start`, (attributes) => (
          <input {...attributes} type="datetime-local" required={kind === 'race'} />
        )),
      )}
      {mine?.errors?.form && (
        <p className="admin-error" role="alert">
          {mine.errors.form}
        </p>
      )}
      {mine?.saved && (
        <p className="admin-status" role="status">
          {mine.saved}
        </p>
      )}
      <button type="submit" className="button button--primary">
        Add the meeting
      </button>
    </Form>
  );
}
