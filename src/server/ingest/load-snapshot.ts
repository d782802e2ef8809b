import { and, eq, inArray, is, isNotNull, type SQL, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '#server/db/client.ts';
import * as schema from '#server/db/schema.ts';
import type { Logger } from '#server/log.ts';
import { recomputeStandings } from '#server/race-data/writes/recompute-standings.ts';
import { lockSeason } from '#server/race-data/writes/season-lock.ts';
import type { RaceDataSource } from '#shared/race-data-ownership.ts';
import { createProgressReporter, type LoadProgress } from './load-progress.ts';
import { loadTeamMedia } from './load-team-media.ts';
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
  /** The team media file (data/team-media.yml by default). */
  mediaFile?: string;
};

export type LoadSummary = { loaded: string[]; upToDate: number; rows: number; ms: number };

/** Rows per INSERT: the rows travel as one JSON parameter that the server unpacks. */
const batchRows = 5000;
/** Advisory lock key of the snapshot load ("pitw" in ASCII). */
const loadLockKey = 0x70697477;

/**
 * Fills the database from the committed snapshot. Each part (the reference tables, then each season)
 * is recorded in data_loads with its checksum, so a restart loads nothing and a newer snapshot reloads
 * only the parts that changed. One transaction per part. Rows the results sync or an admin wrote are
 * never changed or deleted (decision 012).
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
    await recordAsOf(db, manifest.asOf);
    await loadTeamMedia(db, options.mediaFile);
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
        for (const table of part.tables) await insertRows(tx, table, upsert(table, ['id']));
      } else {
        // Writes of the sync and the admin editors to this season wait, and are not waited for.
        await lockSeason(tx, entry.year);
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
  await recordAsOf(db, manifest.asOf);
  // After the seasons: a reloaded season's team styles are the snapshot's again, without images.
  await loadTeamMedia(db, options.mediaFile);
  summary.ms = Math.round(performance.now() - startedAt);
  options.log.info(
    `Loaded race data: ${summary.loaded.length} snapshot parts, ${summary.rows} rows in ${summary.ms} ms`,
  );
  return summary;
}

/**
 * How a season's rows group into what one writer owns (decision 012). A session's classification is
 * one unit, so a session sync or an admin wrote never gets snapshot rows mixed into it; so are a
 * round's standings, pit stops, fastest laps and driver of the day, and a team's line-up of a season.
 * A race, a session's time and a team's season style are single rows.
 */
const ownershipUnits: Record<string, readonly string[]> = {
  races: ['id'],
  race_sessions: ['race_id', 'kind'],
  season_entrant_drivers: ['year', 'constructor_id'],
  race_results: ['race_id', 'kind'],
  qualifying_results: ['race_id', 'kind'],
  practice_results: ['race_id', 'kind'],
  starting_grid_positions: ['race_id', 'kind'],
  fastest_laps: ['race_id'],
  pit_stops: ['race_id'],
  lap_times: ['race_id'],
  driver_of_the_day: ['race_id'],
  driver_standings: ['race_id'],
  constructor_standings: ['race_id'],
  team_season_styles: ['year', 'constructor_id'],
  driver_season_styles: ['year', 'driver_id'],
};

type ExistingRace = { id: number; round: number; source: RaceDataSource };

/**
 * Replaces the snapshot's own rows of a season with the new snapshot's; rows written by the results
 * sync or an admin stay, and the snapshot's rows for a unit they own are left out:
 * - a race the snapshot no longer has is deleted only when it is the snapshot's and nothing in it is
 *   anyone else's; a snapshot race whose round sync or an admin added under another id is loaded into
 *   that race;
 * - races, session times and team styles of the snapshot are updated in place (rows of other features
 *   pointing at a race stay); the other tables' snapshot rows are deleted and inserted again;
 * - when sync or an admin owns a race or sprint classification, the standings from its round on are
 *   computed again, so they agree with the snapshot's corrections of earlier rounds too.
 */
