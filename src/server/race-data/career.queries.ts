import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import {
  driverStandings,
  fastestLaps,
  raceResults,
  races,
  startingGridPositions,
} from '#server/db/schema.ts';
import { sessionLiveMinutes } from '#shared/sessions.ts';

/**
 * Races whose result stands at `now`: the race's live window is over, or (no start time known)
 * its day has ended. The same rule the schedule uses for 'finished'.
 */
function raceFinishedBy(now: Date): SQL {
  return sql`coalesce(${races.startsAt} + make_interval(mins => ${sessionLiveMinutes.race}), (${races.date} + 1)::timestamp at time zone 'UTC') <= ${now.toISOString()}::timestamptz`;
}

/** Entries that are not starts: did not start, did not (pre-)qualify, did not practise, excluded. */
const notStarted = ['DNS', 'DNQ', 'DNPQ', 'DNP', 'EX'];

const count = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`;

/**
 * A driver's career from every season in the database, counting races finished by `now`:
 * starts, wins, podiums, poles (first on the race's starting grid), fastest laps and titles
 * (seasons over whose final standings have the driver first).
 */
export async function driverCareer(db: Db, driverId: string, now: Date) {
  const finished = raceFinishedBy(now);
  const [results] = await db
    .select({
      starts: sql<number>`(count(distinct ${raceResults.raceId}) filter (where ${raceResults.kind} = 'race' and ${raceResults.positionText} not in (${sql.join(
        notStarted.map((code) => sql`${code}`),
        sql`, `,
      )})))::int`,
      wins: count(sql`${raceResults.kind} = 'race' and ${raceResults.positionNumber} = 1`),
      podiums: count(sql`${raceResults.kind} = 'race' and ${raceResults.positionNumber} <= 3`),
      firstYear: sql<number | null>`min(${races.year})::int`,
      lastYear: sql<number | null>`max(${races.year})::int`,
    })
    .from(raceResults)
    .innerJoin(races, eq(races.id, raceResults.raceId))
    .where(and(eq(raceResults.driverId, driverId), finished));
  const [poles] = await db
    .select({ poles: count(sql`${startingGridPositions.positionNumber} = 1`) })
    .from(startingGridPositions)
    .innerJoin(races, eq(races.id, startingGridPositions.raceId))
    .where(
      and(eq(startingGridPositions.driverId, driverId), eq(startingGridPositions.kind, 'race'), finished),
    );
  const [laps] = await db
    .select({ fastestLaps: count(sql`${fastestLaps.positionNumber} = 1`) })
    .from(fastestLaps)
    .innerJoin(races, eq(races.id, fastestLaps.raceId))
    .where(and(eq(fastestLaps.driverId, driverId), finished));
  const seasonFinals = sql`(select ${races.year} as year, max(${races.round}) as round from ${races} group by ${races.year})`;
  const titleRows = await db
    .select({ year: races.year })
    .from(driverStandings)
    .innerJoin(races, eq(races.id, driverStandings.raceId))
    .innerJoin(
      sql`${seasonFinals} as final`,
      sql`final.year = ${races.year} and final.round = ${races.round}`,
    )
    .where(and(eq(driverStandings.driverId, driverId), eq(driverStandings.positionNumber, 1), finished))
    .orderBy(races.year);
  return {
    starts: results?.starts ?? 0,
    wins: results?.wins ?? 0,
    podiums: results?.podiums ?? 0,
    poles: poles?.poles ?? 0,
    fastestLaps: laps?.fastestLaps ?? 0,
    titles: titleRows.length,
    titleYears: titleRows.map((row) => row.year),
    firstYear: results?.firstYear ?? null,
    lastYear: results?.lastYear ?? null,
  };
}

export type DriverCareer = Awaited<ReturnType<typeof driverCareer>>;

/** Poles and fastest laps of each driver in the given races (the season totals' share of them). */
export async function seasonPolesAndFastestLaps(db: Db, raceIds: number[]) {
  if (raceIds.length === 0) return { poles: [], fastestLaps: [] };
  const inRaces = sql`in (${sql.join(
    raceIds.map((id) => sql`${id}`),
    sql`, `,
  )})`;
  const poles = await db
    .select({ raceId: startingGridPositions.raceId, driverId: startingGridPositions.driverId })
    .from(startingGridPositions)
    .where(
      and(
        eq(startingGridPositions.kind, 'race'),
        eq(startingGridPositions.positionNumber, 1),
        sql`${startingGridPositions.raceId} ${inRaces}`,
      ),
    );
  const laps = await db
    .select({ raceId: fastestLaps.raceId, driverId: fastestLaps.driverId })
    .from(fastestLaps)
    .where(and(eq(fastestLaps.positionNumber, 1), sql`${fastestLaps.raceId} ${inRaces}`));
  return { poles, fastestLaps: laps };
}
