import { seasonInFocus } from '#server/race-data/season-in-focus.ts';
import type { Services } from '#server/services.ts';
import {
  type DriverStanding,
  driverStandings,
  type FanCounts,
  type TeamStanding,
  teamStandings,
} from './standings.server.ts';

export type FavouriteStandings = {
  team: TeamStanding | null;
  driver: DriverStanding | null;
  complete: boolean;
};

/** A visitor's favourite team and driver (ids, null for none). */
export type Favourites = { teamId: string | null; driverId: string | null };

/**
 * A visitor's favourite team and driver in the current season's tables; null when none. The fan
 * counts are asked for only when there is something to show.
 */
export async function favouriteStandings(
  services: Services,
  { teamId, driverId }: Favourites,
  fanCounts: () => Promise<FanCounts>,
): Promise<FavouriteStandings | null> {
  if (!teamId && !driverId) return null;
  const year = await seasonInFocus(services);
  const fans = await fanCounts();
  const [teams, drivers] = await Promise.all([
    teamStandings(services, year, fans),
    driverStandings(services, year, fans),
  ]);
  const team = teams?.rows.find((row) => row.teamId === teamId) ?? null;
  const driver = drivers?.rows.find((row) => row.driverId === driverId) ?? null;
  if (!team && !driver) return null;
  return { team, driver, complete: Boolean(teams?.complete && drivers?.complete) };
}
