import {
  type SeasonState,
  seasonState,
  type TeamSummary,
  teamSummary,
  winCounts,
} from '#server/race-data/season.ts';
import type { Services } from '#server/services.ts';
import { onceFor } from '#shared/once-for.ts';
import { standingsComplete } from '#shared/standings.ts';

export type { TeamSummary };

/**
 * How many users picked each driver and team (driver id / team id → fans). The users' favourites
 * are the profile feature's; whoever composes the two (a route module, app.ts) passes them in.
 */
export type FanCounts = { drivers: ReadonlyMap<string, number>; teams: ReadonlyMap<string, number> };

/** A driver's name as cards print it, with the page id when the season has a page for him. */
export type DriverName = { driverId: string; firstName: string; lastName: string; pageId: string | null };

/**
 * The tables built from one season state and one set of fan counts, kept while both are: the state is
 * cached until the next race finishes and the counts until a favourite changes, so every request in
 * between shares one build instead of walking the season's results again.
 */
function builtOnce<T>(build: (state: SeasonState, fans: FanCounts) => T) {
  const byState = onceFor((state: SeasonState) => onceFor((fans: FanCounts) => build(state, fans)));
  return (state: SeasonState, fans: FanCounts): T => byState(state)(fans);
}

function driverName(state: SeasonState, driverId: string): DriverName {
  const driver = state.drivers.get(driverId);
  return {
    driverId,
    firstName: driver?.firstName ?? '',
    lastName: driver?.lastName ?? driverId,
    pageId: driver?.pageId ?? null,
  };
}

/**
 * The constructors' championship of a season as it stands now: one card per team with position and
 * points (null before the first race), wins, fans, the two drivers and the images. `complete` says
 * whether positions and points may be shown (docs/product.md §5).
 */
export async function teamStandings(services: Services, year: number, fans: FanCounts) {
  const state = await seasonState(services, year);
  return state ? teamTable(state, fans) : undefined;
}

const teamTable = builtOnce((state, fans) => {
  const wins = winCounts(state);
  const table =
    state.teamTable.length > 0
      ? state.teamTable
      : [...state.teams.values()]
          .sort((a, b) => a.name.localeCompare(b.name))
          .map((team) => ({ teamId: team.teamId, position: null, points: null }));
  const rows = table.flatMap(({ teamId, position, points }) => {
    const team = state.teams.get(teamId);
    if (!team || team.retired) return [];
    const { retired: _shown, ...shown } = team;
    return [
      {
        ...shown,
        position,
        points,
        wins: wins.teams.get(teamId) ?? 0,
        fans: fans.teams.get(teamId) ?? 0,
        drivers: (state.lineUps.get(teamId) ?? []).map((driverId) => driverName(state, driverId)),
      },
    ];
  });
  return { year: state.year, afterRace: state.afterRace, complete: standingsComplete(rows), rows };
});

export type TeamStandings = NonNullable<Awaited<ReturnType<typeof teamStandings>>>;
export type TeamStanding = TeamStandings['rows'][number];

/**
 * The drivers' championship of a season as it stands now: position and points (null before the
 * first race), name, code, nationality, photo, team, wins and fans.
 */
export async function driverStandings(services: Services, year: number, fans: FanCounts) {
  const state = await seasonState(services, year);
  return state ? driverTable(state, fans) : undefined;
}

const driverTable = builtOnce((state, fans) => {
  const wins = winCounts(state);
  const table =
    state.driverTable.length > 0
      ? state.driverTable.map(({ driverId, position, points }) => ({ driverId, position, points }))
      : [...state.drivers.values()]
          .sort((a, b) => a.lastName.localeCompare(b.lastName))
          .map(({ driverId }) => ({ driverId, position: null, points: null }));
  const rows = table.flatMap(({ driverId, position, points }) => {
    const driver = state.drivers.get(driverId);
    if (!driver || driver.retired) return [];
    const team = driver.teamId ? state.teams.get(driver.teamId) : undefined;
    return [
      {
        ...driverName(state, driverId),
        code: driver.code,
        number: driver.number,
        position,
        points,
        wins: wins.drivers.get(driverId) ?? 0,
        fans: fans.drivers.get(driverId) ?? 0,
        countryCode: driver.countryCode?.toLowerCase() ?? null,
        countryName: driver.countryName,
        photoUrl: driver.photoUrl,
        team: team ? teamSummary(team) : null,
      },
    ];
  });
  return { year: state.year, afterRace: state.afterRace, complete: standingsComplete(rows), rows };
});

export type DriverStandings = NonNullable<Awaited<ReturnType<typeof driverStandings>>>;
export type DriverStanding = DriverStandings['rows'][number];

/**
 * A season's drivers as the spoiler shield shows them while a race or sprint counted in the table
 * is hidden: the line-up in name order, with no position, points or wins; which race the table is
 * after stays, as it tells no outcome.
 */
export function driversWithoutOutcome(standings: DriverStandings): DriverStandings {
  const rows = [...standings.rows]
    .sort((a, b) => a.lastName.localeCompare(b.lastName))
    .map((row) => ({ ...row, position: null, points: null, wins: 0 }));
  return { ...standings, complete: false, rows };
}

/** The teams as the spoiler shield shows them: in name order, with no position, points or wins. */
export function teamsWithoutOutcome(standings: TeamStandings): TeamStandings {
  const rows = [...standings.rows]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((row) => ({ ...row, position: null, points: null, wins: 0 }));
  return { ...standings, complete: false, rows };
}
