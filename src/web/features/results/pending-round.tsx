import type { SyncSchedule } from '#shared/provenance.ts';
import type { RoundHeading } from '#shared/results-archive.ts';
import { SourceOutageNote } from '#web/components/ui/data-source.tsx';
import { ResultsPending } from '#web/components/ui/results-pending.tsx';
import { RoundSection } from './round-section.tsx';

/** One round run whose results are not in yet: its heading and "Results pending", no table. */
export function PendingRound({ round, sync, now }: { round: RoundHeading; sync: SyncSchedule; now: string }) {
  return (
    <RoundSection round={round}>
      <ResultsPending sync={sync} now={now} />
    </RoundSection>
  );
}

/**
 * The rounds run after the first one shown whose results are not in yet, newest first: the
 * unreachable-source note once above them, then each round with "Results pending".
 */
export function PendingRounds({
  rounds,
  sync,
  now,
}: {
  rounds: RoundHeading[];
  sync: SyncSchedule;
  now: string;
}) {
  if (rounds.length === 0) return null;
  return (
    <>
      {sync?.outage && <SourceOutageNote outage={sync.outage} />}
      {rounds.map((round) => (
        <PendingRound
          key={round.round}
          round={round}
          sync={sync && { nextRunAt: sync.nextRunAt }}
          now={now}
        />
      ))}
    </>
  );
}
