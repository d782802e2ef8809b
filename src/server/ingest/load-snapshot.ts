import { eq, is, type SQL, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '#server/db/client.ts';
import * as schema from '#server/db/schema.ts';
import type { Logger } from '#server/log.ts';
import { createProgressReporter, type LoadProgress } from './load-progress.ts';
import {
  defaultSnapshotDir,
  readManifest,
  readPart,
  referenceYear,
  type SnapshotTable,
  sqlColumns,
} from './snapshot-format.ts';

export type LoadOptions = {
  log: Logger;
  /** Called before the first part and after each one; without it, a bar on a terminal or log lines. */
  onProgress?: (progress: LoadProgress) => void;
  snapshotDir?: string;
};

export type LoadSummary = { loaded: string[]; upToDate: number; rows: number; ms: number };

/** Rows per INSERT: the rows travel as one JSON parameter that the server unpacks. */
const batchRows = 5000;
/** Advisory lock key of the snapshot load ("pitw" in ASCII). */
const loadLockKey = 0x70697477;

/**
 * Fills the database from the committed snapshot. Each part (the reference tables, then each season)
 * is recorded in data_loads with its checksum, so a restart loads nothing and a newer snapshot reloads
 * only the parts that changed. One transaction per part.
 */
export async function loadSnapshot(db: Db, options: LoadOptions): Promise<LoadSummary> {
  const startedAt = performance.now();
  const dir = options.snapshotDir ?? defaultSnapshotDir;
  const manifest = readManifest(dir);
  const loadedBefore = await db.select().from(schema.dataLoads);
  const checksums = new Map(loadedBefore.map((row) => [row.year, row.checksum]));
  const todo = manifest.parts.filter((part) => checksums.get(part.year) !== part.checksum);
  const summary: LoadSummary = { loaded: [], upToDate: manifest.parts.length - todo.length, rows: 0, ms: 0 };
  if (todo.length === 0) {
    options.log.debug(`Race data up to date (${manifest.parts.length} snapshot parts)`);
    return summary;
  }

  // Only a superuser may skip foreign-key checks (PGlite always is one).
  const [role] = await db
    .select({ superuser: sql<boolean>`current_setting('is_superuser') = 'on'` })
    .from(sql`(select 1) as one`);
  const superuser = role?.superuser === true;
  const report = options.onProgress ?? createProgressReporter(options.log);
  const total = todo.reduce((sum, part) => sum + part.rows, 0);
  report({ done: 0, total, parts: 0, totalParts: todo.length, part: null });
  const done = { rows: 0, parts: 0 };
  for (const entry of todo) {
    const part = readPart(dir, entry);
    if (part.year !== entry.year) throw new Error(`Snapshot part ${entry.file} is not ${entry.name}`);
    const loaded = await db.transaction(async (tx) => {
      // Instances starting together on one PostgreSQL server take turns; the later one finds it done.
      await tx.execute(sql`select pg_advisory_xact_lock(${loadLockKey}::bigint)`);
      const [current] = await tx
        .select({ checksum: schema.dataLoads.checksum })
        .from(schema.dataLoads)
        .where(eq(schema.dataLoads.year, entry.year));
      if (current?.checksum === entry.checksum) return false;
      if (entry.year === referenceYear) {
        for (const table of part.tables) await insertRows(tx, table, upsertById(table));
      } else {
        await replaceSeason(tx, entry.year, part.tables, superuser);
      }
      await tx
        .insert(schema.dataLoads)
        .values({ year: entry.year, checksum: entry.checksum })
        .onConflictDoUpdate({
          target: schema.dataLoads.year,
          set: { checksum: entry.checksum, loadedAt: sql`now()` },
        });
      return true;
    });
    if (loaded) {
      summary.loaded.push(entry.name);
      summary.rows += entry.rows;
    } else {
      summary.upToDate += 1;
    }
    done.rows += entry.rows;
    done.parts += 1;
    report({
      done: done.rows,
      total,
      parts: done.parts,
      totalParts: todo.length,
      part: entry.name,
    });
  }
  summary.ms = Math.round(performance.now() - startedAt);
  options.log.info(
    `Loaded race data: ${summary.loaded.length} snapshot parts, ${summary.rows} rows in ${summary.ms} ms`,
  );
  return summary;
}

/**
 * A season's rows replace what the database holds for that year. Races are updated in place, not
 * deleted, so rows of other features that point at a race stay; our race-level tables are emptied for
 * the year and filled again. Team colours already present are kept: the admin team editor owns them.
 */
async function replaceSeason(tx: Tx, year: number, tables: SnapshotTable[], skipChecks: boolean) {
  const racesOfYear = sql`(select ${schema.races.id} from ${schema.races} where ${schema.races.year} = ${year})`;
  for (const table of tables) {
    if (!table.columns.includes('race_id')) continue;
    await tx.execute(sql`delete from ${sql.identifier(table.table)} where race_id in ${racesOfYear}`);
  }
  await tx.delete(schema.seasonEntrantDrivers).where(eq(schema.seasonEntrantDrivers.year, year));
  for (const table of tables) {
    if (table.table === 'seasons' || table.table === 'team_season_styles') {
      await insertRows(tx, table, sql`on conflict do nothing`);
    } else if (table.table === 'races') {
      await insertRows(tx, table, upsertById(table));
      const ids = table.rows.map((row) => row[table.columns.indexOf('id')]);
      await tx.execute(
        sql`delete from ${schema.races} where ${schema.races.year} = ${year} and ${schema.races.id} not in (select value::int from json_array_elements_text(${JSON.stringify(ids)}::json))`,
      );
      // The importer has checked every reference, so the bulk rows below skip the per-row checks.
      if (skipChecks) await tx.execute(sql`set local session_replication_role = replica`);
    } else {
      await insertRows(tx, table);
    }
  }
}

function upsertById(table: SnapshotTable): SQL {
  const updates = table.columns
    .filter((column) => column !== 'id')
    .map((column) => sql`${sql.identifier(column)} = excluded.${sql.identifier(column)}`);
  return sql`on conflict (${sql.identifier('id')}) do update set ${sql.join(updates, sql`, `)}`;
}

async function insertRows(tx: Tx, table: SnapshotTable, onConflict?: SQL) {
  checkColumns(table);
  const name = sql.identifier(table.table);
  const columns = sql.join(
    table.columns.map((column) => sql.identifier(column)),
    sql`, `,
  );
  for (let start = 0; start < table.rows.length; start += batchRows) {
    const records = table.rows
      .slice(start, start + batchRows)
      .map((row) => Object.fromEntries(table.columns.map((column, i) => [column, row[i] ?? null])));
    await tx.execute(
      sql`insert into ${name} (${columns}) select ${columns} from json_populate_recordset(null::${name}, ${JSON.stringify(records)}::json) ${onConflict ?? sql``}`,
    );
  }
}

/** SQL columns of every table in our schema: a snapshot column the table lacks would load as null. */
const knownColumns = new Map<string, Set<string>>();
for (const value of Object.values(schema) as unknown[]) {
  if (!is(value, PgTable)) continue;
  knownColumns.set(getTableConfig(value).name, new Set(sqlColumns(value).map((column) => column.name)));
}

function checkColumns(table: SnapshotTable) {
  const known = knownColumns.get(table.table);
  const unknown = known ? table.columns.filter((column) => !known.has(column)) : [table.table];
  if (unknown.length > 0) {
    throw new Error(
      `The snapshot does not fit the schema (${table.table}: ${unknown.join(', ')}); run npm run import:f1db`,
    );
  }
}
