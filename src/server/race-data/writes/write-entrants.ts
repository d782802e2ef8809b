import { and, eq, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '#server/db/client.ts';
import {
  constructors,
  countries,
  drivers,
  engineManufacturers,
  seasonEntrantDrivers,
} from '#server/db/schema.ts';
import { parseWrite, runRaceDataWrite, type WriteServices } from './race-data-write.ts';

const text = z.string().trim().min(1).max(200);

/** One car of a round as the source names it: its driver and team by the source's (Ergast) ids. */
const entrant = z.strictObject({
  driver: z.strictObject({
    ergastId: text,
    givenName: text,
    familyName: text,
    code: z
      .string()
      .trim()
      .regex(/^[A-Z]{3}$/)
      .optional(),
    permanentNumber: z
      .string()
      .regex(/^\d{1,3}$/)
      .optional(),
    dateOfBirth: z.iso.date().optional(),
    nationality: text.optional(),
  }),
  team: z.strictObject({ ergastId: text, name: text, nationality: text.optional() }),
});

export const entrantsWrite = z.strictObject({
  season: z.number().int().min(1950).max(2100),
  round: z.number().int().min(1).max(40),
  entrants: z.array(entrant).min(1).max(80),
});
export type EntrantsWrite = z.input<typeof entrantsWrite>;

export type EntrantIds = {
  status: 'written' | 'unchanged';
  /** Our driver id of each Ergast driver id of the input. */
  drivers: Map<string, string>;
  /** Our constructor id of each Ergast constructor id of the input. */
  constructors: Map<string, string>;
  createdDrivers: string[];
};

/**
 * Makes sure every driver and team a source lists for a round exists and is on the season's entry
 * list, as the results sync (source `sync`): Ergast ids are mapped to ours; a driver or team we do
 * not know is created from the source's fields under an f1db-style id, and a driver who drives for a
 * team he was not entered with gets that entry (the team's entrant and engine), unless an admin owns
 * that team's line-up. Existing rows, the snapshot's or an admin's, are never changed. The event goes out after the commit when anything
 * was added.
 */
export async function writeEntrants(services: WriteServices, input: EntrantsWrite): Promise<EntrantIds> {
  const write = parseWrite(entrantsWrite, input);
  const { season, round } = write;
  const result = await runRaceDataWrite(services, { season, round }, async (tx) => {
    let added = false;
    const teamIds = await mapConstructors(
      tx,
      season,
      write.entrants.map((e) => e.team),
    );
    const driverIds = new Map<string, string>();
    const createdDrivers: string[] = [];
    for (const { driver } of write.entrants) {
      if (driverIds.has(driver.ergastId)) continue;
      const [known] = await tx
        .select({ id: drivers.id })
        .from(drivers)
        .where(eq(drivers.ergastId, driver.ergastId));
      if (known) {
        driverIds.set(driver.ergastId, known.id);
        continue;
      }
      const wanted = kebab(`${driver.givenName} ${driver.familyName}`);
      const [practiceOnly] = await tx
        .select({ id: drivers.id })
        .from(drivers)
        .where(and(eq(drivers.id, wanted), isNull(drivers.ergastId)));
      if (practiceOnly) {
        // A reserve who only drove in practice has no Ergast id in f1db until his first race: he is
        // the same man, so he keeps his page and gets the id.
        await tx.update(drivers).set({ ergastId: driver.ergastId }).where(eq(drivers.id, practiceOnly.id));
        driverIds.set(driver.ergastId, practiceOnly.id);
        added = true;
        continue;
      }
      const id = await freeId(tx, drivers, wanted);
      const name = `${driver.givenName} ${driver.familyName}`;
      await tx.insert(drivers).values({
        id,
        ergastId: driver.ergastId,
        name,
        firstName: driver.givenName,
        lastName: driver.familyName,
        fullName: name,
        abbreviation: driver.code ?? kebab(driver.familyName).replace(/-/g, '').slice(0, 3).toUpperCase(),
        permanentNumber: driver.permanentNumber ?? null,
        gender: 'MALE',
        dateOfBirth: driver.dateOfBirth ?? null,
        nationalityCountryId: await countryOf(tx, driver.nationality),
        source: 'sync',
      });
      driverIds.set(driver.ergastId, id);
      createdDrivers.push(id);
      added = true;
    }
    for (const { driver, team } of write.entrants) {
      const driverId = driverIds.get(driver.ergastId) as string;
      const constructorId = teamIds.ids.get(team.ergastId) as string;
      if (await enter(tx, season, round, driverId, constructorId)) added = true;
    }
    added ||= teamIds.added;
    return added
      ? { status: 'written' as const, auditId: null, standingsRounds: [], driverIds, teamIds, createdDrivers }
      : { status: 'unchanged' as const, driverIds, teamIds, createdDrivers };
  });
  return {
    status: result.status,
    drivers: result.driverIds,
    constructors: result.teamIds.ids,
    createdDrivers: result.createdDrivers,
  };
}

type SourceTeam = z.output<typeof entrant>['team'];

/**
 * Our constructor of each Ergast id. Ergast folds some of ours into one id (rb: Racing Bulls and RB),
 * so the one on this season's entry list wins; a team we do not know is created with an engine
 * manufacturer of its own name (the source does not say whose engine it uses).
 */
async function mapConstructors(tx: Tx, season: number, teams: SourceTeam[]) {
  const ids = new Map<string, string>();
  let added = false;
  for (const team of teams) {
    if (ids.has(team.ergastId)) continue;
    const candidates = await tx
      .select({ id: constructors.id })
      .from(constructors)
      .where(eq(constructors.ergastId, team.ergastId));
    if (candidates.length > 0) {
      const entered = await tx
        .selectDistinct({ id: seasonEntrantDrivers.constructorId })
        .from(seasonEntrantDrivers)
        .where(
          and(
            eq(seasonEntrantDrivers.year, season),
            inArray(
              seasonEntrantDrivers.constructorId,
              candidates.map((c) => c.id),
            ),
          ),
        );
      ids.set(
        team.ergastId,
        (entered[0] ?? candidates.sort((a, b) => a.id.localeCompare(b.id))[0])?.id as string,
      );
      continue;
    }
    const id = await freeId(tx, constructors, kebab(team.name));
    const countryId = await countryOf(tx, team.nationality);
    await tx.insert(constructors).values({
      id,
      ergastId: team.ergastId,
      name: team.name,
      fullName: team.name,
      countryId,
      source: 'sync',
    });
    await tx
      .insert(engineManufacturers)
      .values({ id, name: team.name, countryId, source: 'sync' })
      .onConflictDoNothing();
    ids.set(team.ergastId, id);
    added = true;
  }
  return { ids, added };
}

/**
 * Puts a driver on the season's entry list with a team, unless he is on it with that team or an
 * admin owns the team's line-up.
 */
async function enter(tx: Tx, season: number, round: number, driverId: string, constructorId: string) {
  const entries = await tx
    .select()
    .from(seasonEntrantDrivers)
    .where(and(eq(seasonEntrantDrivers.year, season), eq(seasonEntrantDrivers.constructorId, constructorId)));
  if (entries.some((entry) => entry.driverId === driverId)) return false;
  // An admin's line-up of the team is the admin's until reverted: sync adds no one to it.
  if (entries.some((entry) => entry.source === 'admin')) return false;
  const team = entries.find((entry) => !entry.testDriver) ?? entries[0];
  await tx.insert(seasonEntrantDrivers).values({
    year: season,
    entrantId: team?.entrantId ?? constructorId,
    constructorId,
    engineManufacturerId: team?.engineManufacturerId ?? constructorId,
    driverId,
    rounds: String(round),
    testDriver: false,
    source: 'sync',
  });
  return true;
}

/** f1db's id style: lower-case ASCII words joined by hyphens ("Nico Hülkenberg" → nico-hulkenberg). */
export function kebab(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** `wanted`, or with -2, -3 … when taken: a namesake from another era keeps his id (or hers). */
export async function freeId(
  tx: Tx,
  table: typeof drivers | typeof constructors,
  wanted: string,
): Promise<string> {
  for (let n = 1; ; n += 1) {
    const id = n === 1 ? wanted : `${wanted}-${n}`;
    const [taken] = await tx.select({ id: table.id }).from(table).where(eq(table.id, id));
    if (!taken) return id;
  }
}

/** The country whose demonym the source gives as nationality ("Dutch" → netherlands), if we know it. */
async function countryOf(tx: Tx, nationality: string | undefined): Promise<string | null> {
  if (!nationality) return null;
  const [country] = await tx
    .select({ id: countries.id })
    .from(countries)
    .where(eq(countries.demonym, nationality));
  return country?.id ?? null;
}
