import type { CSSProperties } from 'react';
import type { TeamSummary } from '#server/features/standings/standings.server.ts';
import { FallbackImage } from '#web/components/ui/fallback-image.tsx';

/** Custom properties that paint a block in the team's colour with readable text on it. */
export function teamColourStyle(team: Pick<TeamSummary, 'colour' | 'textColour'>): CSSProperties {
  return { '--team-colour': team.colour, '--team-text': team.textColour } as CSSProperties;
}

/**
 * Badges the timing screens use where the name rule would give two teams one badge: Red Bull and
 * Racing Bulls both come out "RB" from their initials.
 */
const badges: Readonly<Record<string, string>> = { 'red-bull': 'RBR', 'racing-bulls': 'RB' };

/** "Aston Martin" → "AM", "McLaren" → "MCL", Red Bull → "RBR": what fits on a logo-sized block. */
export function teamInitials({ teamId, name }: { teamId: string; name: string }): string {
  const badge = badges[teamId];
  if (badge) return badge;
  const words = name.split(/[\s-]+/).filter(Boolean);
  if (words.length > 1)
    return words
      .map((word) => word[0])
      .join('')
      .slice(0, 3)
      .toUpperCase();
  return name.slice(0, 3).toUpperCase();
}

type ImageProps = { team: TeamSummary; src: string | null };

/** The team's logo on its colour; the team's initials when the logo is missing or fails. */
export function TeamLogo({ team, src }: ImageProps) {
  return (
    <FallbackImage
      className="team-logo"
      style={teamColourStyle(team)}
      src={src}
      alt=""
      width={64}
      height={64}
      fallback={<span className="team-logo__initials">{teamInitials(team)}</span>}
    />
  );
}

/** The team's car; a block in the team colour with the team's name when the image is missing or fails. */
export function TeamCar({ team, src, year }: ImageProps & { year: number }) {
  return (
    <FallbackImage
      className="team-car"
      style={teamColourStyle(team)}
      src={src}
      alt={`${team.name} ${year} car`}
      width={640}
      height={200}
      fallback={
        <span className="team-car__fallback">
          <span className="team-car__name">{team.name}</span>
          <CarSilhouette />
        </span>
      }
    />
  );
}

/** A side view of a Formula 1 car, drawn in the text colour over the team colour. */
function CarSilhouette() {
  return (
    <svg className="team-car__silhouette" viewBox="0 0 240 60" aria-hidden="true" focusable="false">
      <path d="M4 18h20v22h-6z" />
      <path d="M14 44l16-8 36-3 24-8h22l6-7h8l4 7 14 5 58 3 26 5 4 7v3H14z" />
      <path d="M210 44h28v5h-28z" />
      <circle cx="52" cy="47" r="12" />
      <circle cx="190" cy="47" r="12" />
    </svg>
  );
}
