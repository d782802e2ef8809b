import type { ReactNode } from 'react';
import type { Classification, PracticeEntry, QualifyingEntry, RaceEntry } from '#shared/classification.ts';
import { formatPoints } from '#shared/standings.ts';

/**
 * Which race columns a page shows: a weekend's page the laps and the time or gap ("+6.812",
 * "DNF · Accident"); the season archive the constructor, the Ergast status and the fastest lap.
 */
export type RaceColumns = 'weekend' | 'archive';

type Props = {
  classification: Classification;
  /** The caption, the table's heading (visually hidden when the page has its own). */
  caption: ReactNode;
  captionHidden?: boolean;
  raceColumns?: RaceColumns;
};

/** A column; the driver's is the row header (`th scope=row`), so screen readers name each row by it. */
type Column<E> = { label: ReactNode; className?: string; rowHeader?: boolean; cell: (entry: E) => ReactNode };

const num = 'data-table__num';
const pos = 'data-table__pos';

const driverCell = (entry: { driverName: string; teamName: string }) => (
  <>
    {entry.driverName}
    <span className="data-table__sub">{entry.teamName}</span>
  </>
);

function raceColumns(view: RaceColumns): Column<RaceEntry>[] {
  if (view === 'weekend') {
    return [
      { label: 'Pos', className: pos, cell: (e) => e.positionText },
      { label: 'Driver', rowHeader: true, cell: driverCell },
      { label: 'Laps', className: num, cell: (e) => e.laps },
      { label: 'Time / retired', className: num, cell: (e) => e.result },
      { label: 'Pts', className: num, cell: (e) => (e.points ? formatPoints(e.points) : '') },
    ];
  }
  return [
    { label: <abbr title="Position">Pos</abbr>, className: pos, cell: (e) => String(e.position) },
    {
      label: 'Driver',
      rowHeader: true,
      cell: (e) => (
        <>
          {e.driverName}
          {/* Shown under the name where the constructor column is hidden (narrow screens). */}
          <span className="data-table__sub data-table__sub--narrow" aria-hidden="true">
            {e.teamName}
          </span>
        </>
      ),
    },
    { label: 'Constructor', className: 'data-table__wide-only', cell: (e) => e.teamName },
    { label: <abbr title="Points">Pts</abbr>, className: num, cell: (e) => formatPoints(e.points) },
    { label: 'Status', cell: (e) => e.status },
    // SPEC §2: '-' when the driver set no fastest lap.
    { label: 'Fastest lap', className: num, cell: (e) => e.fastestLap ?? '-' },
  ];
}

function qualifyingColumns(sprint: boolean, view: RaceColumns): Column<QualifyingEntry>[] {
  const q = sprint ? 'SQ' : 'Q';
  return [
    {
      label: view === 'archive' ? <abbr title="Position">Pos</abbr> : 'Pos',
      className: pos,
      cell: (e) => (view === 'archive' ? String(e.position) : e.positionText),
    },
    { label: 'Driver', rowHeader: true, cell: driverCell },
    { label: `${q}1`, className: num, cell: (e) => e.q1 || '-' },
    { label: `${q}2`, className: num, cell: (e) => e.q2 || '-' },
    { label: `${q}3`, className: num, cell: (e) => e.q3 || '-' },
  ];
}

const practiceColumns: Column<PracticeEntry>[] = [
  { label: 'Pos', className: pos, cell: (e) => e.positionText },
  { label: 'Driver', rowHeader: true, cell: driverCell },
  { label: 'Time', className: num, cell: (e) => e.time },
  { label: 'Gap', className: num, cell: (e) => e.gap },
  { label: 'Laps', className: num, cell: (e) => e.laps },
];

function Rows<E extends { position: number; driverId: string }>({
  columns,
  entries,
}: {
  columns: Column<E>[];
  entries: E[];
}) {
  return (
    <>
      <thead>
        <tr>
          {columns.map((column, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a table's columns are fixed and never reorder
            <th key={index} scope="col" className={column.className}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={`${entry.position}-${entry.driverId}`}>
            {columns.map((column, index) =>
              column.rowHeader ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: as above
                <th key={index} scope="row" className={column.className}>
                  {column.cell(entry)}
                </th>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: as above
                <td key={index} className={column.className}>
                  {column.cell(entry)}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </>
  );
}

/** One session's classification, whatever the session: race, sprint, qualifying or practice. */
export function ClassificationTable({
  classification,
  caption,
  captionHidden,
  raceColumns: view = 'weekend',
}: Props) {
  return (
    <table className="data-table">
      <caption className={captionHidden ? 'visually-hidden' : undefined}>{caption}</caption>
      {classification.format === 'race' && <Rows columns={raceColumns(view)} entries={classification.rows} />}
      {classification.format === 'qualifying' && (
        <Rows
          columns={qualifyingColumns(classification.kind === 'sprint_qualifying', view)}
          entries={classification.rows}
        />
      )}
      {classification.format === 'practice' && (
        <Rows columns={practiceColumns} entries={classification.rows} />
      )}
    </table>
  );
}
