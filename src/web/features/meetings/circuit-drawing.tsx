type Props = { path: string | null; label: string; className?: string };

/** f1db's drawing of a circuit layout, stroked in the current text colour so it suits both themes. */
export function CircuitDrawing({ path, label, className }: Props) {
  if (!path) return null;
  return (
    <svg className={className} viewBox="-15 -15 530 530" role="img" aria-label={label}>
      <path d={path} fill="none" stroke="currentColor" strokeWidth={20} strokeLinejoin="round" />
    </svg>
  );
}
