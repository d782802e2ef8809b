import { and, asc, between, count, desc, eq, sql } from 'drizzle-orm';
import {
  jobRuns,
  lapTimes,
  pitStops,
  practiceResults,
  qualifyingResults,
  raceResults,
  races,
} from '#server/db/schema.ts';
import type { Services } from '#server/services.ts';
import { type Meeting, seasonInFocusAt } from '#shared/meetings.ts';
import type { RaceDataSource } from '#shared/race-data-ownership.ts';
import { sessionEndsAt } from '#shared/sessions.ts';
import { cachedMeetings } from './calendar.ts';

/** The job name results-sync runs are recorded under in `job_runs`. */
export const resultsSyncJobName = 'results-sync';

/**
 * The seasons the results sync follows: the season in focus by the clock (the site's rule, without
 * CURRENT_SEASON's pin: the sync follows what is being raced), and the clock's own year once it is
 * later, so a new season's schedule is read before its first meeting is in our data.
 */
export async function seasonsInPlay(services: Services): Promise<number[]> {
  const now = services.clock.now();
  const year = now.getUTCFullYear();
  const focus = seasonInFocusAt(await cachedMeetings(services), now) ?? year;
  return year > focus ? [focus, year] : [focus];
}

/** A season's meetings by round, as the calendar has them. */
export async function seasonRounds(services: Services, season: number): Promise<Meeting[]> {
  return (await cachedMeetings(services)).filter((meeting) => meeting.year === season);
}

export type StoredRound = { owners: Map<string, RaceDataSource>; pitStops: boolean };

/**
 * Each round's stored classifications (race, sprint, qualifying …) with their owner (a session's
 * classification is one unit with one source, decision 012), and whether it has pit stops.
 */
export async function storedRoundData(
  services: Pick<Services, 'db'>,
  season: number,
): Promise<Map<number, StoredRound>> {
  const { db } = services;
  const kinds = await db.execute(sql`
    select ${races.round} as round, k.kind, k.source from ${races}
    join (
      select distinct ${raceResults.raceId} as race_id, ${raceResults.kind}::text as kind, ${raceResults.source}::text as source from ${raceResults}
      union select distinct ${qualifyingResults.raceId}, ${qualifyingResults.kind}::text, ${qualifyingResults.source}::text from ${qualifyingResults}
      union select distinct ${practiceResults.raceId}, ${practiceResults.kind}::text, ${practiceResults.source}::text from ${practiceResults}
    ) k on k.race_id = ${races.id}
    where ${races.year} = ${season}`);
  const stops = await db
    .select({ round: races.round, stops: count() })
    .from(pitStops)
    .innerJoin(races, eq(races.id, pitStops.raceId))
    .where(eq(races.year, season))
    .groupBy(races.round);
  const rounds = new Map<number, StoredRound>();
  const of = (round: number) => {
    const entry = rounds.get(round) ?? { owners: new Map(), pitStops: false };
    rounds.set(round, entry);
    return entry;
  };
  type Row = { round: number; kind: string; source: RaceDataSource };
  for (const row of (kinds as unknown as { rows: Row[] }).rows) {
    of(Number(row.round)).owners.set(row.kind, row.source);
  }
  for (const row of stops) of(row.round).pitStops = row.stops > 0;
  return rounds;
}

export type StoredTiming = {
  season: number;
  round: number;
  /** Whether the race has a stored classification (pit stops and laps are keyed to its cars). */
  classified: boolean;
  lapTimes: number;
  pitStops: number;
};

/** Every race of the seasons `from`–`to` in order, with how many lap times and pit stops are stored. */
export async function storedTiming(
  services: Pick<Services, 'db'>,
  from: number,
  to: number,
): Promise<StoredTiming[]> {
  const rows = await services.db
    .select({
      season: races.year,
      round: races.round,
      classified: sql<boolean>`exists (select 1 from ${raceResults} where ${raceResults.raceId} = ${races.id} and ${raceResults.kind} = 'race')`,
      lapTimes: sql<number>`(select count(*) from ${lapTimes} where ${lapTimes.raceId} = ${races.id})`,
      pitStops: sql<number>`(select count(*) from ${pitStops} where ${pitStops.raceId} = ${races.id})`,
    })
    .from(races)
    .where(between(races.year, from, to))
    .orderBy(asc(races.year), asc(races.round));
  return rows.map((row) => ({
    ...row,
    classified: row.classified === true || String(row.classified) === 't',
    lapTimes: Number(row.lapTimes),
    pitStops: Number(row.pitStops),
  }));
}

/** The instants sessions of the season(s) end at, for planning the next poll. */
export function sessionEnds(meetings: Meeting[]): number[] {
  return meetings.flatMap((meeting) => meeting.sessions.map(sessionEndsAt)).sort((a, b) => a - b);
}

export type SyncRun = {
  id: number;
  trigger: string;
  startedAt: Date;
  finishedAt: Date | null;
  status: 'running' | 'succeeded' | 'failed';
  requests: number;
  changes: { season: number; round: number; parts: string[] }[];
  error: string | null;
  nextRunAt: Date | null;
};

/**
 * The latest results-sync run (or the latest that succeeded), for "synced 12 min ago" and "next sync
 * at …"; null before the first run.
 */
export async function latestSyncRun(
  services: Pick<Services, 'db'>,
  { succeeded = false, trigger }: { succeeded?: boolean; trigger?: string } = {},
): Promise<SyncRun | null> {
  const [run] = await services.db
    .select()
    .from(jobRuns)
    .where(
      and(
        eq(jobRuns.job, resultsSyncJobName),
        succeeded ? eq(jobRuns.status, 'succeeded') : undefined,
        trigger ? eq(jobRuns.trigger, trigger) : undefined,
      ),
    )
    .orderBy(desc(jobRuns.startedAt), desc(jobRuns.id))
    .limit(1);
  return run ? { ...run, changes: run.changes as SyncRun['changes'] } : null;
}
