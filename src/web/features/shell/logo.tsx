/** The Pitwall mark: a red tile with three speed lines. Decorative; links name it themselves. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="#e10600" />
      <path d="M12 8h14l-2.4 4H9.6z" fill="#fff" />
      <path d="M9 14.5h14l-2.4 4H6.6z" fill="#fff" opacity=".85" />
      <path d="M6 21h10l-2.4 4H3.6z" fill="#fff" opacity=".7" />
    </svg>
  );
}

export function Logo() {
  return (
    <span className="logo">
      <LogoMark />
      <span className="logo__word" aria-hidden="true">
        Pit<span className="logo__accent">wall</span>
      </span>
    </span>
  );
}
