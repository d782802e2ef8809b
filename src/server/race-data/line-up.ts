import type { Services } from '#server/services.ts';
import { parseRounds } from '#shared/line-up.ts';
import type { RaceDataSource } from '#shared/race-data-ownership.ts';
import { type LineUp, listSeasonEntries, seasonLineUp } from './line-up.queries.ts';
import { cachedRaceData } from './race-data-cache.ts';
import { seasonInFocus } from './season-in-focus.ts';

export type { LineUp, LineUpDriver, LineUpTeam } from './line-up.queries.ts';

/** The line-up of the season in focus: who may be picked as a favourite driver or team. */
export async function currentLineUp(services: Services): Promise<LineUp> {
  const season = await seasonInFocus(services);
  return cachedRaceData(services, `line-up:${season}`, () => seasonLineUp(services.db, season));
}

export type TeamLineUp = {
  teamId: string;
  name: string;
  /** Who wrote the team's line-up: f1db's snapshot, the results sync or an admin. */
  source: RaceDataSource;
  drivers: { driverId: string; name: string; rounds: string; firstRound: number }[];
};

export type LineUpEditor = {
  teams: TeamLineUp[];
  /** Drivers an admin may put in a car: this season's and last season's entrants, reserves too. */
  candidates: { driverId: string; name: string }[];
};

/**
 * Each team's race drivers of a season with the rounds each races (in the order they join), for the
 * line-up editor; and the drivers that editor offers.
 */
export async function seasonLineUpEditor(services: Services, season: number): Promise<LineUpEditor> {
  const rows = await cachedRaceData(services, `line-up:editor:${season}`, () =>
    listSeasonEntries(services.db, [season, season - 1]),
  );
  const teams = new Map<string, TeamLineUp>();
  for (const row of rows) {
    if (row.year !== season) continue;
    const team = teams.get(row.teamId) ?? {
      teamId: row.teamId,
      name: row.teamName,
      source: row.source,
      drivers: [],
    };
    if (row.source === 'admin' || (row.source === 'sync' && team.source === 'snapshot'))
      team.source = row.source;
    const firstRound = parseRounds(row.rounds)[0];
    if (!row.testDriver && row.rounds && firstRound !== undefined) {
      team.drivers.push({
        driverId: row.driverId,
        name: `${row.firstName} ${row.lastName}`,
        rounds: row.rounds,
        firstRound,
      });
    }
    teams.set(row.teamId, team);
  }
  for (const team of teams.values()) {
    team.drivers.sort((a, b) => a.firstRound - b.firstRound || a.name.localeCompare(b.name));
  }
  const candidates = new Map(
    [...rows]
      .sort((a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName))
      .map((row) => [row.driverId, { driverId: row.driverId, name: `${row.firstName} ${row.lastName}` }]),
  );
  return {
    teams: [...teams.values()].sort((a, b) => a.name.localeCompare(b.name)),
    candidates: [...candidates.values()],
  };
}

/** A driver entered for a round, as pickers list him: the team he drives for that round. */
export type RoundEntrant = { driverId: string; name: string; teamId: string; teamName: string };

/** Who the entry list has racing in a season's round (reserves and test drivers left out), by team. */
export async function roundEntrants(
  services: Services,
  season: number,
  round: number,
): Promise<RoundEntrant[]> {
  const rows = await cachedRaceData(services, `line-up:entries:${season}`, () =>
    listSeasonEntries(services.db, [season]),
  );
  return rows
    .filter((row) => !row.testDriver && parseRounds(row.rounds).includes(round))
    .map((row) => ({
      driverId: row.driverId,
      name: `${row.firstName} ${row.lastName}`,
      teamId: row.teamId,
      teamName: row.teamName,
    }))
    .sort((a, b) => a.teamName.localeCompare(b.teamName) || a.name.localeCompare(b.name));
}
