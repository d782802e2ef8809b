import { readSession } from '#server/auth/session.server.ts';
import {
  fanCounts as favouriteFanCounts,
  favouritesOf,
} from '#server/features/favourites/favourites.server.ts';
import type { Services } from '#server/services.ts';

/** How many visitors picked each driver and team as their favourite: driver id / team id → count. */
export type FanCounts = { drivers: ReadonlyMap<string, number>; teams: ReadonlyMap<string, number> };

/** Fan counts from the users' favourites (the accounts feature stores them). */
export async function fanCounts(services: Services): Promise<FanCounts> {
  const { drivers, teams } = await favouriteFanCounts(services);
  return {
    drivers: new Map(drivers.map(({ driverId, fans }) => [driverId, fans])),
    teams: new Map(teams.map(({ teamId, fans }) => [teamId, fans])),
  };
}

/** The signed-in visitor's favourites, for the highlight on their team's and driver's card. */
export type Favourites = { teamId: string | null; driverId: string | null };

/** Signed out (or with a session that no longer works), nobody is highlighted. */
export async function viewerFavourites(services: Services, request: Request): Promise<Favourites> {
  const { user } = await readSession(services, request.headers);
  if (!user) return { teamId: null, driverId: null };
  const { teamId, driverId } = await favouritesOf(services, user.id);
  return { teamId, driverId };
}
