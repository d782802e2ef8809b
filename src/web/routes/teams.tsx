import { fanCounts, viewerFavourites } from '#server/features/profile/favourites.server.ts';
import { teamStandings } from '#server/features/standings/standings.server.ts';
import { StandingsHeader } from '#web/features/standings/standings-header.tsx';
import { TeamStandingsTable } from '#web/features/standings/standings-table.tsx';
import { TeamCard } from '#web/features/standings/team-card.tsx';
import '#web/features/standings/standings.css';
import type { Route } from './+types/teams';

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

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = context;
  const year = services.env.CURRENT_SEASON;
  const [standings, favourites] = await Promise.all([
    fanCounts(services).then((fans) => teamStandings(services, year, fans)),
    viewerFavourites(services, request),
  ]);
  return { year, standings: standings ?? null, favouriteTeamId: favourites.teamId };
}

export default function Teams({ loaderData }: Route.ComponentProps) {
  const { year, standings, favouriteTeamId } = loaderData;
  return (
    <main className="page standings-page">
      <StandingsHeader title="Team standings" year={year} afterRace={standings?.afterRace ?? null} />
      {standings && standings.rows.length > 0 && (
        <TeamStandingsTable rows={standings.rows} year={year} complete={standings.complete} />
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
              />
            </li>
          ))}
        </ol>
      ) : (
        <p className="card standings-empty">The {year} teams have not been announced yet.</p>
      )}
    </main>
  );
}
