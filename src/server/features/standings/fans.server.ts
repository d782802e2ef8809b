import type { Services } from '#server/services.ts';

/** How many visitors picked each driver and team as their favourite: driver id / team id → count. */
export type FanCounts = { drivers: ReadonlyMap<string, number>; teams: ReadonlyMap<string, number> };

/**
 * Fan counts from the visitors' favourites. Accounts and favourites do not exist yet, so nobody has
 * picked anyone: the maps are empty and the cards show no hearts and no 'liked by'. When favourites
 * are stored, this is the one function that counts them.
 */
export async function fanCounts(_services: Services): Promise<FanCounts> {
  return { drivers: new Map(), teams: new Map() };
}

/** The signed-in visitor's favourites, for the highlight on their team's and driver's card. */
export type Favourites = { teamId: string | null; driverId: string | null };

/** Every visitor is signed out until accounts exist, so nobody has favourites yet. */
export async function viewerFavourites(_services: Services, _request: Request): Promise<Favourites> {
  return { teamId: null, driverId: null };
}