async function replaceSeason(tx: Tx, year: number, tables: SnapshotTable[], skipChecks: boolean) {
  const racesOfYear = sql`(select ${schema.races.id} from ${schema.races} where ${schema.races.year} = ${year})`;
  const { owned, existingRaces } = await readOwnership(tx, year, racesOfYear);
  const fold = foldRaces(tables, existingRaces, owned);
  for (const table of tables) {
    if (!table.columns.includes('race_id') || !knownColumns.get(table.table)?.has('source')) continue;
    await tx.execute(
      sql`delete from ${sql.identifier(table.table)} where race_id in ${racesOfYear} and source = 'snapshot'`,
    );
  }
  if (fold.stale.length > 0) {
    await tx.delete(schema.races).where(inArray(schema.races.id, fold.stale));
  }
  await tx
    .delete(schema.seasonEntrantDrivers)
    .where(
      and(eq(schema.seasonEntrantDrivers.year, year), eq(schema.seasonEntrantDrivers.source, 'snapshot')),
    );
  for (const snapshotTable of tables) {
    const table = notOwned(fold.apply(snapshotTable), owned);
    if (table.table === 'seasons') {
      await insertRows(tx, table, sql`on conflict do nothing`);
    } else if (table.table === 'team_season_styles') {
      await insertRows(tx, table, upsert(table, ['year', 'constructor_id']));
    } else if (table.table === 'races') {
      await insertRows(tx, table, upsert(table, ['id']));
      // The importer has checked every reference, so the bulk rows below skip the per-row checks.
      if (skipChecks) await tx.execute(sql`set local session_replication_role = replica`);
    } else {
      await insertRows(tx, table);
    }
  }
  // From the first round whose standings count a result sync or an admin wrote (its round before
  // or after this load, should the snapshot have moved it).
  const rounds = new Map<number, number[]>(existingRaces.map((race) => [race.id, [race.round]]));
  const snapshotRaces = tables.find((table) => table.table === 'races');
  for (const row of snapshotRaces?.rows ?? []) {
    const id = Number(row[snapshotRaces?.columns.indexOf('id') ?? -1]);
    rounds.get(id)?.push(Number(row[snapshotRaces?.columns.indexOf('round') ?? -1]));
  }
  const ownedRounds = ['race_results', 'driver_standings', 'constructor_standings'].flatMap((table) =>
    [...(owned.get(table) ?? [])]
      .filter((unit) => table !== 'race_results' || /\|(race|sprint)$/.test(unit))
      .flatMap((unit) => rounds.get(Number(unit.split('|')[0])) ?? []),
  );
  if (ownedRounds.length > 0) await recomputeStandings(tx, year, Math.min(...ownedRounds));
}

/**
 * The races of the year as the database has them, and the season's units that sync or an admin
 * wrote (table → unit keys, the unit's columns joined by `|`), in one query for the units. A season
 * without races yet (every season of a first load) has nothing in the race-keyed tables to look at.
 */
async function readOwnership(tx: Tx, year: number, racesOfYear: SQL) {
  const existingRaces: ExistingRace[] = await tx
    .select({ id: schema.races.id, round: schema.races.round, source: schema.races.source })
    .from(schema.races)
    .where(eq(schema.races.year, year));
  const owned = new Map<string, Set<string>>();
  const add = (table: string, unit: string) => owned.set(table, (owned.get(table) ?? new Set()).add(unit));
  for (const race of existingRaces) if (race.source !== 'snapshot') add('races', String(race.id));
  const selects = Object.entries(ownershipUnits)
    .filter(([table, columns]) => table !== 'races' && (columns[0] !== 'race_id' || existingRaces.length > 0))
    .map(([table, columns]) => {
      const scope = columns[0] === 'race_id' ? sql`race_id in ${racesOfYear}` : sql`year = ${year}`;
      const unit = sql.join(
        columns.map((column) => sql`${sql.identifier(column)}::text`),
        sql`, `,
      );
      return sql`select distinct ${table}::text as "table", concat_ws('|', ${unit}) as unit from ${sql.identifier(table)} where ${scope} and source <> 'snapshot'`;
    });
  const result = (await tx.execute(sql.join(selects, sql` union all `))) as {
    rows: { table: string; unit: string }[];
  };
  for (const { table, unit } of result.rows) add(table, unit);
  return { owned, existingRaces };
}

/**
 * Which of the year's races go (the snapshot's own, gone from the snapshot, with nothing of sync's or
 * an admin's in them) and which snapshot races are loaded into a race already holding their round
 * under another id (one that sync or an admin added, or that keeps their rows).
 */
