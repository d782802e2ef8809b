import type { RaceReader } from '#server/race-data/race-reader.ts';
import type { Championship } from '#shared/standings.ts';
import {
  type DriverStandings,
  driverStandings,
  driversWithoutOutcome,
  type FanCounts,
  type TeamStandings,
  teamStandings,
  teamsWithoutOutcome,
} from './standings.server.ts';
import { titleRaceView } from './title-race.server.ts';

/**
 * A championship's table and title race as the visitor may see them. While the spoiler shield hides
 * a race or sprint counted in the table, the table is the line-up without outcome and the title race
 * is left out, with the sessions that keep them back.
 */
async function shieldedStandings<T extends DriverStandings | TeamStandings>(
  reader: RaceReader,
  championship: Championship,
  year: number,
  found: T | undefined,
  withoutOutcome: (table: T) => T,
  url: URL,
) {
  const hidden = found ? reader.hiddenInStandings(year, found.afterRace?.round) : [];
  if (found && hidden.length > 0) {
    return { standings: withoutOutcome(found), standingsHidden: hidden, titleRace: null };
  }
  return {
    standings: found,
    standingsHidden: null,
    titleRace: await titleRaceView(reader.services, year, championship, url),
  };
}

/** /drivers for the visitor: the season's drivers' table and title race, or the line-up alone. */
export async function driverStandingsPage(reader: RaceReader, year: number, fans: FanCounts, url: URL) {
  const found = await driverStandings(reader.services, year, fans);
  return shieldedStandings(reader, 'drivers', year, found, driversWithoutOutcome, url);
}

/** /teams for the visitor: the season's teams' table and title race, or the teams alone. */
export async function teamStandingsPage(reader: RaceReader, year: number, fans: FanCounts, url: URL) {
  const found = await teamStandings(reader.services, year, fans);
  return shieldedStandings(reader, 'teams', year, found, teamsWithoutOutcome, url);
}
