import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { constructors, drivers, pitStops, raceResults, teamSeasonStyles } from '#server/db/schema.ts';

/** A race's classified drivers with their code, team and the team's colour that season, in finishing order. */
export function selectStoryDrivers(db: Db, raceId: number, year: number) {
  return db
    .select({
      driverId: raceResults.driverId,
      code: drivers.abbreviation,
      name: drivers.name,
      teamName: constructors.name,
      colour: teamSeasonStyles.colour,
      finish: raceResults.positionText,
      laps: raceResults.laps,
    })
    .from(raceResults)
    .innerJoin(drivers, eq(drivers.id, raceResults.driverId))
    .innerJoin(constructors, eq(constructors.id, raceResults.constructorId))
    .leftJoin(
      teamSeasonStyles,
      and(eq(teamSeasonStyles.year, year), eq(teamSeasonStyles.constructorId, raceResults.constructorId)),
    )
    .where(and(eq(raceResults.raceId, raceId), eq(raceResults.kind, 'race')))
    .orderBy(asc(raceResults.displayOrder));
}

/** A race's pit stops, by driver and stop. */
export function selectRaceStops(db: Db, raceId: number) {
  return db
    .select({
      driverId: pitStops.driverId,
      stop: pitStops.stop,
      lap: pitStops.lap,
      duration: pitStops.time,
      source: pitStops.source,
    })
    .from(pitStops)
    .where(eq(pitStops.raceId, raceId))
    .orderBy(asc(pitStops.driverId), asc(pitStops.stop));
}
