import { and, asc, type Column, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import {
  constructors,
  drivers,
  fastestLaps,
  practiceResults,
  qualifyingResults,
  raceResults,
  races,
  teamSeasonStyles,
} from '#server/db/schema.ts';

const entry = <T extends typeof practiceResults | typeof qualifyingResults | typeof raceResults>(
  table: T,
) => ({
  kind: table.kind,
  displayOrder: table.displayOrder,
  positionNumber: table.positionNumber,
  positionText: table.positionText,
  driverNumber: table.driverNumber,
  driverId: drivers.id,
  driverName: drivers.name,
  driverCode: drivers.abbreviation,
  teamId: constructors.id,
  teamName: constructors.name,
  teamColour: teamSeasonStyles.colour,
});

/** The team's colour that season (our styles table; none before the colours file starts). */
const seasonStyle = (constructorId: Column) =>
  and(eq(teamSeasonStyles.year, races.year), eq(teamSeasonStyles.constructorId, constructorId));

/** Practice classifications of a race weekend. */
export function selectPracticeResults(db: Db, raceId: number) {
  return db
    .select({
      ...entry(practiceResults),
      time: practiceResults.time,
      gap: practiceResults.gap,
      laps: practiceResults.laps,
    })
    .from(practiceResults)
    .innerJoin(races, eq(races.id, practiceResults.raceId))
    .innerJoin(drivers, eq(drivers.id, practiceResults.driverId))
    .innerJoin(constructors, eq(constructors.id, practiceResults.constructorId))
    .leftJoin(teamSeasonStyles, seasonStyle(practiceResults.constructorId))
    .where(eq(practiceResults.raceId, raceId))
    .orderBy(asc(practiceResults.kind), asc(practiceResults.displayOrder));
}

/** Qualifying and sprint qualifying classifications of a race weekend. */
export function selectQualifyingResults(db: Db, raceId: number) {
  return db
    .select({
      ...entry(qualifyingResults),
      q1: qualifyingResults.q1,
      q2: qualifyingResults.q2,
      q3: qualifyingResults.q3,
      time: qualifyingResults.time,
    })
    .from(qualifyingResults)
    .innerJoin(races, eq(races.id, qualifyingResults.raceId))
    .innerJoin(drivers, eq(drivers.id, qualifyingResults.driverId))
    .innerJoin(constructors, eq(constructors.id, qualifyingResults.constructorId))
    .leftJoin(teamSeasonStyles, seasonStyle(qualifyingResults.constructorId))
    .where(eq(qualifyingResults.raceId, raceId))
    .orderBy(asc(qualifyingResults.kind), asc(qualifyingResults.displayOrder));
}

/** Race and sprint classifications of a race weekend, with the season (for the status rules). */
export function selectRaceResults(db: Db, raceId: number) {
  return db
    .select({
      ...entry(raceResults),
      year: races.year,
      laps: raceResults.laps,
      time: raceResults.time,
      gap: raceResults.gap,
      gapLaps: raceResults.gapLaps,
      reasonRetired: raceResults.reasonRetired,
      points: raceResults.points,
    })
    .from(raceResults)
    .innerJoin(races, eq(races.id, raceResults.raceId))
    .innerJoin(drivers, eq(drivers.id, raceResults.driverId))
    .innerJoin(constructors, eq(constructors.id, raceResults.constructorId))
    .leftJoin(teamSeasonStyles, seasonStyle(raceResults.constructorId))
    .where(eq(raceResults.raceId, raceId))
    .orderBy(asc(raceResults.kind), asc(raceResults.displayOrder));
}

/** Each driver's fastest lap of a race (f1db ranks the race's laps only). */
export function selectFastestLaps(db: Db, raceId: number) {
  return db
    .select({
      driverId: fastestLaps.driverId,
      time: fastestLaps.time,
      timeMillis: fastestLaps.timeMillis,
    })
    .from(fastestLaps)
    .where(and(eq(fastestLaps.raceId, raceId)))
    .orderBy(asc(fastestLaps.displayOrder));
}

/** Rounds of a season with a race (or sprint) classification, or a qualifying one, on record. */
export async function selectClassifiedRounds(db: Db, year: number, kind: 'race' | 'qualifying') {
  const table = kind === 'race' ? raceResults : qualifyingResults;
  const rows = await db
    .selectDistinct({ round: races.round })
    .from(table)
    .innerJoin(races, eq(races.id, table.raceId))
    .where(and(eq(races.year, year), eq(table.kind, kind)))
    .orderBy(asc(races.round));
  return rows.map((row) => row.round);
}
