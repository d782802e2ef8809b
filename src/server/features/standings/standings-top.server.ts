import type { RaceReader } from '#server/race-data/race-reader.ts';
import { seasonInFocus } from '#server/race-data/season-in-focus.ts';
import { driverStandings, teamStandings } from '#server/race-data/standings.ts';
import type { Services } from '#server/services.ts';

const noFans = { drivers: new Map<string, number>(), teams: new Map<string, number>() };

/**
 * The top three of both championships of the current season; null until the tables are complete
 * (docs/product.md §5: a half-filled table is never shown as a result).
 */
async function topThrees(services: Services) {
  const year = await seasonInFocus(services);
  const [drivers, teams] = await Promise.all([
    driverStandings(services, year, noFans),
    teamStandings(services, year, noFans),
  ]);
  if (!drivers?.complete || !teams?.complete) return null;
  return {
    year,
    afterRace: drivers.afterRace,
    drivers: drivers.rows.slice(0, 3).map((row) => ({
      driverId: row.driverId,
      firstName: row.firstName,
      lastName: row.lastName,
      pageId: row.pageId,
      team: row.team?.name ?? '',
      points: row.points ?? 0,
    })),
    teams: teams.rows
      .slice(0, 3)
      .map((row) => ({ teamId: row.teamId, name: row.name, points: row.points ?? 0 })),
  };
}

export type StandingsTop = NonNullable<Awaited<ReturnType<typeof topThrees>>>;

/**
 * The home page's top threes as the visitor may see them, or the sessions that keep them back while
 * the spoiler shield hides a race or sprint counted in the tables.
 */
export async function standingsTop(reader: RaceReader) {
  const standings = await topThrees(reader.services);
  const hidden = standings ? reader.hiddenInStandings(standings.year, standings.afterRace?.round) : [];
  if (hidden.length > 0) return { standings: null, standingsHidden: hidden };
  return { standings, standingsHidden: null };
}
