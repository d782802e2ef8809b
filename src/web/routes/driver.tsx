import { data, Link, redirect } from 'react-router';
import { driverPage } from '#server/features/drivers/driver-page.server.ts';
import { fanCounts } from '#server/features/profile/favourites.server.ts';
import { readerOf } from '#server/features/spoilers/request-shield.server.ts';
import { seasonInFocus } from '#server/race-data/season-in-focus.ts';
import { serverContext } from '#server/react-router-context.server.ts';
import { formatPoints } from '#shared/standings.ts';
import { PointsChart } from '#web/components/season/points-chart.tsx';
import { SeasonPageError } from '#web/components/season/season-page-error.tsx';
import { StatList } from '#web/components/season/stat-list.tsx';
import { DataSource } from '#web/components/ui/data-source.tsx';
import { liveryStyle } from '#web/components/ui/livery.ts';
import { SpoilerHidden } from '#web/components/ui/spoiler-hidden.tsx';
import { DriverHero } from '#web/features/drivers/driver-hero.tsx';
import { SeasonResultsTable } from '#web/features/drivers/season-results-table.tsx';
import { SeasonStints } from '#web/features/drivers/season-stints.tsx';
import { HeadToHeadLinks } from '#web/features/history/head-to-head-links.tsx';
import { TeamStandingCard } from '#web/features/standings/team-standing-card.tsx';
import '#web/features/standings/drivers.css';
import '#web/components/season/season-page.css';
import type { Route } from './+types/driver';

export function meta({ data: page }: Route.MetaArgs) {
  if (!page) return [{ title: 'Driver not found · Pitwall' }, { name: 'robots', content: 'noindex' }];
  const { driver, year } = page;
  return [
    { title: `${driver.firstName} ${driver.lastName} · ${year} season · Pitwall` },
    {
      name: 'description',
      content: `${driver.firstName} ${driver.lastName}'s ${year} Formula 1 season race by race, points and career numbers.`,
    },
  ];
}

export async function loader({ context, params }: Route.LoaderArgs) {
  const { services } = context.get(serverContext);
  const year = await seasonInFocus(services);
  const id = params.id;
  // Page ids are upper case (docs/product.md §2); a hand-typed /drivers/nor is sent to /drivers/NOR.
  if (/^[a-z]{1,3}$/i.test(id) && id !== id.toUpperCase())
    throw redirect(`/drivers/${id.toUpperCase()}`, 301);
  const page = /^[A-Z]{1,3}$/.test(id)
    ? await driverPage(await readerOf(context), year, id, await fanCounts(services))
    : undefined;
  if (!page) throw data({ id, year }, { status: 404, statusText: 'Not Found' });
  return { ...page, now: services.clock.now().toISOString() };
}

export default function DriverPage({ loaderData: page }: Route.ComponentProps) {
  const { driver, year, outcome } = page;
  const teamMate = page.team?.drivers.find((other) => other.driverId !== driver.driverId) ?? null;
  return (
    <main className="page driver-page" style={liveryStyle(driver.team)}>
      <p className="driver-page__back">
        <Link to="/drivers">← Driver standings</Link>
      </p>
      <DriverHero driver={driver} year={year} />
      {outcome ? (
        <DriverNumbers page={page} outcome={outcome} teamMate={teamMate} />
      ) : (
        <section aria-labelledby="season-title" className="driver-page__section">
          <h2 id="season-title">{year} season</h2>
          <SpoilerHidden
            what={`${driver.lastName}'s results, points and career numbers`}
            sessions={page.hidden ?? []}
          />
          <SeasonStints year={year} stints={page.stints} />
          {page.team && (
            <div className="driver-page__team">
              <TeamStandingCard
                team={page.team}
                showStanding={false}
                heading="Team"
                to={`/teams/${page.team.teamId}`}
              />
            </div>
          )}
          <HeadToHeadLinks driverId={driver.driverId} year={year} teamMate={teamMate} />
        </section>
      )}
    </main>
  );
}

