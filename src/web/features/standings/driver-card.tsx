import { Link } from 'react-router';
import type { DriverStanding } from '#server/race-data/standings.ts';
import { formatPoints } from '#shared/standings.ts';
import { DriverImage } from '#web/components/ui/driver-image.tsx';
import { Flag } from '#web/components/ui/flag.tsx';
import { liveryStyle } from '#web/components/ui/livery.ts';

type Props = {
  driver: DriverStanding;
  /** docs/product.md §5: false when any position or points is unknown; position, points and gap are then hidden. */
  showStanding: boolean;
  /** 'Gap to NOR: -2', when the rule shows one. */
  gap: string | undefined;
  favourite: boolean;
};

/** A driver's card on /drivers: position, points, gap, fans, name, team, flag and photo. */
export function DriverCard({ driver, showStanding, gap, favourite }: Props) {
  const name = (
    <>
      <span className="driver-card__first">{driver.firstName}</span>{' '}
      <span className="driver-card__last">{driver.lastName}</span>
    </>
  );
  return (
    <article
      className={favourite ? 'driver-card driver-card--favourite' : 'driver-card'}
      style={liveryStyle(driver.team)}
      aria-labelledby={`driver-${driver.driverId}`}
    >
      {(showStanding || driver.fans > 0) && (
        <div className="driver-card__top">
          {showStanding && driver.position !== null && (
            <p className="driver-card__position">
              <span className="visually-hidden">Position </span>
              {driver.position}
            </p>
          )}
          {driver.fans > 0 && (
            <p className="driver-card__fans">
              <span aria-hidden="true">♥</span> {driver.fans}
              <span className="visually-hidden"> {driver.fans === 1 ? 'fan' : 'fans'}</span>
            </p>
          )}
          {showStanding && driver.points !== null && (
            <p className="driver-card__points">
              {formatPoints(driver.points)} <abbr title="points">PTS</abbr>
            </p>
          )}
        </div>
      )}
      <div className="driver-card__body">
        <div className="driver-card__text">
          <h2 id={`driver-${driver.driverId}`} className="driver-card__name">
            {driver.pageId ? <Link to={`/drivers/${driver.pageId}`}>{name}</Link> : name}
          </h2>
          <p className="driver-card__team">
            <Flag code={driver.countryCode} country={driver.countryName} />
            <span>{driver.team?.name ?? 'No team'}</span>
          </p>
          {showStanding && gap && <p className="driver-card__gap">{gap}</p>}
          {favourite && <p className="driver-card__favourite">Your driver</p>}
        </div>
        <DriverImage
          className="driver-photo driver-photo--card"
          src={driver.photoUrl}
          number={driver.number}
          code={driver.code}
          countryCode={driver.countryCode}
          team={driver.team}
        />
      </div>
    </article>
  );
}
