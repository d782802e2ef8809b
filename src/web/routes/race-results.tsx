import { raceArchive } from '#server/features/results/results.server.ts';
import { archiveRequest, requireStartRound } from '#server/features/results/results-page.server.ts';
import { readerOf } from '#server/features/spoilers/request-shield.server.ts';
import { serverContext } from '#server/react-router-context.server.ts';
import type { PageHandle } from '#shared/page-query.ts';
import { ResultsArchive } from '#web/features/results/results-archive.tsx';
import '#web/features/results/results.css';
import type { Route } from './+types/race-results';

/** The query this page reads; every other parameter leaves its address (#shared/page-query.ts). */
export const handle: PageHandle = { query: ['year', 'before'] };

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

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const { services } = context.get(serverContext);
  const { year, ...start } = await archiveRequest(services, '/race-results', url, params.year, params.round);
  return requireStartRound(await raceArchive(await readerOf(context), year, start));
}

export default function RaceResults({ loaderData }: Route.ComponentProps) {
  const { before, round, ...page } = loaderData;
  // A new season, a "more" page or a change of what the spoiler shield hides starts the list afresh.
  const hidden = page.hiddenRounds.map((hiddenRound) => hiddenRound.round).join(',');
  return (
    <ResultsArchive kind="race" key={`${page.year}:${before}:${round}:${hidden}`} {...page} current={round} />
  );
}
