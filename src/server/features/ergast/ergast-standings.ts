import { cachedRaceData } from '#server/race-data/race-data-cache.ts';
import {
  selectConstructorStandings,
  selectDriverStandings,
} from '#server/race-data/season-tables.queries.ts';
import { compareCountback } from '#server/race-data/title-race.ts';
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

type StandingRecord = { raceId: number; displayOrder: number; positionNumber: number | null };

/**
 * Each driver's or constructor's finishing places (Ergast's `position` of a result: the order of
 * the classification, retirements included), round by round.
 */
async function placesBy(source: DataSource, year: number, key: 'driverKey' | 'constructorKey') {
  const places = new Map<string, { round: number; place: number }[]>();
  for (const row of await loadResults(source, year, 'race')) {
    const list = places.get(row[key]) ?? [];
    list.push({ round: row.race.round, place: Number(row.item.position) });
    places.set(row[key], list);
  }
  return places;
}

/** How many times each place was taken up to `round` (index 0: wins), for countback. */
function placeCounts(places: { round: number; place: number }[] | undefined, round: number): number[] {
  const counts: number[] = [];
  for (const { round: raced, place } of places ?? []) {
    if (raced > round) continue;
    while (counts.length < place) counts.push(0);
    counts[place - 1] = (counts[place - 1] ?? 0) + 1;
  }
  return counts;
}

/**
 * One round's table in Ergast's order. f1db shares a place between rows level on points (1980
 * after round 14: Daly and Watson both 11th); Ergast gives every row its own place and orders level
 * rows by countback over every finishing place, not only the scoring ones (Watson's 7th beats
 * Daly's 8th: Watson 11th, Daly 12th). Rows f1db already tells apart keep its order.
 */
function ergastOrder<T extends StandingRecord>(rows: T[], countsOf: (row: T) => number[]): T[] {
  const ordered: T[] = [];
  for (let start = 0; start < rows.length; ) {
    let end = start + 1;
    const shared = rows[start]!.positionNumber;
    while (shared !== null && end < rows.length && rows[end]!.positionNumber === shared) end += 1;
    const level = rows.slice(start, end);
    if (level.length > 1) level.sort((a, b) => compareCountback(countsOf(a), countsOf(b)));
    ordered.push(...level);
    start = end;
  }
  return ordered;
}

/**
 * The season's standings after each round in Ergast's order, numbered from 1: `entry` makes each
 * row's Ergast object at its place.
 */
function standingsTable<R extends StandingRecord, T>(
  records: R[],
  roundOf: Map<number, number>,
  countsOf: (row: R, round: number) => number[],
  entry: (record: R, round: number, position: number) => { id: string; item: T },
): StandingsByRound<T> {
  const rounds = new Map<number, R[]>();
  for (const record of records) {
    const round = roundOf.get(record.raceId)!;
    const rows = rounds.get(round) ?? [];
    rows.push(record);
    rounds.set(round, rows);
  }
  const table: StandingsByRound<T> = new Map();
  for (const [round, rows] of rounds) {
    const ordered = ergastOrder(rows, (row) => countsOf(row, round));
    table.set(
      round,
      ordered.map((record, index) => ({ ...entry(record, round, index + 1), position: index + 1 })),
    );
  }
  return table;
}

async function buildDriverStandings(source: DataSource, year: number) {
  const [records, calendar, references, counts, places] = await Promise.all([
    selectDriverStandings(source.db, year),
    loadCalendar(source),
    loadReferences(source),
    tallies(source, year),
    placesBy(source, year, 'driverKey'),
  ]);
  const roundOf = new Map((calendar.racesByYear.get(year) ?? []).map((race) => [race.raceId, race.round]));
  function driverStanding(
    record: (typeof records)[number],
    round: number,
    position: number,
    driver: ErgastDriver,
  ) {
    const tally = talliesAt(counts, round);
    const teams = (tally?.teams.get(record.driverId) ?? []).map(
      (id) => references.constructors.get(id) as ErgastConstructor,
    );
    return {
      position: String(position),
      positionText: standingPositionText(
        record.positionNumber === null ? null : position,
        record.positionText,
      ),
      points: ergastPoints(record.points),
      wins: String(tally?.driverWins.get(record.driverId) ?? 0),
      Driver: driver,
      Constructors: teams,
    };
  }
  return standingsTable(
    records,
    roundOf,
    (row, round) => placeCounts(places.get(row.driverId), round),
    (record, round, position) => {
      const driver = references.drivers.get(record.driverId);
      if (!driver) throw new Error(`Unknown driver ${record.driverId}`);
      return { id: driver.driverId, item: driverStanding(record, round, position, driver) };
    },
  );
}

async function buildConstructorStandings(source: DataSource, year: number) {
  const [records, calendar, references, counts, places] = await Promise.all([
    selectConstructorStandings(source.db, year),
    loadCalendar(source),
    loadReferences(source),
    tallies(source, year),
    placesBy(source, year, 'constructorKey'),
  ]);
  const roundOf = new Map((calendar.racesByYear.get(year) ?? []).map((race) => [race.raceId, race.round]));
  function constructorStanding(
    record: (typeof records)[number],
    round: number,
    position: number,
    team: ErgastConstructor,
  ) {
    return {
      position: String(position),
      positionText: standingPositionText(
        record.positionNumber === null ? null : position,
        record.positionText,
      ),
      points: ergastPoints(record.points),
      wins: String(talliesAt(counts, round)?.constructorWins.get(record.constructorId) ?? 0),
      Constructor: team,
    };
  }
  return standingsTable(
    records,
    roundOf,
    (row, round) => placeCounts(places.get(row.constructorId), round),
    (record, round, position) => {
      const team = references.constructors.get(record.constructorId);
      if (!team) throw new Error(`Unknown constructor ${record.constructorId}`);
      return { id: team.constructorId, item: constructorStanding(record, round, position, team) };
    },
  );
}

export function loadDriverStandings(source: DataSource, year: number) {
  return cachedRaceData(source, `ergast:driver-standings:${year}`, () => buildDriverStandings(source, year));
}

export function loadConstructorStandings(source: DataSource, year: number) {
  return cachedRaceData(source, `ergast:constructor-standings:${year}`, () =>
    buildConstructorStandings(source, year),
  );
}
