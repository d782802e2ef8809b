import { fanCounts, viewerFavourites } from '#server/features/profile/favourites.server.ts';
import { driverStandings } from '#server/features/standings/standings.server.ts';
import { gapToLeader } from '#shared/standings.ts';
import { DriverCard } from '#web/features/standings/driver-card.tsx';
import { FavouriteInvite } from '#web/features/standings/favourite-invite.tsx';
import { StandingsHeader } from '#web/features/standings/standings-header.tsx';
import { DriverStandingsTable } from '#web/features/standings/standings-table.tsx';
import '#web/features/standings/standings.css';
import '#web/features/standings/drivers.css';
import type { Route } from './+types/drivers';

export function meta({ data }: Route.MetaArgs) {
  const year = data?.year ?? '';
  return [
    { title: `Driver standings ${year} · Pitwall` },
    { name: 'description', content: `The ${year} Formula 1 drivers' championship: points, gaps and teams.` },
  ];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = context;
  const year = services.env.CURRENT_SEASON;
  const [standings, favourites] = await Promise.all([
    fanCounts(services).then((fans) => driverStandings(services, year, fans)),
    viewerFavourites(services, request),
  ]);
  return {
    year,
    standings: standings ?? null,
    favouriteDriverId: favourites.driverId,
    signedIn: favourites.signedIn,
  };
}

export default function Drivers({ loaderData }: Route.ComponentProps) {
  const { year, standings, favouriteDriverId, signedIn } = loaderData;
  const rows = standings?.rows ?? [];
  const complete = standings?.complete ?? false;
  const leader = complete ? rows[0] : undefined;
  return (
    <main className="page standings-page">
      <StandingsHeader title="Driver standings" year={year} afterRace={standings?.afterRace ?? null} />
      <FavouriteInvite signedIn={signedIn} hasFavourite={favouriteDriverId !== null} />
      {rows.length > 0 && <DriverStandingsTable rows={rows} year={year} complete={complete} />}
      {rows.length > 0 ? (
        <ol className="driver-grid standings-cards" aria-label={`Drivers, ${year}`}>
          {rows.map((driver) => (
            <li key={driver.driverId}>
              <DriverCard
                driver={driver}
                showStanding={complete}
                gap={
                  leader && driver.points !== null && leader.points !== null
                    ? gapToLeader(
                        driver.points,
                        { points: leader.points, code: leader.code },
                        driver.driverId === leader.driverId,
                      )
                    : undefined
                }
                favourite={driver.driverId === favouriteDriverId}
              />
            </li>
          ))}
        </ol>
      ) : (
        <p className="card standings-empty">The {year} drivers have not been announced yet.</p>
      )}
    </main>
  );
}
