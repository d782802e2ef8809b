import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import {
  circuits,
  constructorStandings,
  constructors,
  countries,
  driverStandings,
  drivers,
  fastestLaps,
  grandsPrix,
  qualifyingResults,
  raceResults,
  races,
  startingGridPositions,
} from '#server/db/schema.ts';

/** Every championship race, oldest first, with its Grand Prix and circuit. */
export function selectAllRaces(db: Db) {
  return db
    .select({
      raceId: races.id,
      year: races.year,
      round: races.round,
      date: races.date,
      startsAt: races.startsAt,
      grandPrixId: races.grandPrixId,
      name: grandsPrix.fullName,
      circuitId: races.circuitId,
      circuitLayoutId: races.circuitLayoutId,
      courseLength: races.courseLength,
      turns: races.turns,
      direction: races.direction,
    })
    .from(races)
    .innerJoin(grandsPrix, eq(grandsPrix.id, races.grandPrixId))
    .orderBy(asc(races.year), asc(races.round));
}

/** Every Grand Prix classification row (not sprints), in classification order. */
export function selectRaceClassifications(db: Db) {
  return db
    .select({
      raceId: raceResults.raceId,
      position: raceResults.positionNumber,
      positionText: raceResults.positionText,
      driverId: raceResults.driverId,
      constructorId: raceResults.constructorId,
      points: raceResults.points,
      grid: raceResults.gridPositionNumber,
    })
    .from(raceResults)
    .where(eq(raceResults.kind, 'race'))
    .orderBy(asc(raceResults.raceId), asc(raceResults.displayOrder));
}

/** Who started each Grand Prix first on the grid (the pole sitter, as the driver pages count it). */
export function selectPoleSitters(db: Db) {
  return db
    .select({ raceId: startingGridPositions.raceId, driverId: startingGridPositions.driverId })
    .from(startingGridPositions)
    .where(and(eq(startingGridPositions.kind, 'race'), eq(startingGridPositions.positionNumber, 1)));
}

/** Who set each race's fastest lap. */
export function selectFastestLapSetters(db: Db) {
  return db
    .select({
      raceId: fastestLaps.raceId,
      driverId: fastestLaps.driverId,
      time: fastestLaps.time,
      millis: fastestLaps.timeMillis,
    })
    .from(fastestLaps)
    .where(eq(fastestLaps.positionNumber, 1));
}

/** Each race's qualifying classification (the final order, not the sessions' parts). */
export function selectQualifyingPositions(db: Db) {
  return db
    .select({
      raceId: qualifyingResults.raceId,
      driverId: qualifyingResults.driverId,
      position: qualifyingResults.positionNumber,
    })
    .from(qualifyingResults)
    .where(eq(qualifyingResults.kind, 'qualifying'));
}

/** The championship tables after the given rounds (each season's last). */
export async function selectFinalTables(db: Db, raceIds: number[]) {
  if (raceIds.length === 0) return { drivers: [], constructors: [] };
  const driverRows = await db
    .select({
      raceId: driverStandings.raceId,
      position: driverStandings.positionNumber,
      driverId: driverStandings.driverId,
      points: driverStandings.points,
    })
    .from(driverStandings)
    .where(inArray(driverStandings.raceId, raceIds))
    .orderBy(asc(driverStandings.raceId), asc(driverStandings.displayOrder));
  const constructorRows = await db
    .select({
      raceId: constructorStandings.raceId,
      position: constructorStandings.positionNumber,
      constructorId: constructorStandings.constructorId,
      points: constructorStandings.points,
    })
    .from(constructorStandings)
    .where(inArray(constructorStandings.raceId, raceIds))
    .orderBy(asc(constructorStandings.raceId), asc(constructorStandings.displayOrder));
  return { drivers: driverRows, constructors: constructorRows };
}

export function selectDriverNames(db: Db) {
  return db
    .select({
      driverId: drivers.id,
      name: drivers.name,
      firstName: drivers.firstName,
      lastName: drivers.lastName,
      dateOfBirth: drivers.dateOfBirth,
      nationality: countries.demonym,
    })
    .from(drivers)
    .leftJoin(countries, eq(countries.id, drivers.nationalityCountryId));
}

export function selectConstructorNames(db: Db) {
  return db.select({ constructorId: constructors.id, name: constructors.name }).from(constructors);
}

export function selectCircuits(db: Db) {
  return db
    .select({
      circuitId: circuits.id,
      name: circuits.name,
      fullName: circuits.fullName,
      placeName: circuits.placeName,
      country: countries.name,
      direction: circuits.direction,
      length: circuits.length,
      turns: circuits.turns,
    })
    .from(circuits)
    .innerJoin(countries, eq(countries.id, circuits.countryId))
    .orderBy(asc(circuits.name));
}
