import { nextSyncText, type SyncSchedule } from '#shared/provenance.ts';
import { SourceOutageNote } from './data-source.tsx';
import './data-source.css';

type Props = {
  /** The results sync's schedule; null when it is off. */
  sync: SyncSchedule;
  /** The server's now (ISO). */
  now: string;
};

/** A session that has ended with no classification stored yet: said so, never an empty table. */
export function ResultsPending({ sync, now }: Props) {
  const next = nextSyncText(sync, new Date(now));
  return (
    <>
      <p className="results-pending">
        <strong>Results pending</strong>
        {next && <span> {next}</span>}
      </p>
      {sync?.outage && <SourceOutageNote outage={sync.outage} />}
    </>
  );
}
