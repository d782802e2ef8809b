import type { RaceReader } from '#server/race-data/race-reader.ts';
import { seasonInFocus } from '#server/race-data/season-in-focus.ts';
import {
  type DriverStanding,
  driverStandings,
  type FanCounts,
  type TeamStanding,
  teamStandings,
} from '#server/race-data/standings.ts';

export type FavouriteStandings = {
  team: TeamStanding | null;
  driver: DriverStanding | null;
  complete: boolean;
};

/** A visitor's favourite team and driver (ids, null for none). */
export type Favourites = { teamId: string | null; driverId: string | null };

/**
 * A visitor's favourite team and driver in the current season's tables; null when none, or while the
 * spoiler shield hides a race or sprint of the season. The fan counts are asked for only when there
 * is something to show.
 */
export async function favouriteStandings(
  reader: RaceReader,
  { teamId, driverId }: Favourites,
  fanCounts: () => Promise<FanCounts>,
): Promise<FavouriteStandings | null> {
  if (!teamId && !driverId) return null;
  const { services } = reader;
  const year = await seasonInFocus(services);
  if (reader.hiddenInStandings(year, undefined).length > 0) return null;
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
