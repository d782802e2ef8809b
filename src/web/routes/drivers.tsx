import { fanCounts, viewerFavourites } from '#server/features/profile/favourites.server.ts';
import { readerOf } from '#server/features/spoilers/request-shield.server.ts';
import { driverStandingsPage } from '#server/features/standings/standings-page.server.ts';
import {
  standingsSeasonRequest,
  withoutPageIds,
} from '#server/features/standings/standings-season.server.ts';
import { titleRaceView } from '#server/features/title-race/title-race.server.ts';
import { standingsProvenance } from '#server/race-data/provenance.ts';
import { serverContext } from '#server/react-router-context.server.ts';
import type { PageHandle } from '#shared/page-query.ts';
import { gapToLeader } from '#shared/standings.ts';
import { DataSource } from '#web/components/ui/data-source.tsx';
import { SeasonSelect } from '#web/components/ui/season-select.tsx';
import { SpoilerHidden } from '#web/components/ui/spoiler-hidden.tsx';
import { DriverCard } from '#web/features/standings/driver-card.tsx';
import { FavouriteInvite } from '#web/features/standings/favourite-invite.tsx';
import { StandingsHeader } from '#web/features/standings/standings-header.tsx';
import { DriverStandingsTable } from '#web/features/standings/standings-table.tsx';
import { TitleRace } from '#web/features/title-race/title-race.tsx';
import '#web/features/standings/standings.css';
import '#web/features/standings/drivers.css';
import type { Route } from './+types/drivers';

/** The query this page reads; every other parameter leaves its address (#shared/page-query.ts). */
export const handle: PageHandle = { query: ['season', 'after', 'scenario', 'fastest-lap', 'pick-*'] };

export function meta({ data }: Route.MetaArgs) {
  const year = data?.year ?? '';
  return [
    { title: `Driver standings ${year} · Pitwall` },
    { name: 'description', content: `The ${year} Formula 1 drivers' championship: points, gaps and teams.` },
  ];
}

export async function loader({ context, request, url }: Route.LoaderArgs) {
  const { services } = context.get(serverContext);
  const { year, inFocus, seasons } = await standingsSeasonRequest(services, url, 'drivers');
  const reader = await readerOf(context);
  const [{ standings, standingsHidden }, favourites, titleRace] = await Promise.all([
    fanCounts(services).then((fans) => driverStandingsPage(reader, year, fans)),
    viewerFavourites(services, request),
    titleRaceView(reader, year, 'drivers', url),
  ]);
  const afterRace = standings?.afterRace;
  return {
    year,
    seasons,
    provenance: afterRace ? await standingsProvenance(services, year, afterRace.round) : null,
    now: services.clock.now().toISOString(),
    titleRace,
    standingsHidden,
    standings:
      standings && year !== inFocus
        ? { ...standings, rows: standings.rows.map(withoutPageIds) }
        : (standings ?? null),
    favouriteDriverId: favourites.driverId,
    signedIn: favourites.signedIn,
  };
}

export default function Drivers({ loaderData }: Route.ComponentProps) {
  const {
    year,
    seasons,
    standings,
    favouriteDriverId,
    signedIn,
    provenance,
    now,
    titleRace,
    standingsHidden,
  } = loaderData;
  // A season over is a look back: after the standings rather than above them.
  const seasonOver = titleRace?.roundsLeft.length === 0;
  const rows = standings?.rows ?? [];
  const complete = standings?.complete ?? false;
  const leader = complete ? rows[0] : undefined;
  return (
    <main className="page standings-page">
      <StandingsHeader
        title="Driver standings"
        year={year}
        afterRace={standings?.afterRace ?? null}
        note={provenance && <DataSource label="Standings" provenance={provenance} now={now} />}
      >
        <SeasonSelect
          action="/drivers"
          name="season"
          id="drivers-season"
          year={year}
          seasons={seasons}
          hrefFor={(season) => (season === seasons[0] ? '/drivers' : `/drivers?season=${season}`)}
        />
      </StandingsHeader>
      <FavouriteInvite signedIn={signedIn} hasFavourite={favouriteDriverId !== null} />
      {standingsHidden && (
        <SpoilerHidden what="the standings and the title race" sessions={standingsHidden} />
      )}
      {titleRace && !seasonOver && <TitleRace view={titleRace} year={year} path="/drivers" />}
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
      {titleRace && seasonOver && <TitleRace view={titleRace} year={year} path="/drivers" />}
    </main>
  );
}
