import type { Services } from '#server/services.ts';
import { viewerFavourites } from './fans.server.ts';
import {
  type DriverStanding,
  driverStandings,
  type TeamStanding,
  teamStandings,
} from './standings.server.ts';

export type FavouriteStandings = {
  team: TeamStanding | null;
  driver: DriverStanding | null;
  complete: boolean;
};

/** The signed-in visitor's favourite team and driver in the current season's tables; null when none. */
export async function favouriteStandings(
  services: Services,
  request: Request,
): Promise<FavouriteStandings | null> {
  const { teamId, driverId } = await viewerFavourites(services, request);
  if (!teamId && !driverId) return null;
  const year = services.env.CURRENT_SEASON;
  const [teams, drivers] = await Promise.all([
    teamStandings(services, year),
    driverStandings(services, year),
  ]);
  const team = teams?.rows.find((row) => row.teamId === teamId) ?? null;
  const driver = drivers?.rows.find((row) => row.driverId === driverId) ?? null;
  if (!team && !driver) return null;
  return { team, driver, complete: Boolean(teams?.complete && drivers?.complete) };
}
