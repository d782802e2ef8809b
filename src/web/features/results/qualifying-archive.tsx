import { useCallback } from 'react';
import { type QualifyingRound, qualifyingRound, resultsLimit, roundPaths } from '#shared/results-archive.ts';
import { ArchiveHeader } from './archive-header.tsx';
import { ArchiveMore } from './archive-more.tsx';
import { QualifyingResultsTable } from './qualifying-results-table.tsx';
import { RoundSection, roundContext } from './round-section.tsx';
import { fetchErgast, useRoundPaging } from './use-round-paging.ts';

type Props = { year: number; seasons: number[]; first: QualifyingRound | null };

/** Qualifying results of a season, latest round first, earlier rounds loading as the visitor scrolls. */
export function QualifyingArchive({ year, seasons, first }: Props) {
  const load = useCallback(
    async (round: number) =>
      qualifyingRound(await fetchErgast(roundPaths(year, round).qualifying, resultsLimit)),
    [year],
  );
  const paging = useRoundPaging(first, load);
  const last = paging.rounds.at(-1);

  return (
    <main className="page archive">
      <ArchiveHeader kind="qualifying" year={year} seasons={seasons} />
      {paging.rounds.length === 0 && (
        <p className="archive__empty">No qualifying session of {year} has been run yet.</p>
      )}
      {paging.rounds.map((round) => (
        <RoundSection key={round.round} round={round}>
          <QualifyingResultsTable
            caption="Qualifying"
            context={roundContext(round)}
            rows={round.qualifying}
          />
        </RoundSection>
      ))}
      {last && (
        <ArchiveMore
          state={paging.state}
          nextRound={paging.nextRound}
          moreHref={`/qualifying-results/${year}?before=${last.round}`}
          scrollText="Scroll for more races"
          doneText={`That was the first qualifying session of ${year}.`}
          onMore={paging.loadMore}
          sentinel={paging.sentinel}
        />
      )}
    </main>
  );
}
