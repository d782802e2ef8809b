import { and, eq, isNull, ne, or } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';
import { countries, driverSeasonStyles, drivers, seasonEntrantDrivers, seasons } from '#server/db/schema.ts';
import { ApiError } from '#server/http/errors.ts';
import type { Services } from '#server/services.ts';
import { type DriverWrite, driverWrite } from '#shared/driver-team-writes.ts';
import type { RaceDataSource } from '#shared/race-data-ownership.ts';
import { checkChangedImages } from './image-fields.ts';
import {
  invalidField,
  parseWrite,
  recordAdminWrite,
  runRaceDataWrite,
  type WriteResult,
} from './race-data-write.ts';
import { freeId, kebab } from './write-entrants.ts';

export type EditorServices = Pick<Services, 'db' | 'events' | 'env'>;
export type AdminActor = { source: 'admin'; userId: string };

/** A driver's own row as the audit keeps it: the name, code and nationality the editor changes, and its owner. */
export type StoredDriver = {
  firstName: string;
  lastName: string;
  code: string;
  nationality: string | null;
  source: RaceDataSource;
};
/** A driver's season as the audit keeps it. */
export type StoredDriverSeason = {
  number: string | null;
  photoUrl: string | null;
  retired: boolean;
  source: RaceDataSource;
};
export type StoredDriverEdit = { driver: StoredDriver | null; season: StoredDriverSeason | null };

/**
 * An admin's edit of a driver (`driverId`) or a new driver (no id) for a season: the name, code and
 * nationality, and that season's race number, photo and whether the driver is retired from its lists.
 * Bad input, an unknown country, a number another driver of the season carries, or a new photo
 * address that is not an image is a 400 naming the field, with nothing stored. The driver's row and season become the admin's (a snapshot
 * reload or a sync leaves them), the write is audited and can be reverted, and `race-data.changed`
 * for the season goes out after the commit.
 */
export async function writeDriver(
  services: EditorServices,
  actor: AdminActor,
  input: DriverWrite & { driverId?: string },
): Promise<WriteResult & { driverId: string }> {
  const { driverId: editedId, ...fields } = input;
  const write = parseWrite(driverWrite, fields);
  const { season } = write;
  const stored = editedId ? await readDriverEdit(services.db, season, editedId) : null;
  if (editedId && !stored?.driver) throw new ApiError(404, 'not_found', `No driver ${editedId}`);
  await checkChangedImages(services, { photoUrl: write.photoUrl }, { photoUrl: stored?.season?.photoUrl });

  return runRaceDataWrite(services, { season }, async (tx) => {
    await requireSeason(tx, season);
    const driverId = editedId ?? (await freeId(tx, drivers, kebab(`${write.firstName} ${write.lastName}`)));
    const current = editedId ? await readDriverEdit(tx, season, editedId) : { driver: null, season: null };
    if (editedId && !current.driver) throw new ApiError(404, 'not_found', `No driver ${editedId}`);
    const code =
      write.code ??
      current.driver?.code ??
      kebab(write.lastName).replace(/-/g, '').slice(0, 3).toUpperCase().padEnd(3, 'X');
    const driver: StoredDriver = {
      firstName: write.firstName,
      lastName: write.lastName,
      code,
      nationality:
        write.nationality === undefined ? (current.driver?.nationality ?? null) : write.nationality,
      source: 'admin',
    };
    const seasonStyle: StoredDriverSeason = {
      number: write.number,
      photoUrl: write.photoUrl,
      retired: write.retired,
      source: 'admin',
    };
    const sameDriver =
      current.driver && sameFields(current.driver, driver, ['firstName', 'lastName', 'code', 'nationality']);
    const sameSeason =
      current.season && sameFields(current.season, seasonStyle, ['number', 'photoUrl', 'retired']);
    if (sameDriver && sameSeason) return { status: 'unchanged' as const, driverId };

    if (driver.nationality !== null && driver.nationality !== current.driver?.nationality) {
      await checkCountry(tx, 'nationality', driver.nationality);
    }
    if (write.number !== null) await checkNumberFree(tx, season, driverId, write.number);
    const after: StoredDriverEdit = {
      driver: sameDriver ? current.driver : driver,
      season: sameSeason ? current.season : seasonStyle,
    };
    await storeDriverEdit(tx, season, driverId, after);
    const auditId = await recordAdminWrite(tx, {
      userId: actor.userId,
      action: 'driver',
      key: { season, driverId },
      before: current,
      after,
    });
    return { status: 'written' as const, auditId, standingsRounds: [] as number[], driverId };
  });
}

function sameFields<T>(a: T, b: T, keys: (keyof T)[]): boolean {
  return keys.every((key) => a[key] === b[key]);
}

