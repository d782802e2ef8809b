import type { CSSProperties } from 'react';
import type { TeamSummary } from '#server/features/standings/standings.server.ts';
import { FallbackImage } from '#web/components/ui/fallback-image.tsx';

/** Neutral colours for a driver without a team this season. */
const noTeam = { colour: '#6E6E88', textColour: '#FFFFFF' };

/** Custom properties that paint a block in the team's colour with readable text on it. */
export function teamColours(team: Pick<TeamSummary, 'colour' | 'textColour'> | null): CSSProperties {
  const { colour, textColour } = team ?? noTeam;
  return { '--team-colour': colour, '--team-text': textColour } as CSSProperties;
}

type PhotoProps = {
  driver: { firstName: string; lastName: string; photoUrl: string | null; team: TeamSummary | null };
  size: 'card' | 'hero';
};

/** The driver's photo on the team colour; his initials there when the photo is missing or fails. */
export function DriverPhoto({ driver, size }: PhotoProps) {
  const initials = `${driver.firstName.charAt(0)}${driver.lastName.charAt(0)}`.toUpperCase();
  return (
    <FallbackImage
      className={`driver-photo driver-photo--${size}`}
      style={teamColours(driver.team)}
      src={driver.photoUrl}
      alt=""
      width={440}
      height={440}
      fallback={<span className="driver-photo__initials">{initials}</span>}
    />
  );
}

/** The nationality flag from flag-icons, served by our own /flags route. */
export function Flag({ code, country }: { code: string | null; country: string | null }) {
  if (!code) return null;
  return (
    <img
      className="flag"
      src={`/flags/${code}.svg`}
      alt={country ?? code.toUpperCase()}
      title={country ?? undefined}
      width={24}
      height={18}
    />
  );
}
