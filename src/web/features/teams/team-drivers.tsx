import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { TeamSeason } from '#server/features/teams/team-page.server.ts';
import { DriverImage } from '#web/components/ui/driver-image.tsx';
import type { Livery } from '#web/components/ui/livery.ts';

type Props = { drivers: TeamSeason['drivers']; team: Livery & { name: string }; year: number };

/** A team's drivers of the season as cards, each linking to his page where he has one. */
export function TeamDrivers({ drivers, team, year }: Props) {
  if (drivers.length === 0) return <p className="muted">No driver has been entered yet.</p>;
  return (
    <ul className="team-drivers" aria-label={`${team.name} drivers, ${year}`}>
      {drivers.map((driver) => {
        const body: ReactNode = (
          <>
            <DriverImage
              className="team-driver__photo"
              src={driver.photoUrl}
              number={driver.number}
              code={driver.code}
              countryCode={driver.countryCode}
              team={team}
            />
            <span className="team-driver__text">
              <span className="team-driver__name">
                {driver.firstName} <strong>{driver.lastName}</strong>
              </span>
              <span className="team-driver__facts">
                <abbr title="Driver code">{driver.code}</abbr>
                {driver.number && <> · No. {driver.number}</>}
                {driver.rounds && <> · Rounds {driver.rounds}</>}
              </span>
            </span>
          </>
        );
        return (
          <li key={driver.driverId}>
            {driver.pageId ? (
              <Link to={`/drivers/${driver.pageId}`} className="team-driver">
                {body}
              </Link>
            ) : (
              <div className="team-driver">{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
