import { ApiError } from '#server/http/errors.ts';
import { cachedRaceData } from '#server/race-data/race-data-cache.ts';
import type { Services } from '#server/services.ts';
import type { FavouritesInput } from '#shared/accounts.ts';
import {
  driverFanCounts,
  type FavouriteIds,
  findFavourites,
  type LineUp,
  saveFavourites,
  seasonLineUp,
  teamFanCounts,
} from './favourites.queries.ts';

export type { FavouriteIds, LineUp };
export { saveFavourites };

/** The current season's line-up, from the in-memory race-data cache. */
export function currentLineUp(services: Services): Promise<LineUp> {
  const season = services.env.CURRENT_SEASON;
  return cachedRaceData(services, `favourites:line-up:${season}`, () => seasonLineUp(services.db, season));
}

export function favouritesOf(services: Services, userId: string): Promise<FavouriteIds> {
  return findFavourites(services.db, userId);
}

/**
 * Checks favourites against the current season's line-up: each must be in it (or none). An
 * unknown id is a 400 naming its field.
 */
export async function checkFavourites(services: Services, input: FavouritesInput): Promise<FavouriteIds> {
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

/** Sets a user's favourite driver and team; with an unknown id nothing is stored. */
export async function updateFavourites(
  services: Services,
  userId: string,
  input: FavouritesInput,
): Promise<FavouriteIds> {
  const favourites = await checkFavourites(services, input);
  await services.db.transaction((tx) => saveFavourites(tx, userId, favourites));
  return favourites;
}

/** Fans per driver and per team (SPEC §2: the drivers' hearts and the teams' 'liked by'). */
export async function fanCounts(services: Services) {
  const [drivers, teams] = [await driverFanCounts(services.db), await teamFanCounts(services.db)];
  return { drivers, teams };
}
