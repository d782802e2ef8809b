import type { CSSProperties } from 'react';
import type { DriverSeason } from '#server/features/standings/driver-page.server.ts';
import { DriverPhoto, Flag, teamColours } from './driver-visuals.tsx';

/** The top of a driver's page: photo, number, name, nationality and team. */
export function DriverHero({ driver, year }: { driver: DriverSeason['driver']; year: number }) {
  return (
    <header className="driver-hero" style={teamColours(driver.team)}>
      <DriverPhoto driver={driver} size="hero" />
      <div className="driver-hero__text">
        <p className="eyebrow">
          {year} season{driver.number && <> · No. {driver.number}</>}
        </p>
        <h1 className="driver-hero__name">
          <span className="driver-hero__first">{driver.firstName}</span>{' '}
          <span
            className="driver-hero__last"
            style={{ '--letters': String([...driver.lastName].length) } as CSSProperties}
          >
            {driver.lastName}
          </span>
        </h1>
        <p className="driver-hero__facts">
          <span className="driver-hero__fact">
            <Flag code={driver.countryCode} country={driver.countryName} />
            {driver.countryName}
          </span>
          {driver.team && (
            <span className="driver-hero__fact">
              <span className="driver-hero__swatch" aria-hidden="true" />
              {driver.team.name}
            </span>
          )}
          {driver.fans > 0 && (
            <span className="driver-hero__fact">
              <span aria-hidden="true">♥</span> {driver.fans} {driver.fans === 1 ? 'fan' : 'fans'}
            </span>
          )}
        </p>
      </div>
    </header>
  );
}
