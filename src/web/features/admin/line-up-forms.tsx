import type { ReactNode } from 'react';
import { Form } from 'react-router';
import type { LineUpForm, LineUpResult } from '#server/features/admin/line-ups.server.ts';
import type { LineUpEditor } from '#server/race-data/line-up.ts';

type Option = { value: string; label: string };
type FieldProps = { form: LineUpForm; name: string; label: string; result: LineUpResult | undefined };

/** A labelled field of one of the three forms, with its message beside it after a refusal. */
function Field({
  form,
  name,
  label,
  result,
  hint,
  children,
}: FieldProps & { hint?: string; children: (props: Record<string, unknown>) => ReactNode }) {
  const mine = result?.form === form ? result : undefined;
  const error = mine?.errors?.[name];
  const id = `${form}-${name}`;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children({
        id,
        name,
        className: 'field__input',
        defaultValue: mine?.values[name] ?? '',
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

function SelectField(props: FieldProps & { options: Option[]; placeholder: string }) {
  return (
    <Field {...props}>
      {(attributes) => (
        <select {...attributes} required>
          <option value="">{props.placeholder}</option>
          {props.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

function RoundField(props: FieldProps & { rounds: number; required?: boolean; hint?: string }) {
  return (
    <Field {...props}>
      {(attributes) => (
        <input {...attributes} type="number" min={1} max={props.rounds} required={props.required ?? true} />
      )}
    </Field>
  );
}

const forms: { form: LineUpForm; title: string; button: string }[] = [
  { form: 'replace', title: 'A driver replaces another', button: 'Record the replacement' },
  { form: 'add', title: 'A driver joins a team', button: 'Add to the line-up' },
  { form: 'end', title: 'A driver’s stint ends', button: 'End the stint' },
];

/** The three changes an admin records, each its own plain form (they work without JavaScript). */
export function LineUpForms({
  season,
  rounds,
  editor,
  result,
}: {
  season: number;
  rounds: number;
  editor: LineUpEditor;
  result: LineUpResult | undefined;
}) {
  const teams = editor.teams.map((team) => ({ value: team.teamId, label: team.name }));
  const drivers = editor.candidates.map((driver) => ({ value: driver.driverId, label: driver.name }));
  const common = (form: LineUpForm) => ({ form, result });
  return (
    <div className="admin-line-up-forms">
      {forms.map(({ form, title, button }) => {
        const mine = result?.form === form ? result : undefined;
        return (
          <Form method="post" key={form} className="admin-line-up-form" aria-labelledby={`${form}-title`}>
            <h3 id={`${form}-title`}>{title}</h3>
            <input type="hidden" name="season" value={season} />
            <input type="hidden" name="change" value={form} />
            <SelectField
              {...common(form)}
              name="teamId"
              label="Team"
              options={teams}
              placeholder="Choose a team"
            />
            <SelectField
              {...common(form)}
              name="driverId"
              label={form === 'replace' ? 'Driver coming in' : 'Driver'}
              options={drivers}
              placeholder="Choose a driver"
            />
            {form === 'replace' && (
              <SelectField
                {...common(form)}
                name="replacesDriverId"
                label="Driver replaced"
                options={drivers}
                placeholder="Choose the driver replaced"
              />
            )}
            {form !== 'end' && (
              <RoundField {...common(form)} name="fromRound" label="From round" rounds={rounds} />
            )}
            {form === 'add' && (
              <RoundField
                {...common(form)}
                name="toRound"
                label="To round"
                rounds={rounds}
                required={false}
                hint="Leave empty for the rest of the season"
              />
            )}
            {form === 'end' && (
              <RoundField
                {...common(form)}
                name="lastRound"
                label="Last round raced"
                rounds={rounds}
                hint="He races no round after this one"
              />
            )}
            {mine?.errors?.form && (
              <p className="admin-error" role="alert">
                {mine.errors.form}
              </p>
            )}
            {mine?.saved && (
              <p className="admin-status" role="status">
                {mine.saved}
                {mine.auditId !== undefined && ` (audit entry ${mine.auditId}; the dashboard can revert it)`}
              </p>
            )}
            <button type="submit" className="button button--primary">
              {button}
            </button>
          </Form>
        );
      })}
    </div>
  );
}
