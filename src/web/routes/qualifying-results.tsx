import { qualifyingArchive } from '#server/features/results/results.server.ts';
import { archiveRequest, requireStartRound } from '#server/features/results/results-page.server.ts';
import { readerOf } from '#server/features/spoilers/request-shield.server.ts';
import { serverContext } from '#server/react-router-context.server.ts';
import type { PageHandle } from '#shared/page-query.ts';
import { ResultsArchive } from '#web/features/results/results-archive.tsx';
import '#web/features/results/results.css';
import type { Route } from './+types/qualifying-results';

/** The query this page reads; every other parameter leaves its address (#shared/page-query.ts). */
export const handle: PageHandle = { query: ['year', 'before'] };

export function meta({ loaderData }: Route.MetaArgs) {
  const year = loaderData?.year ?? '';
  return [
    { title: `Qualifying results ${year} · Pitwall` },
    {
      name: 'description',
      content: `Every Formula 1 qualifying session of ${year}, round by round, with Q1, Q2 and Q3 times.`,
    },
  ];
}

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const { services } = context.get(serverContext);
  const { year, ...start } = await archiveRequest(
    services,
    '/qualifying-results',
    url,
    params.year,
    params.round,
  );
  return requireStartRound(await qualifyingArchive(await readerOf(context), year, start));
}

export default function QualifyingResults({ loaderData }: Route.ComponentProps) {
  const { before, round, ...page } = loaderData;
  // A new season, a "more" page or a change of what the spoiler shield hides starts the list afresh.
  const hidden = page.hiddenRounds.map((hiddenRound) => hiddenRound.round).join(',');
  return (
    <ResultsArchive
      kind="qualifying"
      key={`${page.year}:${before}:${round}:${hidden}`}
      {...page}
      current={round}
    />
  );
}