type Loaded = Route.ComponentProps['loaderData'];

/** The season's and the career's numbers, race by race and in a chart. */
function DriverNumbers({
  page,
  outcome,
  teamMate,
}: {
  page: Loaded;
  outcome: NonNullable<Loaded['outcome']>;
  teamMate: NonNullable<Loaded['team']>['drivers'][number] | null;
}) {
  const { driver, year } = page;
  const { season, career } = outcome;
  const name = `${driver.firstName} ${driver.lastName}`;
  const seasonStats = [
    { label: 'Position', value: season.position ?? '–' },
    { label: 'Points', value: season.points === null ? '–' : formatPoints(season.points) },
    { label: 'Races', value: season.races },
    { label: 'Wins', value: season.wins },
    { label: 'Podiums', value: season.podiums },
    { label: 'Poles', value: season.poles },
    { label: 'Fastest laps', value: season.fastestLaps },
    { label: 'Best finish', value: season.bestFinish ?? '–' },
    { label: 'Sprint points', value: formatPoints(season.sprintPoints) },
    { label: 'Retirements', value: season.retirements },
  ];
  const careerStats = [
    { label: 'Starts', value: career.starts },
    { label: 'Wins', value: career.wins },
    { label: 'Podiums', value: career.podiums },
    { label: 'Poles', value: career.poles },
    { label: 'Fastest laps', value: career.fastestLaps },
    {
      label: 'Titles',
      value: (
        <>
          {career.titles}
          {career.titleYears.length > 0 && (
            <span className="stat-list__note">
              {' '}
              <span className="visually-hidden">won in </span>
              {career.titleYears.join(', ')}
            </span>
          )}
        </>
      ),
    },
  ];
  return (
    <>
      <section aria-labelledby="season-title" className="driver-page__section">
        <h2 id="season-title">{year} season</h2>
        <p className="muted">
          {page.afterRace
            ? `After round ${page.afterRace.round}, the ${page.afterRace.name}.`
            : 'No race run yet.'}
        </p>
        {page.provenance && <DataSource label="Standings" provenance={page.provenance} now={page.now} />}
        <StatList label={`${year} season totals`} stats={seasonStats} />
        <SeasonStints year={year} stints={page.stints} />
        {page.team && (
          <div className="driver-page__team">
            <TeamStandingCard
              team={page.team}
              showStanding={page.teamStandingComplete}
              heading="Team standing"
              to={`/teams/${page.team.teamId}`}
            />
          </div>
        )}
      </section>

      <section aria-labelledby="progression-title" className="driver-page__section">
        <h2 id="progression-title">Points progression</h2>
        <PointsChart driverName={name} year={year} progression={outcome.progression} />
      </section>

      <section aria-labelledby="results-title" className="driver-page__section">
        <h2 id="results-title">Race by race</h2>
        {outcome.rounds.length > 0 ? (
          <SeasonResultsTable rounds={outcome.rounds} year={year} driverName={name} />
        ) : (
          <p className="muted">No races yet this season.</p>
        )}
      </section>

      <section aria-labelledby="career-title" className="driver-page__section">
        <h2 id="career-title">Career</h2>
        <p className="muted">
          {career.firstYear
            ? `Every Grand Prix from ${career.firstYear} to ${career.lastYear}, counted from the race data.`
            : 'No Grand Prix start yet.'}
        </p>
        <StatList label="Career numbers" stats={careerStats} />
        <HeadToHeadLinks driverId={driver.driverId} year={year} teamMate={teamMate} />
      </section>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <SeasonPageError
      error={error}
      className="driver-page"
      noun="Driver"
      missingText={({ id, year }) =>
        `No ${year} race driver has the page ${id}. A driver's page is the first three letters of the surname, like /drivers/NOR.`
      }
      list={{ to: '/drivers', label: 'See all drivers' }}
    />
  );
}
