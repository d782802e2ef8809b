import { data, Link, redirect } from 'react-router';
import { fanCounts } from '#server/features/profile/favourites.server.ts';
import { readerOf } from '#server/features/spoilers/request-shield.server.ts';
import { teamPage } from '#server/features/teams/team-page.server.ts';
import { seasonInFocus } from '#server/race-data/season-in-focus.ts';
import { serverContext } from '#server/react-router-context.server.ts';
import { formatPoints } from '#shared/standings.ts';
import { PointsChart } from '#web/components/season/points-chart.tsx';
import { SeasonPageError } from '#web/components/season/season-page-error.tsx';
import { StatList } from '#web/components/season/stat-list.tsx';
import { DataSource } from '#web/components/ui/data-source.tsx';
import { liveryStyle } from '#web/components/ui/livery.ts';
import { SpoilerHidden } from '#web/components/ui/spoiler-hidden.tsx';
import { TeamDrivers } from '#web/features/teams/team-drivers.tsx';
import { TeamHero } from '#web/features/teams/team-hero.tsx';
import { TeamRoundsTable } from '#web/features/teams/team-rounds-table.tsx';
import '#web/components/season/season-page.css';
import '#web/features/teams/team-page.css';
import type { Route } from './+types/team';

export function meta({ data: page }: Route.MetaArgs) {
  if (!page) return [{ title: 'Team not found · Pitwall' }, { name: 'robots', content: 'noindex' }];
  const { team, year } = page;
  return [
    { title: `${team.name} ${year} · Pitwall` },
    {
      name: 'description',
      content: `${team.name}'s ${year} Formula 1 season: its drivers, its championship standing and its points race by race.`,
    },
  ];
}

export async function loader({ context, params }: Route.LoaderArgs) {
  const { services } = context.get(serverContext);
  const year = await seasonInFocus(services);
  const id = params.id;
  // Team ids are lower case; a hand-typed /teams/McLaren is sent to /teams/mclaren.
  if (id !== id.toLowerCase() && /^[a-z0-9-]+$/i.test(id)) throw redirect(`/teams/${id.toLowerCase()}`, 301);
  const page = await teamPage(await readerOf(context), year, id, await fanCounts(services));
  if (!page) throw data({ id, year }, { status: 404, statusText: 'Not Found' });
  return { ...page, now: services.clock.now().toISOString() };
}

export default function TeamPage({ loaderData: page }: Route.ComponentProps) {
  const { team, year, outcome } = page;
  const season = outcome && page.complete ? outcome.season : null;
  return (
    <main className="page team-page" style={liveryStyle(team)}>
      <p className="driver-page__back">
        <Link to="/teams">← Team standings</Link>
      </p>
      <TeamHero team={team} year={year} standing={season} />

      <section aria-labelledby="drivers-title" className="driver-page__section">
        <h2 id="drivers-title">Drivers</h2>
        <TeamDrivers drivers={page.drivers} team={team} year={year} />
      </section>

      <section aria-labelledby="season-title" className="driver-page__section">
        <h2 id="season-title">{year} season</h2>
        {outcome ? (
          <>
            <p className="muted">
              {page.afterRace
                ? `After round ${page.afterRace.round}, the ${page.afterRace.name}.`
                : 'No race run yet.'}
            </p>
            {page.provenance && <DataSource label="Standings" provenance={page.provenance} now={page.now} />}
            <StatList
              label={`${team.name} ${year} season totals`}
              stats={[
                { label: 'Position', value: season?.position ?? '–' },
                { label: 'Points', value: season?.points == null ? '–' : formatPoints(season.points) },
                { label: 'Wins', value: outcome.season.wins },
                { label: 'Podiums', value: outcome.season.podiums },
                { label: 'One-twos', value: outcome.season.oneTwos },
                { label: 'Poles', value: outcome.season.poles },
                { label: 'Fastest laps', value: outcome.season.fastestLaps },
                { label: 'Best finish', value: outcome.season.bestFinish ?? '–' },
              ]}
            />
          </>
        ) : (
          <SpoilerHidden what={`${team.name}'s standing, points and results`} sessions={page.hidden ?? []} />
        )}
      </section>

      {outcome && outcome.rounds.length > 0 && (
        <>
          <section aria-labelledby="progression-title" className="driver-page__section">
            <h2 id="progression-title">Points progression</h2>
            <PointsChart driverName={team.name} year={year} progression={outcome.progression} />
          </section>
          <section aria-labelledby="results-title" className="driver-page__section">
            <h2 id="results-title">Race by race</h2>
            <TeamRoundsTable
              rounds={outcome.rounds}
              progression={outcome.progression}
              year={year}
              teamName={team.name}
            />
          </section>
        </>
      )}
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <SeasonPageError
      error={error}
      className="team-page"
      noun="Team"
      missingText={({ id, year }) =>
        `No ${year} team has the page ${id}. A team's page is its name in lower case, like /teams/mclaren.`
      }
      list={{ to: '/teams', label: 'See all teams' }}
    />
  );
}
