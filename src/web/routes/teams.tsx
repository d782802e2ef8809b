import { fanCounts, viewerFavourites } from '#server/features/profile/favourites.server.ts';
import { readerOf } from '#server/features/spoilers/request-shield.server.ts';
import { teamStandingsPage } from '#server/features/standings/standings-page.server.ts';
import {
  standingsSeasonRequest,
  withoutPageIds,
} from '#server/features/standings/standings-season.server.ts';
import { titleRaceView } from '#server/features/title-race/title-race.server.ts';
import { standingsProvenance } from '#server/race-data/provenance.ts';
import { serverContext } from '#server/react-router-context.server.ts';
import type { PageHandle } from '#shared/page-query.ts';
import { DataSource } from '#web/components/ui/data-source.tsx';
import { SeasonSelect } from '#web/components/ui/season-select.tsx';
import { SpoilerHidden } from '#web/components/ui/spoiler-hidden.tsx';
import { StandingsHeader } from '#web/features/standings/standings-header.tsx';
import { TeamStandingsTable } from '#web/features/standings/standings-table.tsx';
import { TeamCard } from '#web/features/standings/team-card.tsx';
import { TitleRace } from '#web/features/title-race/title-race.tsx';
import '#web/features/standings/standings.css';
import type { Route } from './+types/teams';

/** The query this page reads; every other parameter leaves its address (#shared/page-query.ts). */
export const handle: PageHandle = { query: ['season', 'after', 'scenario', 'fastest-lap', 'pick-*'] };

export function meta({ data }: Route.MetaArgs) {
  const year = data?.standings?.year ?? '';
  return [
    { title: `Team standings ${year} · Pitwall` },
    {
      name: 'description',
      content: `The ${year} Formula 1 constructors' championship: points, wins and drivers.`,
    },
  ];
}

export async function loader({ context, request, url }: Route.LoaderArgs) {
  const { services } = context.get(serverContext);
  const { year, inFocus, seasons } = await standingsSeasonRequest(services, url, 'teams');
  const reader = await readerOf(context);
  const [{ standings: found, standingsHidden }, favourites, titleRace] = await Promise.all([
    fanCounts(services).then((fans) => teamStandingsPage(reader, year, fans)),
    viewerFavourites(services, request),
    titleRaceView(reader, year, 'teams', url),
  ]);
  const standings =
    found && year !== inFocus
      ? {
          ...found,
          rows: found.rows.map((team) => ({ ...team, drivers: team.drivers.map(withoutPageIds) })),
        }
      : found;
  const afterRace = found?.afterRace;
  return {
    year,
    seasons,
    standings: standings ?? null,
    favouriteTeamId: favourites.teamId,
    provenance: afterRace ? await standingsProvenance(services, year, afterRace.round) : null,
    now: services.clock.now().toISOString(),
    titleRace,
    standingsHidden,
    teamPages: year === inFocus,
  };
}

export default function Teams({ loaderData }: Route.ComponentProps) {
  const {
    year,
    seasons,
    standings,
    favouriteTeamId,
    provenance,
    now,
    titleRace,
    standingsHidden,
    teamPages,
  } = loaderData;
  // A season over is a look back: after the standings rather than above them.
  const seasonOver = titleRace?.roundsLeft.length === 0;
  return (
    <main className="page standings-page">
      <StandingsHeader
        title="Team standings"
        year={year}
        afterRace={standings?.afterRace ?? null}
        note={provenance && <DataSource label="Standings" provenance={provenance} now={now} />}
      >
        <SeasonSelect
          action="/teams"
          name="season"
          id="teams-season"
          year={year}
          seasons={seasons}
          hrefFor={(season) => (season === seasons[0] ? '/teams' : `/teams?season=${season}`)}
        />
      </StandingsHeader>
      {standingsHidden && (
        <SpoilerHidden what="the standings and the title race" sessions={standingsHidden} />
      )}
      {titleRace && !seasonOver && <TitleRace view={titleRace} year={year} path="/teams" />}
      {standings && standings.rows.length > 0 && (
        <TeamStandingsTable
          rows={standings.rows}
          year={year}
          complete={standings.complete}
          linked={teamPages}
        />
      )}
      {standings && standings.rows.length > 0 ? (
        <ol className="team-grid standings-cards" aria-label={`Teams, ${year}`}>
          {standings.rows.map((team) => (
            <li key={team.teamId}>
              <TeamCard
                team={team}
                year={year}
                showStanding={standings.complete}
                favourite={team.teamId === favouriteTeamId}
                linked={teamPages}
              />
            </li>
          ))}
        </ol>
      ) : (
        <p className="card standings-empty">The {year} teams have not been announced yet.</p>
      )}
      {titleRace && seasonOver && <TitleRace view={titleRace} year={year} path="/teams" />}
    </main>
  );
}
