import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { raceResults, races, users } from '#server/db/schema.ts';
import type { PlatformEvent } from '#server/events.ts';
import {
  checksumOf,
  defaultSnapshotDir,
  type Manifest,
  readPart,
  type SnapshotPart,
  type SnapshotValue,
  serializePart,
} from '#server/ingest/snapshot-format.ts';
import { readClassification, type StoredRow } from '#server/race-data/writes/classification-rows.ts';
import type { WriteServices } from '#server/race-data/writes/race-data-write.ts';
import type { ClassificationKind } from '#shared/race-data-writes.ts';

let admins = 0;
/** An admin account straight in the database, for writes audited under its id; returns the id. */
export async function createAdminUser(db: Db, role: 'admin' | 'user' = 'admin'): Promise<string> {
  admins += 1;
  const id = `test-admin-${process.pid}-${admins}`;
  await db
    .insert(users)
    .values({ id, name: `Admin ${admins}`, email: `${id}@example.com`, emailVerified: true, role });
  return id;
}

/** The race id of a season's round. */
export async function raceIdOf(db: Db, season: number, round: number): Promise<number> {
  const [race] = await db
    .select({ id: races.id })
    .from(races)
    .where(and(eq(races.year, season), eq(races.round, round)));
  if (!race) throw new Error(`no race ${season}/${round}`);
  return race.id;
}

/** A race or sprint classification as stored, turned back into the rows a write takes. */
export async function raceClassificationInput(
  db: Db,
  season: number,
  round: number,
  kind: 'race' | 'sprint',
) {
  const rows = await db
    .select()
    .from(raceResults)
    .where(and(eq(raceResults.raceId, await raceIdOf(db, season, round)), eq(raceResults.kind, kind)))
    .orderBy(asc(raceResults.displayOrder));
  return rows.map((row) => ({
    position: row.positionNumber ?? (row.positionText as 'DNF'),
    driverId: row.driverId,
    constructorId: row.constructorId,
    engineManufacturerId: row.engineManufacturerId ?? undefined,
    driverNumber: row.driverNumber,
    laps: row.laps,
    time: row.time,
    gap: row.gap,
    interval: row.interval,
    timePenalty: row.timePenalty,
    reasonRetired: row.reasonRetired,
    points: row.points,
    grid: row.gridPositionNumber ?? (row.gridPositionText as 'PL' | null),
  }));
}

type Car = {
  driverId: string;
  constructorId: string;
  engineManufacturerId?: string | undefined;
  driverNumber?: string | null | undefined;
};

/** The rows with the cars of places `a` and `b` swapped (positions, times and points stay). */
export function swapCars<Row extends Car>(rows: Row[], a: number, b: number): Row[] {
  const [first, second] = [rows[a], rows[b]];
  if (!first || !second) throw new Error('no such rows');
  const car = ({ driverId, constructorId, engineManufacturerId, driverNumber }: Car) => ({
    driverId,
    constructorId,
    engineManufacturerId,
    driverNumber,
  });
  return rows.map((row, i) =>
    i === a ? { ...row, ...car(second) } : i === b ? { ...row, ...car(first) } : row,
  );
}

/** A session's stored classification with its source (null when it has none). */
export async function storedClassification(db: Db, season: number, round: number, kind: ClassificationKind) {
  const raceId = await raceIdOf(db, season, round);
  return db.transaction((tx) => readClassification(tx, raceId, kind));
}

export type { StoredRow };

/** Every event published on the services' bus, in order. */
export function recordEvents(services: Pick<WriteServices, 'events'>): PlatformEvent[] {
  const events: PlatformEvent[] = [];
  services.events.subscribe('all', (event) => events.push(event));
  return events;
}

/** A season part's table as objects, and a way to write objects back. */
export function partTable(part: SnapshotPart, name: string) {
  const table = part.tables.find((t) => t.table === name);
  if (!table) throw new Error(`no table ${name} in part ${part.name}`);
  const toObject = (row: SnapshotValue[]) =>
    Object.fromEntries(table.columns.map((c, i) => [c, row[i] ?? null]));
  return {
    rows: () => table.rows.map(toObject),
    /** Changes the rows `match` selects in place. */
    update(match: (row: Record<string, SnapshotValue>) => boolean, change: Record<string, SnapshotValue>) {
      let changed = 0;
      table.rows = table.rows.map((row) => {
        if (!match(toObject(row))) return row;
        changed += 1;
        return table.columns.map((c, i) => (c in change ? (change[c] as SnapshotValue) : (row[i] ?? null)));
      });
      if (changed === 0) throw new Error(`no row of ${name} matched`);
    },
    insert(row: Record<string, SnapshotValue>) {
      table.rows.push(table.columns.map((c) => row[c] ?? null));
    },
  };
}

/**
 * A copy of the committed snapshot in a temp folder with some season parts changed, its manifest
 * updated as the importer would; `remove()` deletes it.
 */
export function modifiedSnapshot(changes: Record<number, (part: SnapshotPart) => void>) {
  const dir = mkdtempSync(join(tmpdir(), 'pitwall-snapshot-'));
  cpSync(defaultSnapshotDir, dir, { recursive: true });
  const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as Manifest;
  for (const [year, change] of Object.entries(changes)) {
    const entry = manifest.parts.find((part) => part.year === Number(year));
    if (!entry) throw new Error(`no snapshot part ${year}`);
    const part = readPart(dir, entry);
    change(part);
    const text = serializePart(part);
    writeFileSync(join(dir, entry.file), gzipSync(text));
    entry.checksum = checksumOf(text);
    entry.rows = part.tables.reduce((sum, table) => sum + table.rows.length, 0);
  }
  writeFileSync(join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return { dir, manifest, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
