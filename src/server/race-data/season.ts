import { cachedRaceData } from '#server/race-data/race-data-cache.ts';
import type { Services } from '#server/services.ts';
import { textColourOn } from '#shared/colour-contrast.ts';
import { parseRounds } from '#shared/line-up.ts';
import { meetingEndsAt, meetingStartsAt } from '#shared/meetings.ts';
import { onceFor } from '#shared/once-for.ts';
import { sessionEndsAt } from '#shared/sessions.ts';
import { seasonDriverPageIds } from '#shared/standings.ts';
import { seasonMeetings } from './calendar.ts';
import {
  type DriverRow,
  listAllRaces,
  listDriverSeasonStyles,
  listDriverStandings,
  listDrivers,
  listResults,
  listSeasonEntrants,
  listSeasonRaces,
  listSeasonTeams,
  listTeamStandings,
  type ResultRow,
  type SeasonRaceRow,
} from './season.queries.ts';

/** A team as every card shows it: name and colour, with the text colour that reads on it. */
export type TeamSummary = { teamId: string; name: string; colour: string; textColour: string };
export type SeasonTeam = TeamSummary & {
  logoUrl: string | null;
  carImageUrl: string | null;
  /** Retired by the team editor: left out of the season's lists (its results stay). */
  retired: boolean;
};
export type SeasonDriver = DriverRow & {
  /** The number he raced under this season (the champion carries #1), else his season's or permanent one. */
  number: string | null;
  pageId: string | null;
  photoUrl: string | null;
  teamId: string | null;
  /** Retired by the driver editor: left out of the season's lists (the results stay). */
  retired: boolean;
};
/** A run of rounds a driver races for one team in a season ("1-2", "3-24"). */
export type Stint = { teamId: string; rounds: string; firstRound: number };

/** Neutral block colour for a team without a colour of its own (seasons before the colours file). */
const noTeamColour = '#6E6E88';

type RaceTime = { date: string; startsAt: Date | null };

// Races are long-lived cached rows, checked against the clock on every request: the end of each
// one's live window is worked out once.
const liveWindowEnd = onceFor((race: RaceTime) =>
  sessionEndsAt({ kind: 'race', date: race.date, startsAt: race.startsAt?.toISOString() ?? null }),
);

/** Whether a race's result stands at `now` (its live window is over). */
export function raceFinished(race: RaceTime, now: Date): boolean {
  return now.getTime() >= liveWindowEnd(race);
}

/** How many races in the database have been run by now: part of cache keys, so they move with the clock. */
export async function finishedRaceCount(services: Services): Promise<number> {
  const all = await cachedRaceData(services, 'standings:all-races', () => listAllRaces(services.db));
  const now = services.clock.now();
  return all.filter((race) => raceFinished(race, now)).length;
}

/**
 * Everything the standings and driver pages need about one season as it stands now: its races
 * (and which have been run), teams, race drivers, results so far and the latest championship tables.
 * Undefined for a season the database does not have. Cached until the next race finishes.
 */
export async function seasonState(services: Services, year: number) {
  const { cache, db } = services;
  const races = await cachedRaceData({ cache }, `standings:races:${year}`, () => listSeasonRaces(db, year));
  if (races.length === 0) return undefined;
  const now = services.clock.now();
  // A race counts once it has been run and its classification is stored; until then the tables
  // stay after the last classified round rather than empty.
  const finished = races.filter((race) => race.classified && raceFinished(race, now));
  const last = finished.at(-1);
  // The line-up as of the latest round run, or of the meeting under way when its weekend has begun.
  const at = now.getTime();
  const current = (await seasonMeetings(services, year)).find(
    (meeting) => meetingStartsAt(meeting) <= at && at < meetingEndsAt(meeting),
  );
  const lineUpRound = Math.max(last?.round ?? 1, current?.round ?? 0);
  return cachedRaceData({ cache }, `standings:season:${year}:${last?.raceId ?? 0}:${lineUpRound}`, () =>
    loadSeason(services, year, races, finished, lineUpRound),
  );
}

