import type { ReactNode } from 'react';
import './podium.css';

export type PodiumPlace = { key: string; title: ReactNode; detail: ReactNode; value: ReactNode };

type Props = { label: string; places: PodiumPlace[] };

/**
 * A top-three podium: an ordered list (1, 2, 3) for assistive technology, drawn 2-1-3 with the
 * winner's step tallest.
 */
export function Podium({ label, places }: Props) {
  return (
    <ol className="podium" aria-label={label}>
      {places.map((place, index) => (
        <li key={place.key} className={`podium__place podium__place--${index + 1}`}>
          <span className="podium__name">{place.title}</span>
          <span className="podium__detail">{place.detail}</span>
          <span className="podium__step">
            <span className="podium__position" aria-hidden="true">
              {index + 1}
            </span>
            <span className="podium__value">{place.value}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}