export async function requireSeason(tx: Pick<Tx, 'select'>, season: number): Promise<void> {
  const [known] = await tx.select({ year: seasons.year }).from(seasons).where(eq(seasons.year, season));
  if (!known) throw new ApiError(404, 'not_found', `No season ${season}`);
}

/** A 400 naming `field` unless `countryId` is one of the stored countries (whose flags we have). */
export async function checkCountry(tx: Pick<Tx, 'select'>, field: string, countryId: string): Promise<void> {
  const [known] = await tx.select({ id: countries.id }).from(countries).where(eq(countries.id, countryId));
  if (!known) throw invalidField(field, `No country "${countryId}": choose one from the list`);
}

/**
 * A number is free when no other driver of the season carries it: neither one given that number for
 * the season, nor one entered that season whose permanent number it is and who has no other number
 * for the season. The unique constraint on (year, number) stands behind the first.
 */
async function checkNumberFree(tx: Tx, season: number, driverId: string, number: string): Promise<void> {
  const [given] = await tx
    .select({ firstName: drivers.firstName, lastName: drivers.lastName })
    .from(driverSeasonStyles)
    .innerJoin(drivers, eq(drivers.id, driverSeasonStyles.driverId))
    .where(
      and(
        eq(driverSeasonStyles.year, season),
        eq(driverSeasonStyles.number, number),
        ne(driverSeasonStyles.driverId, driverId),
      ),
    )
    .limit(1);
  const [permanent] = given
    ? [given]
    : await tx
        .selectDistinct({ firstName: drivers.firstName, lastName: drivers.lastName })
        .from(seasonEntrantDrivers)
        .innerJoin(drivers, eq(drivers.id, seasonEntrantDrivers.driverId))
        .leftJoin(
          driverSeasonStyles,
          and(eq(driverSeasonStyles.year, season), eq(driverSeasonStyles.driverId, drivers.id)),
        )
        .where(
          and(
            eq(seasonEntrantDrivers.year, season),
            eq(seasonEntrantDrivers.testDriver, false),
            eq(drivers.permanentNumber, number),
            ne(drivers.id, driverId),
            or(isNull(driverSeasonStyles.number), eq(driverSeasonStyles.number, number)),
          ),
        )
        .limit(1);
  if (permanent) {
    throw invalidField(
      'number',
      `Number ${number} is carried by ${permanent.firstName} ${permanent.lastName} in ${season}`,
    );
  }
}

/** The driver's row and season as they stand (what an edit replaces, and what the audit keeps). */
export async function readDriverEdit(
  db: Pick<Tx, 'select'>,
  season: number,
  driverId: string,
): Promise<StoredDriverEdit> {
  const [driver] = await db
    .select({
      firstName: drivers.firstName,
      lastName: drivers.lastName,
      code: drivers.abbreviation,
      nationality: drivers.nationalityCountryId,
      source: drivers.source,
    })
    .from(drivers)
    .where(eq(drivers.id, driverId));
  const [style] = await db
    .select({
      number: driverSeasonStyles.number,
      photoUrl: driverSeasonStyles.photoUrl,
      retired: driverSeasonStyles.retired,
      source: driverSeasonStyles.source,
    })
    .from(driverSeasonStyles)
    .where(and(eq(driverSeasonStyles.year, season), eq(driverSeasonStyles.driverId, driverId)));
  return { driver: driver ?? null, season: style ?? null };
}

/**
 * Stores a driver's row and season as given, with their sources; null removes them (a revert of a
 * driver's creation removes the driver, which fails while anything else refers to them).
 */
export async function storeDriverEdit(
  tx: Tx,
  season: number,
  driverId: string,
  edit: StoredDriverEdit,
): Promise<void> {
  const seasonKey = and(eq(driverSeasonStyles.year, season), eq(driverSeasonStyles.driverId, driverId));
  if (!edit.season) await tx.delete(driverSeasonStyles).where(seasonKey);
  if (edit.driver) {
    const { firstName, lastName, code, nationality, source } = edit.driver;
    const name = `${firstName} ${lastName}`;
    await tx
      .insert(drivers)
      .values({
        id: driverId,
        name,
        firstName,
        lastName,
        fullName: name,
        abbreviation: code,
        gender: 'MALE',
        nationalityCountryId: nationality,
        source,
      })
      .onConflictDoUpdate({
        target: drivers.id,
        set: { name, firstName, lastName, abbreviation: code, nationalityCountryId: nationality, source },
      });
  } else {
    await tx.delete(drivers).where(eq(drivers.id, driverId));
  }
  if (edit.season) {
    const values = { year: season, driverId, ...edit.season };
    await tx
      .insert(driverSeasonStyles)
      .values(values)
      .onConflictDoUpdate({ target: [driverSeasonStyles.year, driverSeasonStyles.driverId], set: values });
  }
}
