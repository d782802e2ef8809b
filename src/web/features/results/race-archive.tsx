import { useCallback } from 'react';
import { type RaceRound, roundApiPath } from '#shared/results-archive.ts';
import { ClassificationTable } from '#web/components/ui/classification-table.tsx';
import { ArchiveHeader } from './archive-header.tsx';
import { ArchiveMore } from './archive-more.tsx';
import { RoundSection, roundContext } from './round-section.tsx';
import { fetchRound, useRoundPaging } from './use-round-paging.ts';

type Props = { year: number; seasons: number[]; first: RaceRound | null };

const caption = (label: string, round: RaceRound) => (
  <>
    {label}
    <span className="visually-hidden"> results, {roundContext(round)}</span>
  </>
);

/** Race results of a season, latest round first, earlier rounds loading as the visitor scrolls. */
export function RaceArchive({ year, seasons, first }: Props) {
  const load = useCallback(
    (round: number) => fetchRound<RaceRound>(roundApiPath(year, round, 'race')),
    [year],
  );
  const paging = useRoundPaging(first, load);
  const last = paging.rounds.at(-1);

  return (
    <main className="page archive">
      <ArchiveHeader kind="race" year={year} seasons={seasons} />
      {paging.rounds.length === 0 && <p className="archive__empty">No race of {year} has been run yet.</p>}
      {paging.rounds.map((round) => (
        <RoundSection key={round.round} round={round}>
          <ClassificationTable
            classification={round.race}
            caption={caption('Race', round)}
            raceColumns="archive"
          />
          {round.sprint && (
            <ClassificationTable
              classification={round.sprint}
              caption={caption('Sprint', round)}
              raceColumns="archive"
            />
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
