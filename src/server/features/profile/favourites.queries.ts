import { count, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { userFavourites } from '#server/db/schema.ts';

export type FavouriteIds = { driverId: string | null; teamId: string | null };

export async function findFavourites(db: Db | Tx, userId: string): Promise<FavouriteIds> {
  const [row] = await db
    .select({ driverId: userFavourites.driverId, teamId: userFavourites.constructorId })
    .from(userFavourites)
    .where(eq(userFavourites.userId, userId));
  return row ?? { driverId: null, teamId: null };
}

/** Stores both favourites of a user (one row per user; the primary key keeps it one). */
export async function saveFavourites(tx: Tx, userId: string, favourites: FavouriteIds): Promise<void> {
  await tx
    .insert(userFavourites)
    .values({ userId, driverId: favourites.driverId, constructorId: favourites.teamId })
    .onConflictDoUpdate({
      target: userFavourites.userId,
      set: { driverId: favourites.driverId, constructorId: favourites.teamId, updatedAt: sql`now()` },
    });
}

/** How many users picked each driver. */
export async function driverFanCounts(db: Db): Promise<{ driverId: string; fans: number }[]> {
  const rows = await db
    .select({ driverId: userFavourites.driverId, fans: count() })
    .from(userFavourites)
    .where(isNotNull(userFavourites.driverId))
    .groupBy(userFavourites.driverId)
    .orderBy(sql`count(*) desc`, userFavourites.driverId);
  return rows.flatMap((row) => (row.driverId ? [{ driverId: row.driverId, fans: row.fans }] : []));
}

/** How many users picked each team. */
export async function teamFanCounts(db: Db): Promise<{ teamId: string; fans: number }[]> {
  const rows = await db
    .select({ teamId: userFavourites.constructorId, fans: count() })
    .from(userFavourites)
    .where(isNotNull(userFavourites.constructorId))
    .groupBy(userFavourites.constructorId)
    .orderBy(sql`count(*) desc`, userFavourites.constructorId);
  return rows.flatMap((row) => (row.teamId ? [{ teamId: row.teamId, fans: row.fans }] : []));
}
