import { useCallback } from 'react';
import type { Provenance, SyncSchedule } from '#shared/provenance.ts';
import {
  type ArchivedRound,
  type HiddenRound,
  isHiddenRound,
  type QualifyingRound,
  type RaceRound,
  type RoundHeading,
  type RoundWinner,
  roundApiPath,
} from '#shared/results-archive.ts';
import { ClassificationTable } from '#web/components/ui/classification-table.tsx';
import { DataSource } from '#web/components/ui/data-source.tsx';
import { ArchiveHeader } from './archive-header.tsx';
import { ArchiveMore } from './archive-more.tsx';
import { PendingRounds } from './pending-round.tsx';
import { RoundNav } from './round-nav.tsx';
import { HiddenRoundSection, RoundSection, roundContext } from './round-section.tsx';
import { SeasonWinners } from './season-winners.tsx';
import { loadUnlessHidden, useRoundPaging } from './use-round-paging.ts';

const noHiddenRounds: HiddenRound[] = [];

/** What the race and the qualifying archive each say and where their pages are. */
const kinds = {
  race: {
    path: '/race-results',
    empty: 'No race of {year} has been run yet.',
    scrollText: 'Scroll for more results',
    done: 'That was the first race of {year}.',
  },
  qualifying: {
    path: '/qualifying-results',
    empty: 'No qualifying session of {year} has been run yet.',
    scrollText: 'Scroll for more races',
    done: 'That was the first qualifying session of {year}.',
  },
} as const;

type ArchiveRound = RaceRound | QualifyingRound;

type Props = {
  year: number;
  seasons: number[];
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
  /** The round the page was opened at (/race-results/2024/5), when one was asked for. */
  current?: number | null;
} & (
  | { kind: 'race'; first: RaceRound | null; winners?: RoundWinner[] }
  | { kind: 'qualifying'; first: QualifyingRound | null; winners?: undefined }
);

const caption = (label: string, round: ArchiveRound) => (
  <>
    {label}
    <span className="visually-hidden"> results, {roundContext(round)}</span>
  </>
);

/** The classification tables of one round: the race and any sprint, or the qualifying session. */
function RoundTables({
  round,
  driverHref,
}: {
  round: ArchiveRound;
  driverHref: (driverId: string) => string | undefined;
}) {
  if ('qualifying' in round) {
    return (
      <ClassificationTable
        classification={round.qualifying}
        caption={caption('Qualifying', round)}
        raceColumns="archive"
        driverHref={driverHref}
      />
    );
  }
  return (
    <>
      <ClassificationTable
        classification={round.race}
        caption={caption('Race', round)}
        raceColumns="archive"
        driverHref={driverHref}
      />
      {round.sprint && (
        <ClassificationTable
          classification={round.sprint}
          caption={caption('Sprint', round)}
          raceColumns="archive"
        />
      )}
    </>
  );
}

/** A season's race or qualifying results, latest round first, earlier rounds loading as the visitor scrolls. */
export function ResultsArchive({
  kind,
  year,
  seasons,
  first,
  firstHidden = null,
  hiddenRounds = noHiddenRounds,
  rounds = [],
  winners = [],
  driverPages = {},
  current = null,
  pending = [],
  provenance = null,
  sync = null,
  now = new Date().toISOString(),
}: Props) {
  const words = kinds[kind];
  const load = useCallback(
    (round: number) => loadUnlessHidden<ArchiveRound>(hiddenRounds, round, roundApiPath(year, round, kind)),
    [year, hiddenRounds, kind],
  );
  const paging = useRoundPaging<ArchiveRound | HiddenRound>(first ?? firstHidden, load);
  const roundHref = (round: number) => `${words.path}/${year}/${round}`;
  const driverHref = (driverId: string) => {
    const id = driverPages[driverId];
    return id ? `/drivers/${id}` : undefined;
  };
  const last = paging.rounds.at(-1);
  const ofYear = (text: string) => text.replace('{year}', String(year));

  return (
    <main className="page archive">
      <ArchiveHeader kind={kind} year={year} seasons={seasons} />
      <RoundNav rounds={rounds} current={current} hrefFor={roundHref} />
      {kind === 'race' && (
        <SeasonWinners year={year} winners={winners} hrefFor={roundHref} driverHref={driverHref} />
      )}
      <PendingRounds rounds={pending} sync={sync} now={now} />
      {paging.rounds.length === 0 && pending.length === 0 && (
        <p className="archive__empty">{ofYear(words.empty)}</p>
      )}
      {paging.rounds.map((round) =>
        isHiddenRound(round) ? (
          <HiddenRoundSection key={round.round} round={round} />
        ) : (
          <RoundSection key={round.round} round={round}>
            <RoundTables round={round} driverHref={driverHref} />
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
          moreHref={`${words.path}/${year}?before=${last.round}`}
          scrollText={words.scrollText}
          doneText={ofYear(words.done)}
          onMore={paging.loadMore}
          sentinel={paging.sentinel}
        />
      )}
    </main>
  );
}
