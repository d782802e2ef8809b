import { raceArchive } from '#server/features/results/results.server.ts';
import { archiveRequest, requireStartRound } from '#server/features/results/results-page.server.ts';
import { RaceArchive } from '#web/features/results/race-archive.tsx';
import '#web/features/results/results.css';
import type { Route } from './+types/race-results';

export function meta({ loaderData }: Route.MetaArgs) {
  const year = loaderData?.year ?? '';
  return [
    { title: `Race results ${year} · Pitwall` },
    {
      name: 'description',
      content: `Every Formula 1 race of ${year}, round by round: positions, drivers, constructors, points, status and fastest laps.`,
    },
  ];
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { year, ...start } = await archiveRequest(
    context.services,
    '/race-results',
    request,
    params.year,
    params.round,
  );
  return requireStartRound(await raceArchive(context.services, year, start));
}

export default function RaceResults({ loaderData }: Route.ComponentProps) {
  const { before, round, ...page } = loaderData;
  // A new season (or a "more" page) starts the list afresh.
  return <RaceArchive key={`${page.year}:${before}:${round}`} {...page} current={round} />;
}
