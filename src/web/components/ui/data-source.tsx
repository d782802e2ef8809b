import { type Provenance, provenanceText } from '#shared/provenance.ts';
import './data-source.css';

type Props = {
  /** What the block holds: "Results", "Standings". */
  label: string;
  provenance: Provenance;
  /** The server's now (ISO), so server and browser print the same relative time. */
  now: string;
};

/** Where a race-data block came from and when: "Results: Jolpica · synced 12 min ago". */
export function DataSource({ label, provenance, now }: Props) {
  return <p className="data-source">{provenanceText(label, provenance, new Date(now))}</p>;
}