function foldRaces(tables: SnapshotTable[], existingRaces: ExistingRace[], owned: Map<string, Set<string>>) {
  const snapshotRaces = tables.find((table) => table.table === 'races');
  const idColumn = snapshotRaces?.columns.indexOf('id') ?? -1;
  const roundColumn = snapshotRaces?.columns.indexOf('round') ?? -1;
  const snapshotIds = new Set((snapshotRaces?.rows ?? []).map((row) => Number(row[idColumn])));
  const holdsOwned = new Set<number>();
  for (const [table, units] of owned) {
    // Standings are derived: they go with their race and are computed again below.
    if (table === 'driver_standings' || table === 'constructor_standings') continue;
    if (ownershipUnits[table]?.[0] !== 'race_id' && table !== 'races') continue;
    for (const unit of units) holdsOwned.add(Number(unit.split('|')[0]));
  }
  const stale = existingRaces
    .filter((race) => race.source === 'snapshot' && !snapshotIds.has(race.id) && !holdsOwned.has(race.id))
    .map((race) => race.id);
  const existingIds = new Set(existingRaces.map((race) => race.id));
  const keptByRound = new Map(
    existingRaces.filter((race) => !stale.includes(race.id)).map((race) => [race.round, race.id]),
  );
  const into = new Map<number, number>();
  for (const row of snapshotRaces?.rows ?? []) {
    const id = Number(row[idColumn]);
    const kept = keptByRound.get(Number(row[roundColumn]));
    if (!existingIds.has(id) && kept !== undefined && kept !== id) into.set(id, kept);
  }
  return {
    stale,
    /** The table with folded races' rows moved to the race that holds their round. */
    apply(table: SnapshotTable): SnapshotTable {
      if (into.size === 0) return table;
      if (table.table === 'races')
        return { ...table, rows: table.rows.filter((row) => !into.has(Number(row[idColumn]))) };
      const raceColumn = table.columns.indexOf('race_id');
      if (raceColumn < 0) return table;
      return {
        ...table,
        rows: table.rows.map((row) => {
          const target = into.get(Number(row[raceColumn]));
          if (target === undefined) return row;
          const moved = [...row];
          moved[raceColumn] = target;
          return moved;
        }),
      };
    },
  };
}

/** The table without its rows in units that sync or an admin own. */
function notOwned(table: SnapshotTable, owned: Map<string, Set<string>>): SnapshotTable {
  const units = owned.get(table.table);
  const columns = ownershipUnits[table.table];
  if (!units || units.size === 0 || !columns) return table;
  const indexes = columns.map((column) => table.columns.indexOf(column));
  return {
    ...table,
    rows: table.rows.filter((row) => !units.has(indexes.map((i) => String(row[i])).join('|'))),
  };
}

/** Updates the rows the snapshot wrote itself on a key conflict; a row sync or an admin wrote stays. */
function upsert(table: SnapshotTable, key: string[]): SQL {
  const updates = table.columns
    .filter((column) => !key.includes(column))
    .map((column) => sql`${sql.identifier(column)} = excluded.${sql.identifier(column)}`);
  const target = sql.join(
    key.map((column) => sql.identifier(column)),
    sql`, `,
  );
  const owner = knownColumns.get(table.table)?.has('source')
    ? sql` where ${sql.identifier(table.table)}.source = 'snapshot'`
    : sql``;
  return sql`on conflict (${target}) do update set ${sql.join(updates, sql`, `)}${owner}`;
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

// A season table that records its source needs its ownership unit, or a reload would mix owners.
for (const [table, columns] of knownColumns) {
  if (columns.has('source') && (columns.has('race_id') || columns.has('year')) && !ownershipUnits[table]) {
    throw new Error(`load-snapshot.ts: ${table} has no ownership unit`);
  }
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

/**
 * Dates every loaded part by when the snapshot's source made it (the manifest's `asOf`): a part left
 * unchanged by a newer snapshot is as recent as the new one. No date is better than a wrong one, so
 * a snapshot without `asOf` clears it.
 */
async function recordAsOf(db: Db, asOf: string | undefined): Promise<void> {
  const at = asOf ? new Date(asOf) : null;
  await db
    .update(schema.dataLoads)
    .set({ dataAsOf: at })
    .where(
      at
        ? sql`${schema.dataLoads.dataAsOf} is distinct from ${at.toISOString()}::timestamptz`
        : isNotNull(schema.dataLoads.dataAsOf),
    );
}
