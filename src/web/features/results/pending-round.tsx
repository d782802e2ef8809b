import type { SyncSchedule } from '#shared/provenance.ts';
import type { RoundHeading } from '#shared/results-archive.ts';
import { ResultsPending } from '#web/components/ui/results-pending.tsx';
import { RoundSection } from './round-section.tsx';

/** The newest round run whose results are not in yet: its heading and "Results pending", no table. */
export function PendingRound({ round, sync, now }: { round: RoundHeading; sync: SyncSchedule; now: string }) {
  return (
    <RoundSection round={round}>
      <ResultsPending sync={sync} now={now} />
    </RoundSection>
  );
}
