import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import type { DriverSeason } from '#server/race-data/driver-season.ts';
import { DriverImage } from '#web/components/ui/driver-image.tsx';
import { Flag } from '#web/components/ui/flag.tsx';
import { liveryStyle } from '#web/components/ui/livery.ts';

/** The top of a driver's page: photo, number, name, nationality and team. */
export function DriverHero({ driver, year }: { driver: DriverSeason['driver']; year: number }) {
  return (
    <header className="driver-hero" style={liveryStyle(driver.team)}>
      <DriverImage
        className="driver-photo driver-photo--hero"
        src={driver.photoUrl}
        number={driver.number}
        code={driver.code}
        countryCode={driver.countryCode}
        team={driver.team}
      />
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
              <Link to={`/teams/${driver.team.teamId}`} className="driver-hero__team">
                {driver.team.name}
              </Link>
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
