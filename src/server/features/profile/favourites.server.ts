import { readSession } from '#server/auth/session.server.ts';
import { defineCache } from '#server/cache.ts';
import { ApiError } from '#server/http/errors.ts';
import { currentLineUp } from '#server/race-data/line-up.ts';
import type { Services } from '#server/services.ts';
import { driverFanCounts, type FavouriteIds, findFavourites, teamFanCounts } from './favourites.queries.ts';

export type { FavouriteIds };

/**
 * Each signed-in visitor's favourites (every page's shell shows them) and the fan counts, read once
 * and kept until a favourite changes (`favourites.changed`) or an account does (`sessions.changed`:
 * a deleted account takes its favourites with it), on every instance.
 */
const favouritesCache = defineCache<FavouriteIds>({
  name: 'favourites',
  maxEntries: 10_000,
  ttlMs: 10 * 60_000,
  dropOn: ['favourites.changed', 'sessions.changed'],
});
const fanCountsCache = defineCache<FanCounts>({
  name: 'fan-counts',
  maxEntries: 1,
  ttlMs: 10 * 60_000,
  dropOn: ['favourites.changed', 'sessions.changed'],
});

export function favouritesOf(services: Services, userId: string): Promise<FavouriteIds> {
  return services.cache.use(favouritesCache).get(userId, () => findFavourites(services.db, userId));
}

/** The visitor's favourites and whether they are signed in at all. */
export type ViewerFavourites = FavouriteIds & { signedIn: boolean };

/** The visitor's favourites, for the highlight on their team's and driver's card; none when signed out. */
export async function viewerFavourites(services: Services, request: Request): Promise<ViewerFavourites> {
  const { user } = await readSession(services, request.headers);
  if (!user) return { driverId: null, teamId: null, signedIn: false };
  return { ...(await favouritesOf(services, user.id)), signedIn: true };
}

/**
 * Checks favourites against the current season's line-up: each must be in it (or none). An
 * unknown id is a 400 naming its field.
 */
export async function checkFavourites(services: Services, input: FavouriteIds): Promise<FavouriteIds> {
  const lineUp = await currentLineUp(services);
  if (input.driverId && !lineUp.drivers.some((driver) => driver.id === input.driverId)) {
    throw new ApiError(
      400,
      'unknown_driver',
      `No driver ${input.driverId} in the ${lineUp.season} line-up`,
      'driverId',
    );
  }
  if (input.teamId && !lineUp.teams.some((team) => team.id === input.teamId)) {
    throw new ApiError(
      400,
      'unknown_team',
      `No team ${input.teamId} in the ${lineUp.season} season`,
      'teamId',
    );
  }
  return { driverId: input.driverId, teamId: input.teamId };
}

/** How many users picked each driver and team (driver id / team id → fans), most fans first. */
export type FanCounts = { drivers: ReadonlyMap<string, number>; teams: ReadonlyMap<string, number> };

/** Fans per driver and per team (docs/product.md §2: the drivers' hearts and the teams' 'liked by'). */
export function fanCounts(services: Services): Promise<FanCounts> {
  return services.cache.use(fanCountsCache).get('all', async () => {
    const [drivers, teams] = [await driverFanCounts(services.db), await teamFanCounts(services.db)];
    return {
      drivers: new Map(drivers.map(({ driverId, fans }) => [driverId, fans])),
      teams: new Map(teams.map(({ teamId, fans }) => [teamId, fans])),
    };
  });
}
