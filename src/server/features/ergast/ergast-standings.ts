import { cachedRaceData } from '#server/race-data/race-data-cache.ts';
import {
  selectConstructorStandings,
  selectDriverStandings,
} from '#server/race-data/season-tables.queries.ts';
import { ergastPoints } from './ergast-format.ts';
import {
  type DataSource,
  type ErgastConstructor,
  type ErgastDriver,
  loadCalendar,
  loadReferences,
} from './ergast-references.ts';
import { loadResults } from './ergast-results.ts';

/** Jolpica writes D and E for a driver stripped of a championship place, `-` for one not eligible. */
function standingPositionText(positionNumber: number | null, positionText: string): string {
  if (positionNumber !== null) return String(positionNumber);
  if (positionText === 'DSQ') return 'D';
  if (positionText === 'EX') return 'E';
  return '-';
}

/** The championship table after each round of a season. */
export type StandingsByRound<T> = Map<number, { id: string; position: number; item: T }[]>;

/**
 * Race wins and the constructors each driver has driven for, counted round by round: Ergast shows
 * the wins up to the standings' round and the teams in the order the driver first drove for them.
 */
async function tallies(source: DataSource, year: number) {
  const results = await loadResults(source, year, 'race');
  const byRound = new Map<
    number,
    { driverWins: Map<string, number>; constructorWins: Map<string, number>; teams: Map<string, string[]> }
  >();
  const driverWins = new Map<string, number>();
  const constructorWins = new Map<string, number>();
  const teams = new Map<string, string[]>();
  let round: number | undefined;
  const wonRaces = new Set<string>();
  const snapshot = () => {
    if (round !== undefined) {
      byRound.set(round, {
        driverWins: new Map(driverWins),
        constructorWins: new Map(constructorWins),
        teams: new Map([...teams].map(([driver, list]) => [driver, [...list]])),
      });
    }
  };
  for (const row of results) {
    if (row.race.round !== round) {
      snapshot();
      round = row.race.round;
    }
    const list = teams.get(row.driverKey) ?? [];
    if (!list.includes(row.constructorKey)) list.push(row.constructorKey);
    teams.set(row.driverKey, list);
    if (row.positionNumber === 1) {
      driverWins.set(row.driverKey, (driverWins.get(row.driverKey) ?? 0) + 1);
      // A shared drive gave two drivers the win but the team one.
      const key = `${row.race.round}:${row.constructorKey}`;
      if (!wonRaces.has(key)) {
        wonRaces.add(key);
        constructorWins.set(row.constructorKey, (constructorWins.get(row.constructorKey) ?? 0) + 1);
      }
    }
  }
  snapshot();
  return byRound;
}

/** The tallies in force after `round`: those of the latest raced round up to it. */
function talliesAt<T>(byRound: Map<number, T>, round: number): T | undefined {
  let found: T | undefined;
  for (const [raced, value] of byRound) if (raced <= round) found = value;
  return found;
}

async function buildDriverStandings(source: DataSource, year: number) {
  const [records, calendar, references, counts] = await Promise.all([
    selectDriverStandings(source.db, year),
    loadCalendar(source),
    loadReferences(source),
    tallies(source, year),
  ]);
  const roundOf = new Map((calendar.racesByYear.get(year) ?? []).map((race) => [race.raceId, race.round]));
  const table: StandingsByRound<ReturnType<typeof driverStanding>> = new Map();
  function driverStanding(record: (typeof records)[number], round: number, driver: ErgastDriver) {
    const tally = talliesAt(counts, round);
    const teams = (tally?.teams.get(record.driverId) ?? []).map(
      (id) => references.constructors.get(id) as ErgastConstructor,
    );
    return {
      position: String(record.positionNumber ?? record.displayOrder),
      positionText: standingPositionText(record.positionNumber, record.positionText),
      points: ergastPoints(record.points),
      wins: String(tally?.driverWins.get(record.driverId) ?? 0),
      Driver: driver,
      Constructors: teams,
    };
  }
  for (const record of records) {
    const round = roundOf.get(record.raceId)!;
    const driver = references.drivers.get(record.driverId);
    if (!driver) throw new Error(`Unknown driver ${record.driverId}`);
    const list = table.get(round) ?? [];
    list.push({
      id: driver.driverId,
      position: record.displayOrder,
      item: driverStanding(record, round, driver),
    });
    table.set(round, list);
  }
  return table;
}

async function buildConstructorStandings(source: DataSource, year: number) {
  const [records, calendar, references, counts] = await Promise.all([
    selectConstructorStandings(source.db, year),
    loadCalendar(source),
    loadReferences(source),
    tallies(source, year),
  ]);
  const roundOf = new Map((calendar.racesByYear.get(year) ?? []).map((race) => [race.raceId, race.round]));
  const table: StandingsByRound<ReturnType<typeof constructorStanding>> = new Map();
  function constructorStanding(record: (typeof records)[number], round: number, team: ErgastConstructor) {
    return {
      position: String(record.positionNumber ?? record.displayOrder),
      positionText: standingPositionText(record.positionNumber, record.positionText),
      points: ergastPoints(record.points),
      wins: String(talliesAt(counts, round)?.constructorWins.get(record.constructorId) ?? 0),
      Constructor: team,
    };
  }
  for (const record of records) {
    const round = roundOf.get(record.raceId)!;
    const team = references.constructors.get(record.constructorId);
    if (!team) throw new Error(`Unknown constructor ${record.constructorId}`);
    const list = table.get(round) ?? [];
    list.push({
      id: team.constructorId,
      position: record.displayOrder,
      item: constructorStanding(record, round, team),
    });
    table.set(round, list);
  }
  return table;
}

export function loadDriverStandings(source: DataSource, year: number) {
  return cachedRaceData(source, `ergast:driver-standings:${year}`, () => buildDriverStandings(source, year));
}

export function loadConstructorStandings(source: DataSource, year: number) {
  return cachedRaceData(source, `ergast:constructor-standings:${year}`, () =>
    buildConstructorStandings(source, year),
  );
}
