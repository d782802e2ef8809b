import { useCallback } from 'react';
import { type RaceRound, raceRound, resultsLimit, roundPaths } from '#shared/results-archive.ts';
import { ArchiveHeader } from './archive-header.tsx';
import { ArchiveMore } from './archive-more.tsx';
import { RaceResultsTable } from './race-results-table.tsx';
import { RoundSection, roundContext } from './round-section.tsx';
import { fetchErgast, useRoundPaging } from './use-round-paging.ts';

type Props = { year: number; seasons: number[]; first: RaceRound | null; sprintRounds: number[] };

/** Race results of a season, latest round first, earlier rounds loading as the visitor scrolls. */
export function RaceArchive({ year, seasons, first, sprintRounds }: Props) {
  const load = useCallback(
    async (round: number) => {
      const paths = roundPaths(year, round);
      const [results, sprint] = await Promise.all([
        fetchErgast(paths.results, resultsLimit),
        sprintRounds.includes(round) ? fetchErgast(paths.sprint, resultsLimit) : undefined,
      ]);
      return raceRound(results, sprint);
    },
    [year, sprintRounds],
  );
  const paging = useRoundPaging(first, load);
  const last = paging.rounds.at(-1);

  return (
    <main className="page archive">
      <ArchiveHeader kind="race" year={year} seasons={seasons} />
      {paging.rounds.length === 0 && <p className="archive__empty">No race of {year} has been run yet.</p>}
      {paging.rounds.map((round) => (
        <RoundSection key={round.round} round={round}>
          <RaceResultsTable caption="Race" context={roundContext(round)} rows={round.race} />
          {round.sprint.length > 0 && (
            <RaceResultsTable caption="Sprint" context={roundContext(round)} rows={round.sprint} />
          )}
        </RoundSection>
      ))}
      {last && (
        <ArchiveMore
          state={paging.state}
          nextRound={paging.nextRound}
          moreHref={`/race-results/${year}?before=${last.round}`}
          scrollText="Scroll for more results"
          doneText={`That was the first race of ${year}.`}
          onMore={paging.loadMore}
          sentinel={paging.sentinel}
        />
      )}
    </main>
  );
}
