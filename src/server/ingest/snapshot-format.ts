import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { getTableColumns, getTableName, type Table } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { PgTable } from 'drizzle-orm/pg-core';
import { fromRoot } from '#server/paths.ts';

/**
 * The race-data snapshot committed under data/snapshot: `manifest.json` lists the parts, each a
 * gzipped JSON file holding rows per table in load order. The reference part (year 0: countries,
 * circuits, drivers …) comes first, then one part per season. Values are what the columns hold,
 * instants as ISO strings, so loading needs no mapping.
 */

export type SnapshotValue = string | number | boolean | null;
export type SnapshotTable = { table: string; columns: string[]; rows: SnapshotValue[][] };
export type SnapshotPart = { name: string; year: number; tables: SnapshotTable[] };
export type ManifestEntry = { name: string; year: number; file: string; checksum: string; rows: number };
/**
 * `asOf`: when the source made the data (f1db's commit the import read, an ISO instant); pages date
 * the snapshot's rows by it, never by when a database loaded them.
 */
export type Manifest = { format: 1; asOf?: string; parts: ManifestEntry[] };

/** Year under which the reference tables are recorded in data_loads. */
export const referenceYear = 0;

export const defaultSnapshotDir = fromRoot('data', 'snapshot');

/** The SQL column names of a table, in declaration order (the snake_case casing the migrations use). */
export function sqlColumns(table: PgTable): { key: string; name: string }[] {
  return Object.entries(getTableColumns(table)).map(([key, column]) => ({
    key,
    name: column.keyAsName ? toSnakeCase(column.name) : column.name,
  }));
}

/**
 * Columns the snapshot never carries: `source` records who wrote a row in the database (decision 012),
 * and every row the snapshot loads is the snapshot's, which the column's default says. `cancelled`
 * (a meeting) and `retired` (a team's season) are the editors' to set; a load leaves them as they are.
 */
const databaseOnlyColumns = new Set(['source', 'cancelled', 'retired']);

/** Rows typed by the Drizzle table, turned into the snapshot's columns-and-rows form. */
export function tableData<T extends PgTable>(table: T, rows: T['$inferInsert'][]): SnapshotTable {
  const columns = sqlColumns(table).filter((column) => !databaseOnlyColumns.has(column.name));
  return {
    table: getTableName(table as Table),
    columns: columns.map((column) => column.name),
    rows: rows.map((row) =>
      columns.map(({ key }) => {
        const value: unknown = (row as Record<string, unknown>)[key];
        if (value instanceof Date) return value.toISOString();
        return (value ?? null) as SnapshotValue;
      }),
    ),
  };
}

export function serializePart(part: SnapshotPart): string {
  const tables = part.tables.map((table) => JSON.stringify(table));
  return `{"name":${JSON.stringify(part.name)},"year":${part.year},"tables":[\n${tables.join(',\n')}\n]}\n`;
}

export const checksumOf = (text: string) => createHash('sha256').update(text).digest('hex');

const partFile = (part: SnapshotPart) =>
  part.year === referenceYear ? 'reference.json.gz' : `seasons/${part.year}.json.gz`;

/** The serialized parts and the manifest describing them, without touching the disk. */
export function renderSnapshot(
  parts: SnapshotPart[],
  asOf?: string,
): { manifest: Manifest; files: Map<string, string> } {
  const files = new Map<string, string>();
  const entries = parts.map((part): ManifestEntry => {
    const text = serializePart(part);
    const file = partFile(part);
    files.set(file, text);
    const rows = part.tables.reduce((sum, table) => sum + table.rows.length, 0);
    return { name: part.name, year: part.year, file, checksum: checksumOf(text), rows };
  });
  return { manifest: { format: 1, ...(asOf ? { asOf } : {}), parts: entries }, files };
}

/**
 * Writes the snapshot. A part file is rewritten only when its content changed, so re-importing the
 * same data leaves the committed gzip bytes alone whatever zlib build the machine has.
 */
export function writeSnapshot(
  dir: string,
  parts: SnapshotPart[],
  asOf?: string,
): { written: string[]; removed: string[] } {
  const { manifest, files } = renderSnapshot(parts, asOf);
  const written: string[] = [];
  for (const [file, text] of files) {
    const path = join(dir, file);
    if (existsSync(path) && gunzipSync(readFileSync(path)).toString('utf8') === text) continue;
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, gzipSync(text, { level: 9 }));
    written.push(file);
  }
  const removed: string[] = [];
  const seasonsDir = join(dir, 'seasons');
  for (const name of existsSync(seasonsDir) ? readdirSync(seasonsDir) : []) {
    if (!files.has(`seasons/${name}`)) {
      rmSync(join(seasonsDir, name));
      removed.push(`seasons/${name}`);
    }
  }
  const manifestText = `${JSON.stringify(manifest, null, 2)}\n`;
  const manifestPath = join(dir, 'manifest.json');
  if (!existsSync(manifestPath) || readFileSync(manifestPath, 'utf8') !== manifestText) {
    writeFileSync(manifestPath, manifestText);
    written.push('manifest.json');
  }
  return { written, removed };
}

export function readManifest(dir: string = defaultSnapshotDir): Manifest {
  const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as Manifest;
  if (manifest.format !== 1) throw new Error(`Unknown snapshot format ${String(manifest.format)} in ${dir}`);
  return manifest;
}

/** The uncompressed JSON text of one part, as the importer wrote it. */
export function readPartText(dir: string, entry: ManifestEntry): string {
  return gunzipSync(readFileSync(join(dir, entry.file))).toString('utf8');
}

export function readPart(dir: string, entry: ManifestEntry): SnapshotPart {
  return JSON.parse(readPartText(dir, entry)) as SnapshotPart;
}
