import { and, asc, eq, getTableColumns } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '#server/db/client.ts';
import { practiceResults, qualifyingResults, raceResults } from '#server/db/schema.ts';
import {
  parseGridPosition,
  practiceTiming,
  qualifyingTiming,
  raceTiming,
} from '#server/race-data/result-values.ts';
import type { RaceDataSource } from '#shared/race-data-ownership.ts';
import {
  type ClassificationKind,
  type practiceClassificationRow,
  type qualifyingClassificationRow,
  raceClassificationKinds,
  type raceClassificationRow,
} from '#shared/race-data-writes.ts';

/**
 * A session's classification as stored: one table per family (race and sprint, qualifying, practice),
 * one unit per race and kind. Rows here leave out the unit's key (race id, kind) and its source, so
 * the same shape goes into the audit's before and after and back into the table on a revert.
 */
export type StoredRow = Record<string, string | number | boolean | null>;
export type StoredClassification = { source: RaceDataSource; rows: StoredRow[] };

type ClassificationTable = typeof raceResults | typeof qualifyingResults | typeof practiceResults;

export function classificationTable(kind: ClassificationKind): ClassificationTable {
  if ((raceClassificationKinds as readonly string[]).includes(kind)) return raceResults;
  if (kind.startsWith('fp') || kind === 'warming_up' || kind === 'pre_qualifying') return practiceResults;
  return qualifyingResults;
}

export const countsForStandings = (kind: ClassificationKind) =>
  (raceClassificationKinds as readonly string[]).includes(kind);

/** The row columns of a table, in declaration order, without the unit's key and source. */
function rowColumns(table: ClassificationTable): string[] {
  return Object.keys(getTableColumns(table)).filter((key) => !['raceId', 'kind', 'source'].includes(key));
}

function unitOf(table: ClassificationTable, raceId: number, kind: ClassificationKind) {
  // The three tables' kind columns differ only in the kinds they allow, which `kind` fits.
  return and(eq(table.raceId, raceId), eq(table.kind as typeof raceResults.kind, kind as 'race'));
}

/** The stored classification of a session, or null when it has none. */
export async function readClassification(
  tx: Tx,
  raceId: number,
  kind: ClassificationKind,
): Promise<StoredClassification | null> {
  const table = classificationTable(kind);
  const rows = (await tx
    .select()
    .from(table as typeof raceResults)
    .where(unitOf(table, raceId, kind))
    .orderBy(asc(table.displayOrder))) as Record<string, unknown>[];
  const first = rows[0];
  if (!first) return null;
  const columns = rowColumns(table);
  return {
    source: first.source as RaceDataSource,
    rows: rows.map((row) =>
      Object.fromEntries(columns.map((column) => [column, row[column] ?? null])),
    ) as StoredRow[],
  };
}

/** Replaces a session's whole classification with `rows`, owned by `source`. */
export async function replaceClassification(
  tx: Tx,
  raceId: number,
  kind: ClassificationKind,
  rows: StoredRow[],
  source: RaceDataSource,
): Promise<void> {
  const table = classificationTable(kind);
  await tx.delete(table).where(unitOf(table, raceId, kind));
  if (rows.length === 0) return;
  await tx
    .insert(table as typeof raceResults)
    .values(rows.map((row) => ({ ...row, raceId, kind, source }) as typeof raceResults.$inferInsert));
}

/** Whether two classifications hold the same values. */
export function sameRows(kind: ClassificationKind, a: StoredRow[], b: StoredRow[]): boolean {
  const columns = rowColumns(classificationTable(kind));
  const values = (rows: StoredRow[]) => JSON.stringify(rows.map((row) => columns.map((c) => row[c] ?? null)));
  return values(a) === values(b);
}

type RaceRow = z.output<typeof raceClassificationRow>;
type QualifyingRow = z.output<typeof qualifyingClassificationRow>;
type PracticeRow = z.output<typeof practiceClassificationRow>;
export type InputRow = RaceRow | QualifyingRow | PracticeRow;

/**
 * The stored form of an input classification: display order from the row order, the position split
 * into number and text, milliseconds from the times, as the snapshot importer stores f1db's rows.
 * `engines` gives each row's engine manufacturer.
 */
export function storedRows(kind: ClassificationKind, rows: InputRow[], engines: string[]): StoredRow[] {
  const table = classificationTable(kind);
  return rows.map((row, index) => {
    const common = {
      displayOrder: index + 1,
      positionNumber: typeof row.position === 'number' ? row.position : null,
      positionText: String(row.position),
      driverNumber: row.driverNumber ?? null,
      driverId: row.driverId,
      constructorId: row.constructorId,
      engineManufacturerId: engines[index] ?? null,
    };
    if (table === raceResults) {
      const r = row as RaceRow;
      const grid = parseGridPosition(r.grid ?? null);
      return {
        ...common,
        sharedCar: false,
        ...raceTiming(r),
        // f1db leaves points empty for a car that scored none.
        points: r.points ? r.points : null,
        gridPositionNumber: grid.gridPositionNumber,
        gridPositionText: grid.gridPositionText,
        grandSlam: false,
      };
    }
    if (table === qualifyingResults) {
      return { ...common, ...qualifyingTiming(row as QualifyingRow) };
    }
    return { ...common, ...practiceTiming(row as PracticeRow) };
  });
}
