import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import {
  constructors,
  countries,
  driverSeasonStyles,
  drivers,
  seasonEntrantDrivers,
  teamSeasonStyles,
} from '#server/db/schema.ts';

const enteredDriver = (year: number) =>
  sql`exists (select 1 from ${seasonEntrantDrivers} where ${seasonEntrantDrivers.year} = ${year} and ${seasonEntrantDrivers.driverId} = ${drivers.id} and not ${seasonEntrantDrivers.testDriver})`;

/** A season's drivers as the driver editor lists them: those entered, and those it gave a season. */
export function listEditorDrivers(db: Db, year: number) {
  return db
    .select({
      driverId: drivers.id,
      firstName: drivers.firstName,
      lastName: drivers.lastName,
      code: drivers.abbreviation,
      nationality: drivers.nationalityCountryId,
      permanentNumber: drivers.permanentNumber,
      number: driverSeasonStyles.number,
      photoUrl: driverSeasonStyles.photoUrl,
      retired: sql<boolean>`coalesce(${driverSeasonStyles.retired}, false)`,
      source: drivers.source,
      seasonSource: driverSeasonStyles.source,
    })
    .from(drivers)
    .leftJoin(
      driverSeasonStyles,
      and(eq(driverSeasonStyles.driverId, drivers.id), eq(driverSeasonStyles.year, year)),
    )
    .where(or(enteredDriver(year), eq(driverSeasonStyles.year, year)))
    .orderBy(asc(drivers.lastName), asc(drivers.firstName));
}

const enteredTeam = (year: number) =>
  sql`exists (select 1 from ${seasonEntrantDrivers} where ${seasonEntrantDrivers.year} = ${year} and ${seasonEntrantDrivers.constructorId} = ${constructors.id})`;

/** A season's teams as the team editor lists them: those entered, and those it gave a season. */
export function listEditorTeams(db: Db, year: number) {
  return db
    .select({
      teamId: constructors.id,
      name: constructors.name,
      country: constructors.countryId,
      colour: teamSeasonStyles.colour,
      logoUrl: teamSeasonStyles.logoUrl,
      carImageUrl: teamSeasonStyles.carImageUrl,
      retired: sql<boolean>`coalesce(${teamSeasonStyles.retired}, false)`,
      source: constructors.source,
      seasonSource: teamSeasonStyles.source,
    })
    .from(constructors)
    .leftJoin(
      teamSeasonStyles,
      and(eq(teamSeasonStyles.constructorId, constructors.id), eq(teamSeasonStyles.year, year)),
    )
    .where(or(enteredTeam(year), eq(teamSeasonStyles.year, year)))
    .orderBy(asc(constructors.name));
}

/** The countries an editor offers (their flags are ours), by name. */
export function listCountries(db: Db) {
  return db.select({ id: countries.id, name: countries.name }).from(countries).orderBy(asc(countries.name));
}

export type EditorDriver = Awaited<ReturnType<typeof listEditorDrivers>>[number];
export type EditorTeam = Awaited<ReturnType<typeof listEditorTeams>>[number];
export type EditorCountry = Awaited<ReturnType<typeof listCountries>>[number];
