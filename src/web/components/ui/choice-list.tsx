import { useId } from 'react';
import './choice-list.css';

type Props = {
  /** The form field every box is sent as (`name=value` for each one ticked). */
  name: string;
  legend: string;
  choices: readonly { value: string; label: string }[];
  /** The values ticked: at first (a plain form), or always when `onChange` keeps them. */
  checked: readonly string[];
  error?: string | undefined;
  onChange?: (value: string, checked: boolean) => void;
};

/** A group of checkboxes under one legend, with its error below, tied to the group for screen readers. */
export function ChoiceList({ name, legend, choices, checked, error, onChange }: Props) {
  const errorId = `${useId()}-error`;
  return (
    <fieldset className="choice-list" aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      <div className="choice-list__choices">
        {choices.map((choice) => (
          <label key={choice.value} className="choice">
            <input
              type="checkbox"
              name={name}
              value={choice.value}
              aria-invalid={error ? true : undefined}
              {...(onChange
                ? {
                    checked: checked.includes(choice.value),
                    onChange: (event) => onChange(choice.value, event.currentTarget.checked),
                  }
                : { defaultChecked: checked.includes(choice.value) })}
            />
            {choice.label}
          </label>
        ))}
      </div>
      {error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
