import { raceArchive } from '#server/features/results/results.server.ts';
import { archiveRequest } from '#server/features/results/results-page.server.ts';
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
  const { year, before } = archiveRequest(context.services, '/race-results', request, params.year);
  return raceArchive(context.services, year, before);
}

export default function RaceResults({ loaderData }: Route.ComponentProps) {
  const { year, seasons, first, before } = loaderData;
  // A new season (or a "more" page) starts the list afresh.
  return <RaceArchive key={`${year}:${before}`} year={year} seasons={seasons} first={first} />;
}
