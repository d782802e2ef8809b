import type { Services } from '#server/services.ts';
import { sessionEndsAt } from '#shared/sessions.ts';
import type { Championship } from '#shared/standings.ts';
import { type PointsSystem, pointsSystem } from './points-systems.ts';
import { cachedRaceData } from './race-data-cache.ts';
import {
  listDriverStandings,
  listSeasonRaces,
  listSeasonTeams,
  listTeamStandings,
} from './season.queries.ts';
import { raceFinished } from './season.ts';
import {
  listResultsUpTo,
  listSeasonRounds,
  listSeasonSprintSessions,
  listSprintResultRounds,
} from './title-race.queries.ts';
import {
  type Contender,
  type ContenderOutlook,
  compareCountback,
  type RoundLeft,
  titleOutlook,
} from './title-race.ts';

/** A row of the title race with the name it is shown by. */
export type TitleRaceRow = ContenderOutlook & { name: string; shortName: string };

export type TitleRace = {
  year: number;
  championship: Championship;
  system: PointsSystem;
  /** The round whose table this is, and the rounds run by now (the ones the page may look back to). */
  after: { round: number; name: string };
  roundsRun: { round: number; name: string }[];
  /** A sprint of the next weekend already run and counted in the points. */
  sprintRun: string | null;
  roundsLeft: RoundLeft[];
  rows: TitleRaceRow[];
};

/**
 * The title race of a season after a round (the latest run by the clock unless `afterRound` names
 * an earlier one): each entrant's points, maximum possible points and whether the title is still
 * within reach. Undefined before the first race, and for a season before every result counted.
 */
export async function titleRace(
  services: Services,
  year: number,
  championship: Championship,
  afterRound?: number,
): Promise<TitleRace | undefined> {
  const system = pointsSystem(year);
  if (!system) return undefined;
  const { cache, db } = services;
  const now = services.clock.now();
  const races = await cachedRaceData({ cache }, `standings:races:${year}`, () => listSeasonRaces(db, year));
  const run = races.filter((race) => race.classified && raceFinished(race, now));
  const latest = run.at(-1);
  const chosen = run.find((race) => race.round === afterRound) ?? latest;
  if (!chosen) return undefined;
  const sprints = await cachedRaceData({ cache }, `title-race:sprints:${year}`, () =>
    seasonSprints(services, year),
  );
  // At the clock, a sprint run on the weekend after the latest Grand Prix counts already.
  const nextSprint = sprints.find((sprint) => sprint.round === chosen.round + 1);
  const sprintRunAt =
    chosen === latest &&
    nextSprint &&
    now.getTime() >=
      sessionEndsAt({
        kind: 'sprint',
        date: nextSprint.date,
        startsAt: nextSprint.startsAt?.toISOString() ?? null,
      });
  const key = `title-race:${year}:${championship}:${chosen.round}:${sprintRunAt ? 'sprint' : ''}`;
  return cachedRaceData({ cache }, key, async () => {
    const [rounds, results, sprintResults, names] = await Promise.all([
      listSeasonRounds(db, year),
      listResultsUpTo(db, year, chosen.round, 'race'),
      sprintRunAt ? listResultsUpTo(db, year, chosen.round + 1, 'sprint') : Promise.resolve([]),
      entrantNames(services, year, championship, chosen.raceId),
    ]);
    const idOf = (row: { driverId: string; teamId: string }) =>
      championship === 'drivers' ? row.driverId : row.teamId;
    const sprintPoints = new Map<string, number>();
    for (const row of sprintResults) {
      if (row.round !== chosen.round + 1) continue;
      sprintPoints.set(idOf(row), (sprintPoints.get(idOf(row)) ?? 0) + (row.points ?? 0));
    }
    const finishes = new Map<string, number[]>();
    for (const row of results) {
      if (row.positionNumber === null) continue;
      const list = finishes.get(idOf(row)) ?? [];
      while (list.length < row.positionNumber) list.push(0);
      list[row.positionNumber - 1] = (list[row.positionNumber - 1] ?? 0) + 1;
      finishes.set(idOf(row), list);
    }
    const table: Contender[] = names.table
      .map(({ id, points }) => ({
        id,
        points: points + (sprintPoints.get(id) ?? 0),
        finishes: finishes.get(id) ?? [],
      }))
      .sort((a, b) => b.points - a.points || compareCountback(a.finishes, b.finishes));
    const lastRound = rounds.at(-1)?.round;
    const sprintRounds = new Set(sprints.map((sprint) => sprint.round));
    const roundsLeft: RoundLeft[] = rounds
      .filter(({ round }) => round > chosen.round)
      .map(({ round }) => ({
        round,
        name: races.find((race) => race.round === round)?.name ?? `Round ${round}`,
        sprint: sprintRounds.has(round) && !(sprintRunAt && round === chosen.round + 1),
        double: system.doubleFinal && round === lastRound,
      }));
    const rows = titleOutlook(system, roundsLeft, table, championship === 'drivers' ? 1 : 2).map((row) => ({
      ...row,
      ...(names.names.get(row.id) ?? { name: row.id, shortName: row.id }),
    }));
    return {
      year,
      championship,
      system,
      after: { round: chosen.round, name: chosen.name },
      roundsRun: run.map(({ round, name }) => ({ round, name })),
      sprintRun: sprintRunAt ? (races.find((race) => race.round === chosen.round + 1)?.name ?? null) : null,
      roundsLeft,
      rows,
    };
  });
}

/** The championship table after one race and the names its rows are shown by. */
async function entrantNames(services: Services, year: number, championship: Championship, raceId: number) {
  const { db } = services;
  if (championship === 'drivers') {
    const standings = await listDriverStandings(db, raceId);
    return {
      table: standings.map((row) => ({ id: row.driverId, points: row.points })),
      names: new Map(
        standings.map((row) => [
          row.driverId,
          { name: `${row.firstName} ${row.lastName}`, shortName: row.lastName },
        ]),
      ),
    };
  }
  const [standings, teams] = await Promise.all([listTeamStandings(db, raceId), listSeasonTeams(db, year)]);
  const teamName = new Map(teams.map((team) => [team.teamId, team.name]));
  return {
    table: standings.map((row) => ({ id: row.teamId, points: row.points })),
    names: new Map(
      standings.map((row) => {
        const name = teamName.get(row.teamId) ?? row.teamId;
        return [row.teamId, { name, shortName: name }];
      }),
    ),
  };
}

const DAY = 24 * 60 * 60_000;

/**
 * The sprints of a season by round. f1db times sessions from 2024 only; an earlier sprint is known
 * by its results and ran on the Saturday, the day before its Grand Prix.
 */
async function seasonSprints(services: Services, year: number) {
  const [sessions, resulted] = await Promise.all([
    listSeasonSprintSessions(services.db, year),
    listSprintResultRounds(services.db, year),
  ]);
  const byRound = new Map(sessions.map((session) => [session.round, session]));
  for (const { round, raceDate } of resulted) {
    if (byRound.has(round)) continue;
    const saturday = new Date(Date.parse(`${raceDate}T00:00:00Z`) - DAY).toISOString().slice(0, 10);
    byRound.set(round, { round, date: saturday, startsAt: null });
  }
  return [...byRound.values()].sort((a, b) => a.round - b.round);
}
