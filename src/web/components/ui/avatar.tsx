import './avatar.css';

/** Up to two initials of a display name. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((word) => [...(word ?? '')][0]?.toUpperCase() ?? '').join('') || '?';
}

/**
 * A user's round picture: their photo, or their initials on a coloured disc when they have none.
 * Decorative: the name it belongs to is always written next to it or on its button. A photo loads
 * at low priority: the page's own images come first.
 */
export function Avatar({
  name,
  photoUrl,
  size = 40,
}: {
  name: string;
  photoUrl: string | null;
  size?: number;
}) {
  const style = { width: size, height: size, fontSize: Math.round(size * 0.4) };
  if (photoUrl) {
    return (
      <img
        className="avatar"
        src={photoUrl}
        alt=""
        width={size}
        height={size}
        style={style}
        referrerPolicy="no-referrer"
        fetchPriority="low"
      />
    );
  }
  return (
    <span className="avatar avatar--initials" style={style} aria-hidden="true">
      {initials(name)}
    </span>
  );
}