export type SeasonState = NonNullable<Awaited<ReturnType<typeof seasonState>>>;

async function loadSeason(
  services: Services,
  year: number,
  races: SeasonRaceRow[],
  finished: SeasonRaceRow[],
  lineUpRound: number,
) {
  const { db } = services;
  const last = finished.at(-1);
  const results = await listResults(
    db,
    finished.map((race) => race.raceId),
  );
  const driverTable = last ? await listDriverStandings(db, last.raceId) : [];
  const teamTable = last ? await listTeamStandings(db, last.raceId) : [];
  const styles = new Map((await listDriverSeasonStyles(db, year)).map((row) => [row.driverId, row]));

  const teams = new Map<string, SeasonTeam>();
  for (const row of await listSeasonTeams(db, year)) {
    const colour = row.colour ?? noTeamColour;
    teams.set(row.teamId, {
      teamId: row.teamId,
      name: row.name,
      colour,
      textColour: textColourOn(colour),
      logoUrl: row.logoUrl,
      carImageUrl: row.carImageUrl,
      retired: row.retired ?? false,
    });
  }

  // Race drivers: who has raced so far; before the first race, the entry list.
  const round = new Map(races.map((race) => [race.raceId, race.round]));
  const raceRows = results
    .filter((row) => row.kind === 'race')
    .sort((a, b) => (round.get(a.raceId) ?? 0) - (round.get(b.raceId) ?? 0));
  const latestTeam = new Map(raceRows.map((row) => [row.driverId, row.teamId]));
  // The entry list: who is entered for which rounds, the line-ups come from it.
  const entered = await listSeasonEntrants(db, year);
  // Most rounds entered first: the season's regular drivers before a one-round stand-in.
  const entrants =
    raceRows.length === 0
      ? [...entered].sort((a, b) => roundsEntered(b.rounds) - roundsEntered(a.rounds))
      : [];
  for (const entrant of entrants)
    if (!latestTeam.has(entrant.driverId)) latestTeam.set(entrant.driverId, entrant.teamId);
  // Whoever the entry list has racing in the line-up's round drives for that team now, even before
  // his first race for it (a mid-season change).
  for (const entrant of entered)
    if (roundsInclude(entrant.rounds, lineUpRound)) latestTeam.set(entrant.driverId, entrant.teamId);
  const driverRows = entrants.length > 0 ? entrants : await listDrivers(db, [...latestTeam.keys()]);
  const pageIds = seasonDriverPageIds(driverRows);
  // The number of each driver's latest race or sprint run.
  const raced = new Map(
    results
      .filter((row) => row.driverNumber)
      .sort((a, b) => (round.get(a.raceId) ?? 0) - (round.get(b.raceId) ?? 0))
      .map((row) => [row.driverId, row.driverNumber]),
  );
  const drivers = new Map<string, SeasonDriver>();
  for (const row of driverRows) {
    const style = styles.get(row.driverId);
    // The season's own number (the driver editor's) over the permanent one.
    const permanentNumber = style?.number ?? row.permanentNumber;
    drivers.set(row.driverId, {
      ...row,
      permanentNumber,
      number: raced.get(row.driverId) ?? permanentNumber,
      pageId: pageIds.get(row.driverId) ?? null,
      photoUrl: style?.photoUrl ?? null,
      teamId: latestTeam.get(row.driverId) ?? null,
      retired: style?.retired ?? false,
    });
  }

  return {
    year,
    races,
    finished,
    /** The last race run, whose championship tables these are; null before the first. */
    afterRace: last ? { round: last.round, name: last.name } : null,
    results,
    teams,
    drivers,
    lineUps: lineUps(raceRows, entered, lineUpRound, driverTable),
    stints: stints(entered),
    driverTable,
    teamTable,
  };
}

/**
 * Each team's two drivers: those entered for the latest round run (round 1 before the first race),
 * so a mid-season change shows from the round it took effect; the one higher in the championship
 * first. A team with no entry naming that round falls back to those who raced for it in the most rounds.
 */
