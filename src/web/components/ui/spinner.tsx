import './spinner.css';

type Props = { label?: string; size?: 'sm' | 'md' | 'lg' };

/** A spinning wheel with a text alternative, announced politely. */
export function Spinner({ label = 'Loading…', size = 'md' }: Props) {
  return (
    <span className={`spinner spinner--${size}`} role="status">
      <span className="spinner__wheel" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
