import { and, desc, eq, isNotNull, max, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import {
  constructorStandings,
  dataLoads,
  driverStandings,
  jobRuns,
  practiceResults,
  qualifyingResults,
  raceResults,
} from '#server/db/schema.ts';

/** Which sources own a weekend's classifications, by session kind (one row per kind and source). */
export async function classificationSources(db: Db, raceId: number) {
  const [race, qualifying, practice] = await Promise.all(
    [raceResults, qualifyingResults, practiceResults].map((table) =>
      db
        .selectDistinct({ kind: table.kind, source: table.source })
        .from(table)
        .where(eq(table.raceId, raceId)),
    ),
  );
  return [...(race ?? []), ...(qualifying ?? []), ...(practice ?? [])];
}

/** Which sources own the championship tables after a race (both championships). */
export async function standingsSources(db: Db, raceId: number) {
  const [drivers, teams] = await Promise.all(
    [driverStandings, constructorStandings].map((table) =>
      db.selectDistinct({ source: table.source }).from(table).where(eq(table.raceId, raceId)),
    ),
  );
  return [...(drivers ?? []), ...(teams ?? [])];
}

/**
 * When the snapshot's source made a season's data (f1db's commit, recorded at import); undefined when
 * the loaded snapshot did not say.
 */
export async function snapshotAsOf(db: Db, year: number): Promise<Date | undefined> {
  const [row] = await db.select({ at: dataLoads.dataAsOf }).from(dataLoads).where(eq(dataLoads.year, year));
  return row?.at ?? undefined;
}

/** The newest date any loaded snapshot part carries: how recent the snapshot's data is. */
export async function newestSnapshotAsOf(db: Db): Promise<Date | undefined> {
  const [row] = await db.select({ at: max(dataLoads.dataAsOf) }).from(dataLoads);
  return row?.at ?? undefined;
}

const resultsSync = 'results-sync';

/** When the last finished results-sync run that changed a round ended, if one did. */
export async function lastSyncOfRound(db: Db, season: number, round: number): Promise<Date | undefined> {
  const [row] = await db
    .select({ at: jobRuns.finishedAt })
    .from(jobRuns)
    .where(
      and(
        eq(jobRuns.job, resultsSync),
        eq(jobRuns.status, 'succeeded'),
        sql`${jobRuns.changes} @> ${JSON.stringify([{ season, round }])}::jsonb`,
      ),
    )
    .orderBy(desc(jobRuns.finishedAt))
    .limit(1);
  return row?.at ?? undefined;
}

/** The latest finished results-sync run: when it ended and when it planned the next. */
export async function latestSyncRun(db: Db) {
  const [row] = await db
    .select({ finishedAt: jobRuns.finishedAt, nextRunAt: jobRuns.nextRunAt })
    .from(jobRuns)
    .where(and(eq(jobRuns.job, resultsSync), isNotNull(jobRuns.finishedAt)))
    .orderBy(desc(jobRuns.startedAt))
    .limit(1);
  return row;
}

/** How many finished runs are read to find where a run of failures began. */
const recentRuns = 200;

/**
 * The results sync's recent finished runs, newest first: status, when each started and ended, and
 * its error.
 */
export function recentSyncRuns(db: Db) {
  return db
    .select({
      status: jobRuns.status,
      startedAt: jobRuns.startedAt,
      finishedAt: jobRuns.finishedAt,
      error: jobRuns.error,
    })
    .from(jobRuns)
    .where(and(eq(jobRuns.job, resultsSync), isNotNull(jobRuns.finishedAt)))
    .orderBy(desc(jobRuns.startedAt))
    .limit(recentRuns);
}
