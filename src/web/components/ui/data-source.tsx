import { outageText, type Provenance, provenanceText, type SourceOutage } from '#shared/provenance.ts';
import './data-source.css';

type Props = {
  /** What the block holds: "Results", "Standings". */
  label: string;
  provenance: Provenance;
  /** The server's now (ISO), so server and browser print the same relative time. */
  now: string;
};

/**
 * Where a race-data block came from and when: "Results: Jolpica · synced 12 min ago", and, while the
 * results source cannot be reached, that the block may be behind.
 */
export function DataSource({ label, provenance, now }: Props) {
  return (
    <>
      <p className="data-source">{provenanceText(label, provenance, new Date(now))}</p>
      {provenance.outage && <SourceOutageNote outage={provenance.outage} />}
    </>
  );
}

/** "Results source (Jolpica) unreachable since …; showing data to …", beside race data that may be behind. */
export function SourceOutageNote({ outage }: { outage: SourceOutage }) {
  return <p className="data-source data-source--outage">{outageText(outage)}</p>;
}
