import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '#server/db/client.ts';
import {
  constructorStandings,
  constructors,
  countries,
  driverSeasonStyles,
  driverStandings,
  drivers,
  grandsPrix,
  raceResults,
  races,
  seasonEntrantDrivers,
  teamSeasonStyles,
} from '#server/db/schema.ts';

/** Every race in the database, for the clock: which have been run by now. */
export function listAllRaces(db: Db) {
  return db
    .select({ raceId: races.id, year: races.year, date: races.date, startsAt: races.startsAt })
    .from(races)
    .orderBy(asc(races.date));
}

/** Every race of a season in round order, with what tells whether it has been run. */
export function listSeasonRaces(db: Db, year: number) {
  return db
    .select({
      raceId: races.id,
      round: races.round,
      date: races.date,
      startsAt: races.startsAt,
      name: grandsPrix.fullName,
      /** Whether a Grand Prix classification is stored: a race run without one is still pending. */
      classified: sql<boolean>`exists (select 1 from ${raceResults} where ${raceResults.raceId} = ${races.id} and ${raceResults.kind} = 'race')`,
    })
    .from(races)
    .innerJoin(grandsPrix, eq(grandsPrix.id, races.grandPrixId))
    .where(eq(races.year, year))
    .orderBy(asc(races.round));
}

const nationality = alias(countries, 'nationality');

const driverColumns = {
  driverId: drivers.id,
  firstName: drivers.firstName,
  lastName: drivers.lastName,
  code: drivers.abbreviation,
  permanentNumber: drivers.permanentNumber,
  dateOfBirth: drivers.dateOfBirth,
  countryCode: nationality.alpha2Code,
  countryName: nationality.name,
};

/** The drivers' championship after one race, in table order. */
export function listDriverStandings(db: Db, raceId: number) {
  return db
    .select({ position: driverStandings.positionNumber, points: driverStandings.points, ...driverColumns })
    .from(driverStandings)
    .innerJoin(drivers, eq(drivers.id, driverStandings.driverId))
    .leftJoin(nationality, eq(nationality.id, drivers.nationalityCountryId))
    .where(eq(driverStandings.raceId, raceId))
    .orderBy(asc(driverStandings.displayOrder));
}

/** The constructors' championship after one race, in table order. */
export function listTeamStandings(db: Db, raceId: number) {
  return db
    .select({
      position: constructorStandings.positionNumber,
      points: constructorStandings.points,
      teamId: constructorStandings.constructorId,
    })
    .from(constructorStandings)
    .where(eq(constructorStandings.raceId, raceId))
    .orderBy(asc(constructorStandings.displayOrder));
}

/**
 * The teams entered in a season with their colour and images as the admin team editor leaves them
 * (colour and images are null for a season before the colours file starts).
 */
export function listSeasonTeams(db: Db, year: number) {
  return db
    .selectDistinct({
      teamId: constructors.id,
      name: constructors.name,
      colour: teamSeasonStyles.colour,
      logoUrl: teamSeasonStyles.logoUrl,
      carImageUrl: teamSeasonStyles.carImageUrl,
      retired: teamSeasonStyles.retired,
    })
    .from(seasonEntrantDrivers)
    .innerJoin(constructors, eq(constructors.id, seasonEntrantDrivers.constructorId))
    .leftJoin(
      teamSeasonStyles,
      and(
        eq(teamSeasonStyles.year, seasonEntrantDrivers.year),
        eq(teamSeasonStyles.constructorId, seasonEntrantDrivers.constructorId),
      ),
    )
    .where(eq(seasonEntrantDrivers.year, year));
}

/** The season's own numbers, photos and retirements of drivers (the driver editor's). */
export function listDriverSeasonStyles(db: Db, year: number) {
  return db
    .select({
      driverId: driverSeasonStyles.driverId,
      number: driverSeasonStyles.number,
      photoUrl: driverSeasonStyles.photoUrl,
      retired: driverSeasonStyles.retired,
    })
    .from(driverSeasonStyles)
    .where(eq(driverSeasonStyles.year, year));
}

/** The season's race drivers as entered (test drivers left out), for a season without results yet. */
export function listSeasonEntrants(db: Db, year: number) {
  return db
    .selectDistinct({
      teamId: seasonEntrantDrivers.constructorId,
      rounds: seasonEntrantDrivers.rounds,
      ...driverColumns,
    })
    .from(seasonEntrantDrivers)
    .innerJoin(drivers, eq(drivers.id, seasonEntrantDrivers.driverId))
    .leftJoin(nationality, eq(nationality.id, drivers.nationalityCountryId))
    .where(and(eq(seasonEntrantDrivers.year, year), eq(seasonEntrantDrivers.testDriver, false)));
}

/** Race and sprint results of the given races, one row per car. */
export function listResults(db: Db, raceIds: number[]) {
  if (raceIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      raceId: raceResults.raceId,
      kind: raceResults.kind,
      driverId: raceResults.driverId,
      driverNumber: raceResults.driverNumber,
      teamId: raceResults.constructorId,
      positionNumber: raceResults.positionNumber,
      positionText: raceResults.positionText,
      gridPositionText: raceResults.gridPositionText,
      points: raceResults.points,
      reasonRetired: raceResults.reasonRetired,
    })
    .from(raceResults)
    .where(inArray(raceResults.raceId, raceIds));
}

/** Drivers by id, with nationality. */
export function listDrivers(db: Db, driverIds: string[]) {
  if (driverIds.length === 0) return Promise.resolve([]);
  return db
    .select(driverColumns)
    .from(drivers)
    .leftJoin(nationality, eq(nationality.id, drivers.nationalityCountryId))
    .where(inArray(drivers.id, driverIds));
}

export type SeasonRaceRow = Awaited<ReturnType<typeof listSeasonRaces>>[number];
export type DriverRow = Awaited<ReturnType<typeof listDrivers>>[number];
export type ResultRow = Awaited<ReturnType<typeof listResults>>[number];
export type SeasonTeamRow = Awaited<ReturnType<typeof listSeasonTeams>>[number];