function lineUps(
  raceRows: ResultRow[],
  entrants: { teamId: string; driverId: string; rounds: string | null }[],
  round: number,
  driverTable: { driverId: string }[],
): Map<string, string[]> {
  const place = new Map(driverTable.map((row, index) => [row.driverId, index]));
  const rank = (driverId: string) => place.get(driverId) ?? Number.POSITIVE_INFINITY;
  const entered = new Map<string, Map<string, number>>();
  for (const entrant of entrants) {
    if (!roundsInclude(entrant.rounds, round)) continue;
    const team = entered.get(entrant.teamId) ?? new Map<string, number>();
    team.set(entrant.driverId, roundsEntered(entrant.rounds));
    entered.set(entrant.teamId, team);
  }
  const raced = new Map<string, Map<string, number>>();
  for (const row of raceRows) {
    const team = raced.get(row.teamId) ?? new Map<string, number>();
    team.set(row.driverId, (team.get(row.driverId) ?? 0) + 1);
    raced.set(row.teamId, team);
  }
  const teamIds = new Set([...entered.keys(), ...raced.keys(), ...entrants.map((row) => row.teamId)]);
  const ranked = (counts: Map<string, number>) =>
    [...counts]
      .sort((a, b) => rank(a[0]) - rank(b[0]) || b[1] - a[1])
      .slice(0, 2)
      .map(([driverId]) => driverId);
  const byRounds = (counts: Map<string, number>) =>
    [...counts]
      .sort((a, b) => b[1] - a[1] || rank(a[0]) - rank(b[0]))
      .slice(0, 2)
      .map(([driverId]) => driverId);
  return new Map(
    [...teamIds].map((teamId) => {
      const now = entered.get(teamId);
      if (now && now.size > 0) return [teamId, ranked(now)];
      return [teamId, byRounds(raced.get(teamId) ?? new Map())];
    }),
  );
}

/** Each driver's stints of the season by team, in the order he raced them. */
function stints(entrants: { teamId: string; driverId: string; rounds: string | null }[]) {
  const byDriver = new Map<string, Stint[]>();
  for (const entrant of entrants) {
    const first = parseRounds(entrant.rounds)[0];
    if (first === undefined || !entrant.rounds) continue;
    const list = byDriver.get(entrant.driverId) ?? [];
    list.push({ teamId: entrant.teamId, rounds: entrant.rounds, firstRound: first });
    byDriver.set(entrant.driverId, list);
  }
  for (const list of byDriver.values()) list.sort((a, b) => a.firstRound - b.firstRound);
  return byDriver;
}

/** Whether an f1db round list ("1-6", "1-5,7", "12") covers a round. */
export function roundsInclude(rounds: string | null, round: number): boolean {
  if (!rounds) return false;
  return rounds.split(',').some((part) => {
    const [first, last = first] = part.split('-').map(Number);
    return first !== undefined && last !== undefined && round >= first && round <= last;
  });
}

/** How many rounds an f1db entry covers: "1-12" → 12, "1-5,7" → 6, "12" → 1; none listed → 0. */
export function roundsEntered(rounds: string | null): number {
  if (!rounds) return 0;
  return rounds.split(',').reduce((sum, part) => {
    const [first, last = first] = part.split('-').map(Number);
    return first === undefined || last === undefined || Number.isNaN(first) || Number.isNaN(last)
      ? sum
      : sum + last - first + 1;
  }, 0);
}

/** Race wins so far by team and by driver. */
export function winCounts(state: SeasonState) {
  const teams = new Map<string, number>();
  const drivers = new Map<string, number>();
  for (const row of state.results) {
    if (row.kind !== 'race' || row.positionNumber !== 1) continue;
    teams.set(row.teamId, (teams.get(row.teamId) ?? 0) + 1);
    drivers.set(row.driverId, (drivers.get(row.driverId) ?? 0) + 1);
  }
  return { teams, drivers };
}

export function teamSummary(team: SeasonTeam): TeamSummary {
  const { teamId, name, colour, textColour } = team;
  return { teamId, name, colour, textColour };
}
