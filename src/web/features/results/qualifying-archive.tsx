import { useCallback } from 'react';
import type { Provenance, SyncSchedule } from '#shared/provenance.ts';
import {
  type ArchivedRound,
  type HiddenRound,
  isHiddenRound,
  type QualifyingRound,
  type RoundHeading,
  roundApiPath,
} from '#shared/results-archive.ts';
import { ClassificationTable } from '#web/components/ui/classification-table.tsx';
import { DataSource } from '#web/components/ui/data-source.tsx';
import { ArchiveHeader } from './archive-header.tsx';
import { ArchiveMore } from './archive-more.tsx';
import { PendingRounds } from './pending-round.tsx';
import { RoundNav } from './round-nav.tsx';
import { HiddenRoundSection, RoundSection, roundContext } from './round-section.tsx';
import { loadUnlessHidden, useRoundPaging } from './use-round-paging.ts';

const noHiddenRounds: HiddenRound[] = [];

type Props = {
  year: number;
  seasons: number[];
  first: QualifyingRound | null;
  /** The first round's heading when the spoiler shield hides its classification. */
  firstHidden?: HiddenRound | null;
  /** Rounds the spoiler shield hides: shown as hidden, never fetched. */
  hiddenRounds?: HiddenRound[];
  rounds?: ArchivedRound[];
  driverPages?: Record<string, string>;
  /** Rounds run after the first one shown whose results are not in yet, newest first (landing page only). */
  pending?: RoundHeading[];
  /** Where the server-rendered round's classification came from. */
  provenance?: Provenance | null;
  sync?: SyncSchedule;
  now?: string;
  /** The round the page was opened at (/qualifying-results/2024/5), when one was asked for. */
  current?: number | null;
};

/** Qualifying results of a season, latest round first, earlier rounds loading as the visitor scrolls. */
export function QualifyingArchive({
  year,
  seasons,
  first,
  firstHidden = null,
  hiddenRounds = noHiddenRounds,
  rounds = [],
  driverPages = {},
  current = null,
  pending = [],
  provenance = null,
  sync = null,
  now = new Date().toISOString(),
}: Props) {
  const load = useCallback(
    (round: number) =>
      loadUnlessHidden<QualifyingRound>(hiddenRounds, round, roundApiPath(year, round, 'qualifying')),
    [year, hiddenRounds],
  );
  const paging = useRoundPaging<QualifyingRound | HiddenRound>(first ?? firstHidden, load);
  const roundHref = (round: number) => `/qualifying-results/${year}/${round}`;
  const driverHref = (driverId: string) => {
    const id = driverPages[driverId];
    return id ? `/drivers/${id}` : undefined;
  };
  const last = paging.rounds.at(-1);

  return (
    <main className="page archive">
      <ArchiveHeader kind="qualifying" year={year} seasons={seasons} />
      <RoundNav rounds={rounds} current={current} hrefFor={roundHref} />
      <PendingRounds rounds={pending} sync={sync} now={now} />
      {paging.rounds.length === 0 && pending.length === 0 && (
        <p className="archive__empty">No qualifying session of {year} has been run yet.</p>
      )}
      {paging.rounds.map((round) =>
        isHiddenRound(round) ? (
          <HiddenRoundSection key={round.round} round={round} />
        ) : (
          <RoundSection key={round.round} round={round}>
            <ClassificationTable
              classification={round.qualifying}
              caption={
                <>
                  Qualifying<span className="visually-hidden"> results, {roundContext(round)}</span>
                </>
              }
              raceColumns="archive"
              driverHref={driverHref}
            />
            {provenance && round.round === first?.round && (
              <DataSource label="Results" provenance={provenance} now={now} />
            )}
          </RoundSection>
        ),
      )}
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
