import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
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
  raceSessions,
  races,
} from '#server/db/schema.ts';

/** Drivers, constructors and circuits with the country names their Ergast objects need. */
export async function selectReferences(db: Db) {
  const nationality = alias(countries, 'nationality');
  const [driverRows, constructorRows, circuitRows] = await Promise.all([
    db
      .select({
        id: drivers.id,
        ergastId: drivers.ergastId,
        name: drivers.name,
        firstName: drivers.firstName,
        lastName: drivers.lastName,
        abbreviation: drivers.abbreviation,
        permanentNumber: drivers.permanentNumber,
        dateOfBirth: drivers.dateOfBirth,
        countryId: drivers.nationalityCountryId,
        demonym: nationality.demonym,
      })
      .from(drivers)
      .leftJoin(nationality, eq(nationality.id, drivers.nationalityCountryId)),
    db
      .select({
        id: constructors.id,
        ergastId: constructors.ergastId,
        name: constructors.name,
        fullName: constructors.fullName,
        countryId: constructors.countryId,
        demonym: countries.demonym,
      })
      .from(constructors)
      .leftJoin(countries, eq(countries.id, constructors.countryId)),
    db
      .select({
        id: circuits.id,
        ergastId: circuits.ergastId,
        fullName: circuits.fullName,
        placeName: circuits.placeName,
        countryId: circuits.countryId,
        countryName: countries.name,
        latitude: circuits.latitude,
        longitude: circuits.longitude,
      })
      .from(circuits)
      .innerJoin(countries, eq(countries.id, circuits.countryId)),
  ]);
  return { driverRows, constructorRows, circuitRows };
}

/** Every race not cancelled with its Grand Prix name and weekend sessions, in season and round order. */
export async function selectCalendar(db: Db) {
  const [raceRows, sessionRows] = await Promise.all([
    db
      .select({
        id: races.id,
        year: races.year,
        round: races.round,
        date: races.date,
        startsAt: races.startsAt,
        raceName: grandsPrix.fullName,
        circuitId: races.circuitId,
        courseLength: races.courseLength,
      })
      .from(races)
      .innerJoin(grandsPrix, eq(grandsPrix.id, races.grandPrixId))
      // A cancelled meeting is not in the season's schedule that Ergast clients read.
      .where(eq(races.cancelled, false))
      .orderBy(asc(races.year), asc(races.round)),
    db
      .select({
        raceId: raceSessions.raceId,
        kind: raceSessions.kind,
        date: raceSessions.date,
        startsAt: raceSessions.startsAt,
      })
      .from(raceSessions),
  ]);
  return { raceRows, sessionRows };
}

/** One season's race or sprint results, in round and classification order. */
export function selectResults(db: Db, year: number, kind: 'race' | 'sprint') {
  return db
    .select({
      raceId: raceResults.raceId,
      displayOrder: raceResults.displayOrder,
      positionNumber: raceResults.positionNumber,
      positionText: raceResults.positionText,
      driverNumber: raceResults.driverNumber,
      driverId: raceResults.driverId,
      constructorId: raceResults.constructorId,
      laps: raceResults.laps,
      timeMillis: raceResults.timeMillis,
      gap: raceResults.gap,
      gapLaps: raceResults.gapLaps,
      reasonRetired: raceResults.reasonRetired,
      points: raceResults.points,
      gridPositionNumber: raceResults.gridPositionNumber,
    })
    .from(raceResults)
    .innerJoin(races, eq(races.id, raceResults.raceId))
    .where(and(eq(races.year, year), eq(raceResults.kind, kind)))
    .orderBy(asc(races.round), asc(raceResults.displayOrder));
}

/** One season's fastest-lap ranking of every race. */
export function selectFastestLaps(db: Db, year: number) {
  return db
    .select({
      raceId: fastestLaps.raceId,
      driverId: fastestLaps.driverId,
      displayOrder: fastestLaps.displayOrder,
      positionNumber: fastestLaps.positionNumber,
      lap: fastestLaps.lap,
      time: fastestLaps.time,
      timeMillis: fastestLaps.timeMillis,
    })
    .from(fastestLaps)
    .innerJoin(races, eq(races.id, fastestLaps.raceId))
    .where(eq(races.year, year))
    .orderBy(asc(races.round), asc(fastestLaps.displayOrder));
}

/** One season's (final) qualifying classifications. */
export function selectQualifying(db: Db, year: number) {
  return db
    .select({
      raceId: qualifyingResults.raceId,
      displayOrder: qualifyingResults.displayOrder,
      driverNumber: qualifyingResults.driverNumber,
      driverId: qualifyingResults.driverId,
      constructorId: qualifyingResults.constructorId,
      time: qualifyingResults.time,
      q1: qualifyingResults.q1,
      q2: qualifyingResults.q2,
      q3: qualifyingResults.q3,
      q1Millis: qualifyingResults.q1Millis,
      q2Millis: qualifyingResults.q2Millis,
      q3Millis: qualifyingResults.q3Millis,
    })
    .from(qualifyingResults)
    .innerJoin(races, eq(races.id, qualifyingResults.raceId))
    .where(and(eq(races.year, year), eq(qualifyingResults.kind, 'qualifying')))
    .orderBy(asc(races.round), asc(qualifyingResults.displayOrder));
}

/** One season's drivers' championship after every round. */
export function selectDriverStandings(db: Db, year: number) {
  return db
    .select({
      raceId: driverStandings.raceId,
      displayOrder: driverStandings.displayOrder,
      positionNumber: driverStandings.positionNumber,
      positionText: driverStandings.positionText,
      driverId: driverStandings.driverId,
      points: driverStandings.points,
    })
    .from(driverStandings)
    .innerJoin(races, eq(races.id, driverStandings.raceId))
    .where(eq(races.year, year))
    .orderBy(asc(races.round), asc(driverStandings.displayOrder));
}

/** One season's constructors' championship after every round. */
export function selectConstructorStandings(db: Db, year: number) {
  return db
    .select({
      raceId: constructorStandings.raceId,
      displayOrder: constructorStandings.displayOrder,
      positionNumber: constructorStandings.positionNumber,
      positionText: constructorStandings.positionText,
      constructorId: constructorStandings.constructorId,
      points: constructorStandings.points,
    })
    .from(constructorStandings)
    .innerJoin(races, eq(races.id, constructorStandings.raceId))
    .where(eq(races.year, year))
    .orderBy(asc(races.round), asc(constructorStandings.displayOrder));
}
