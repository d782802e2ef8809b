import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, useId } from 'react';

type Frame = {
  label: string;
  /** The message shown beside the field, tied to it for screen readers. */
  error?: string | undefined;
  hint?: ReactNode;
  className?: string | undefined;
};

/** What ties a control to its label, hint and error. */
type ControlProps = {
  id: string;
  className: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

/** The label, the hint and the error around a form control, each tied to it. */
function FieldFrame({
  label,
  error,
  hint,
  className,
  children,
}: Frame & { children: (control: ControlProps) => ReactNode }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={['field', error ? 'field--invalid' : '', className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {children({
        id,
        className: 'field__input',
        'aria-invalid': error ? true : undefined,
        'aria-describedby': [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined,
      })}
      {error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & Frame & { name: string };

/** A labelled input with its hint and its error right below it. */
export function Field({ label, error, hint, className, ...input }: Props) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className}>
      {(control) => <input {...control} {...input} />}
    </FieldFrame>
  );
}

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> &
  Frame & { name: string; options: readonly { value: string; label: string }[] };

/** A labelled list to choose from, with its hint and its error right below it, like `Field`. */
export function SelectField({ label, error, hint, className, options, ...select }: SelectProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <select {...control} {...select}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
