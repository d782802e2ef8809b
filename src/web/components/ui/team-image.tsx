import { teamCode } from '#shared/votes.ts';
import { FallbackImage } from './fallback-image.tsx';
import { type Livery, liveryStyle } from './livery.ts';
import './team-image.css';

type Team = Livery & { name: string };

/**
 * A team's logo on its colour; where it is missing or fails, its livery with its three-letter code
 * (a logo's box is too small to read a name in, and the name is always printed beside it).
 * Decorative, so hidden from screen readers.
 */
export function TeamLogo({ team, src, className }: { team: Team; src: string | null; className: string }) {
  return (
    <FallbackImage
      className={`team-image team-image--logo ${className}`}
      style={liveryStyle(team)}
      src={src}
      alt=""
      width={64}
      height={64}
      fallback={
        <span className="team-image__fallback">
          <span className="team-image__code">{teamCode(team.name)}</span>
        </span>
      }
    />
  );
}

/**
 * A team's car; where it is missing or fails, its livery with its name and a car's outline. The
 * image is named (the fallback takes the name over), e.g. "McLaren 2025 car".
 */
export function TeamCar({
  team,
  src,
  alt,
  className,
}: {
  team: Team;
  src: string | null;
  alt: string;
  className?: string;
}) {
  return (
    <FallbackImage
      className={`team-image team-image--car ${className ?? ''}`}
      style={liveryStyle(team)}
      src={src}
      alt={alt}
      width={640}
      height={200}
      fallback={
        <span className="team-image__fallback">
          <span className="team-image__name">{team.name}</span>
          <CarSilhouette />
        </span>
      }
    />
  );
}

/** A side view of a Formula 1 car, drawn in the text colour over the team colour. */
function CarSilhouette() {
  return (
    <svg className="team-image__silhouette" viewBox="0 0 240 60" aria-hidden="true" focusable="false">
      <path d="M4 18h20v22h-6z" />
      <path d="M14 44l16-8 36-3 24-8h22l6-7h8l4 7 14 5 58 3 26 5 4 7v3H14z" />
      <path d="M210 44h28v5h-28z" />
      <circle cx="52" cy="47" r="12" />
      <circle cx="190" cy="47" r="12" />
    </svg>
  );
}
