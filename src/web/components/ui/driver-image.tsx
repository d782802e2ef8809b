import type { CSSProperties } from 'react';
import { FallbackImage } from './fallback-image.tsx';
import { type Livery, liveryStyle } from './livery.ts';
import './driver-image.css';

type Props = {
  /** The season's photo address; null draws the fallback. */
  src: string | null;
  /** His racing number this season; a driver without one shows his three-letter code. */
  number: string | null;
  code: string;
  /** Nationality, ISO 3166-1 alpha-2 in lower case, for the flag. */
  countryCode: string | null;
  /** His team's colours; null paints a neutral block. */
  team: Livery | null;
  /** Sets the size (the box keeps it whether the photo or the fallback shows). */
  className: string;
  /** A round frame (vote candidates): the flag sits under the number instead of in the corner. */
  round?: boolean;
};

/**
 * A driver's photo over his designed fallback: his racing number large in his team's colours with
 * his nationality's flag, drawn while the photo loads and kept when it is missing or fails. The
 * photo is decorative (his name is always printed beside it), so both are hidden from screen readers.
 */
export function DriverImage({ src, number, code, countryCode, team, className, round = false }: Props) {
  const label = number ?? code;
  return (
    <FallbackImage
      className={`driver-image ${round ? 'driver-image--round' : ''} ${className}`}
      style={liveryStyle(team)}
      src={src}
      alt=""
      width={440}
      height={440}
      fallback={
        <span className="driver-image__fallback">
          {countryCode && (
            <img
              className="driver-image__flag"
              src={`/flags/${countryCode}.svg`}
              alt=""
              width={24}
              height={18}
            />
          )}
          <span className="driver-image__number" style={{ '--chars': label.length } as CSSProperties}>
            {label}
          </span>
        </span>
      }
    />
  );
}
