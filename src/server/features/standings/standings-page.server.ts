import type { RaceReader } from '#server/race-data/race-reader.ts';
import {
  type DriverStandings,
  driverStandings,
  driversWithoutOutcome,
  type FanCounts,
  type TeamStandings,
  teamStandings,
  teamsWithoutOutcome,
} from '#server/race-data/standings.ts';

/**
 * A championship's table as the visitor may see it: while the spoiler shield hides a race or sprint
 * counted in it, the line-up without outcome, with the sessions that keep it back.
 */
function shieldedStandings<T extends DriverStandings | TeamStandings>(
  reader: RaceReader,
  year: number,
  found: T | undefined,
  withoutOutcome: (table: T) => T,
) {
  const hidden = found ? reader.hiddenInStandings(year, found.afterRace?.round) : [];
  if (found && hidden.length > 0) return { standings: withoutOutcome(found), standingsHidden: hidden };
  return { standings: found, standingsHidden: null };
}

/** /drivers for the visitor: the season's drivers' table, or the line-up alone. */
export async function driverStandingsPage(reader: RaceReader, year: number, fans: FanCounts) {
  const found = await driverStandings(reader.services, year, fans);
  return shieldedStandings(reader, year, found, driversWithoutOutcome);
}

/** /teams for the visitor: the season's teams' table, or the teams alone. */
export async function teamStandingsPage(reader: RaceReader, year: number, fans: FanCounts) {
  const found = await teamStandings(reader.services, year, fans);
  return shieldedStandings(reader, year, found, teamsWithoutOutcome);
}
