import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { lapTimes, pitStops, races } from '#server/db/schema.ts';

/** One season's pit stops of every race, by round and in the order the stops were made. */
export function selectPitStops(db: Db, year: number) {
  return db
    .select({
      raceId: pitStops.raceId,
      driverId: pitStops.driverId,
      constructorId: pitStops.constructorId,
      stop: pitStops.stop,
      lap: pitStops.lap,
      time: pitStops.time,
      timeMillis: pitStops.timeMillis,
    })
    .from(pitStops)
    .innerJoin(races, eq(races.id, pitStops.raceId))
    .where(eq(races.year, year))
    .orderBy(asc(races.round), asc(pitStops.displayOrder));
}

/**
 * One race's lap-by-lap timing (empty until the results sync has filled it), by lap and position,
 * with who wrote each row (for the race story's provenance).
 */
export function selectLapTimes(db: Db, year: number, round: number) {
  return db
    .select({
      raceId: lapTimes.raceId,
      driverId: lapTimes.driverId,
      lap: lapTimes.lap,
      positionNumber: lapTimes.positionNumber,
      time: lapTimes.time,
      timeMillis: lapTimes.timeMillis,
      source: lapTimes.source,
    })
    .from(lapTimes)
    .innerJoin(races, eq(races.id, lapTimes.raceId))
    .where(and(eq(races.year, year), eq(races.round, round)))
    .orderBy(asc(lapTimes.lap), asc(lapTimes.positionNumber), asc(lapTimes.driverId));
}
