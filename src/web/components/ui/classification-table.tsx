import { type CSSProperties, type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import {
  type Classification,
  fastestLapDriverId,
  type PracticeEntry,
  type QualifyingEntry,
  type RaceEntry,
} from '#shared/classification.ts';
import { formatPoints } from '#shared/standings.ts';
import { TableScroll } from './table-scroll.tsx';

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
  /** A driver's page, where the driver has one: the name links to it. */
  driverHref?: (driverId: string) => string | undefined;
};

type DriverHref = (driverId: string) => string | undefined;

/** What every row's driver cells read: the car, the driver and the team he drove for. */
type Entry = {
  driverNumber: string | null;
  driverId: string;
  driverName: string;
  driverCode: string;
  teamName: string;
  teamColour: string | null;
};

/**
 * The driver's three-letter code and name: the code first, as timing screens show it, with the name
 * beside it on wide screens; on a phone the code alone, the name kept for screen readers, which read
 * the name first ("Lando Norris NOR").
 */
const driverName = (entry: Entry, href?: DriverHref) => {
  const to = href?.(entry.driverId);
  const label = (
    <>
      <span className="data-table__name">{entry.driverName}</span>{' '}
      <span className="data-table__code">{entry.driverCode}</span>
    </>
  );
  return to ? (
    <Link className="data-table__who" to={to}>
      {label}
    </Link>
  ) : (
    <span className="data-table__who">{label}</span>
  );
};

/** A column; the driver's is the row header (`th scope=row`), so screen readers name each row by it. */
type Column<E> = { label: ReactNode; className?: string; rowHeader?: boolean; cell: (entry: E) => ReactNode };

const num = 'data-table__num';
const pos = 'data-table__pos';

/** The car's number, the column after the position in every table. */
const numberColumn: Column<Entry> = {
  label: <abbr title="Car number">No</abbr>,
  className: 'data-table__car',
  cell: (e) => e.driverNumber ?? '',
};

/** The driver's cell: a bar in the team's colour beside his name and code, the team under them. */
const driverColumn = (href?: DriverHref, team: 'always' | 'narrow' = 'always'): Column<Entry> => ({
  label: 'Driver',
  rowHeader: true,
  className: 'data-table__driver',
  cell: (e) => (
    <>
      {driverName(e, href)}{' '}
      {team === 'always' ? (
        <span className="data-table__sub">{e.teamName}</span>
      ) : (
        // Shown under the name where the constructor column is hidden (narrow screens).
        <span className="data-table__sub data-table__sub--narrow" aria-hidden="true">
          {e.teamName}
        </span>
      )}
    </>
  ),
});

/** The fastest lap cell; the race's fastest is marked with a badge that says so, not colour alone. */
const fastestLapCell = (entry: RaceEntry, fastestId: string | undefined) =>
  entry.driverId === fastestId && entry.fastestLap ? (
    <>
      {entry.fastestLap} <span className="badge badge--fastest">Fastest lap</span>
    </>
  ) : (
    // docs/product.md §2: '-' when the driver set no fastest lap.
    (entry.fastestLap ?? '-')
  );

function raceColumns(
  view: RaceColumns,
  fastestId: string | undefined,
  href?: DriverHref,
): Column<RaceEntry>[] {
  if (view === 'weekend') {
    return [
      { label: 'Pos', className: pos, cell: (e) => e.positionText },
      numberColumn,
      driverColumn(href),
      { label: 'Laps', className: num, cell: (e) => e.laps },
      { label: 'Time / retired', className: `${num} data-table__result`, cell: (e) => e.result },
      { label: 'Pts', className: num, cell: (e) => (e.points ? formatPoints(e.points) : '') },
    ];
  }
  return [
    { label: <abbr title="Position">Pos</abbr>, className: pos, cell: (e) => String(e.position) },
    numberColumn,
    driverColumn(href, 'narrow'),
    { label: 'Constructor', className: 'data-table__wide-only', cell: (e) => e.teamName },
    // The meeting pages' time or gap ("+5.123", "+1 lap", "DNF · Accident") beside Ergast's status.
    { label: 'Time / gap', className: `${num} data-table__result`, cell: (e) => e.result },
    { label: <abbr title="Points">Pts</abbr>, className: num, cell: (e) => formatPoints(e.points) },
    { label: 'Status', cell: (e) => e.status },
    {
      label: 'Fastest lap',
      className: num,
      cell: (e) => fastestLapCell(e, fastestId),
    },
  ];
}

function qualifyingColumns(sprint: boolean, view: RaceColumns, href?: DriverHref): Column<QualifyingEntry>[] {
  const q = sprint ? 'SQ' : 'Q';
  return [
    {
      label: view === 'archive' ? <abbr title="Position">Pos</abbr> : 'Pos',
      className: pos,
      cell: (e) => (view === 'archive' ? String(e.position) : e.positionText),
    },
    numberColumn,
    driverColumn(href),
    { label: `${q}1`, className: num, cell: (e) => e.q1 || '-' },
    { label: `${q}2`, className: num, cell: (e) => e.q2 || '-' },
    { label: `${q}3`, className: num, cell: (e) => e.q3 || '-' },
  ];
}

const practiceColumns: Column<PracticeEntry>[] = [
  { label: 'Pos', className: pos, cell: (e) => e.positionText },
  numberColumn,
  driverColumn(),
  { label: 'Time', className: num, cell: (e) => e.time },
  { label: 'Gap', className: num, cell: (e) => e.gap },
  { label: 'Laps', className: num, cell: (e) => e.laps },
];

/** The row's team colour, for the bar in its driver cell; none for seasons without colours. */
const teamColour = (colour: string | null) =>
  colour ? ({ '--team-colour': colour } as CSSProperties) : undefined;

function Rows<E extends { position: number; driverId: string; teamColour: string | null }>({
  columns,
  entries,
  highlight,
}: {
  columns: Column<E>[];
  entries: E[];
  /** The driver whose row is marked (the race's fastest lap). */
  highlight?: string;
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
          <tr
            key={`${entry.position}-${entry.driverId}`}
            className={entry.driverId === highlight ? 'data-table__row--marked' : undefined}
            style={teamColour(entry.teamColour)}
          >
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
  driverHref,
}: Props) {
  // The archive marks the race's fastest lap (f1db ranks the race's laps only, not the sprint's).
  const fastestId =
    view === 'archive' && classification.format === 'race' && classification.kind === 'race'
      ? fastestLapDriverId(classification.rows)
      : undefined;
  const captionId = useId();
  return (
    <TableScroll name={{ labelledBy: captionId }}>
      <table className="data-table data-table--classification">
        <caption id={captionId} className={captionHidden ? 'visually-hidden' : undefined}>
          {caption}
        </caption>
        {classification.format === 'race' && (
          <Rows
            columns={raceColumns(view, fastestId, driverHref)}
            entries={classification.rows}
            highlight={fastestId}
          />
        )}
        {classification.format === 'qualifying' && (
          <Rows
            columns={qualifyingColumns(classification.kind === 'sprint_qualifying', view, driverHref)}
            entries={classification.rows}
          />
        )}
        {classification.format === 'practice' && (
          <Rows columns={practiceColumns} entries={classification.rows} />
        )}
      </table>
    </TableScroll>
  );
}
