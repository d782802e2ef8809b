/**
 * The results archive's rules (SPEC §2 "Results pages", §4, §9): which seasons it offers, which
 * Ergast-compatible URLs a round comes from, and how a response becomes table rows. The server
 * renders the first round through the same code the /f1 API runs; the browser fetches the rest.
 */

/** The first season the archive offers. */
export const firstResultsSeason = 2014;
/** Ergast's page size the archive asks for: every car of a round in one response. */
export const resultsLimit = 100;

export type ArchiveKind = 'race' | 'qualifying';

/** The selectable seasons, newest first. */
export function resultsSeasons(currentSeason: number): number[] {
  const seasons: number[] = [];
  for (let year = currentSeason; year >= firstResultsSeason; year -= 1) seasons.push(year);
  return seasons;
}

/** A season URL parameter: the season when it is one the archive offers, the current one when absent. */
export function parseResultsSeason(param: string | undefined, currentSeason: number): number | undefined {
  if (param === undefined) return currentSeason;
  if (!/^\d{4}$/.test(param)) return undefined;
  const year = Number(param);
  return year >= firstResultsSeason && year <= currentSeason ? year : undefined;
}

/** Ergast paths (below /f1/) of one round's tables. */
export function roundPaths(year: number, round: number) {
  return {
    results: `${year}/${round}/results.json`,
    sprint: `${year}/${round}/sprint.json`,
    qualifying: `${year}/${round}/qualifying.json`,
  };
}

export type RoundHeading = {
  season: number;
  round: number;
  raceName: string;
  date: string;
  circuitName: string;
  locality: string;
  country: string;
};

export type RaceResultRow = {
  position: string;
  driver: string;
  constructor: string;
  points: string;
  status: string;
  fastestLap: string;
};

export type QualifyingRow = {
  position: string;
  driver: string;
  constructor: string;
  q1: string;
  q2: string;
  q3: string;
};

export type RaceRound = RoundHeading & { race: RaceResultRow[]; sprint: RaceResultRow[] };
export type QualifyingRound = RoundHeading & { qualifying: QualifyingRow[] };

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** The first race of an Ergast RaceTable response, or undefined when there is none. */
export function firstRace(body: unknown): Json | undefined {
  if (!isObject(body) || !isObject(body.MRData) || !isObject(body.MRData.RaceTable)) return undefined;
  const race = list(body.MRData.RaceTable.Races)[0];
  return isObject(race) ? race : undefined;
}

function heading(race: Json): RoundHeading {
  const circuit = isObject(race.Circuit) ? race.Circuit : {};
  const location = isObject(circuit.Location) ? circuit.Location : {};
  return {
    season: Number(race.season),
    round: Number(race.round),
    raceName: text(race.raceName),
    date: text(race.date),
    circuitName: text(circuit.circuitName),
    locality: text(location.locality),
    country: text(location.country),
  };
}

function driverName(row: Json): string {
  const driver = isObject(row.Driver) ? row.Driver : {};
  return `${text(driver.givenName)} ${text(driver.familyName)}`.trim();
}

const constructorName = (row: Json) => (isObject(row.Constructor) ? text(row.Constructor.name) : '');

function raceRows(rows: unknown): RaceResultRow[] {
  return list(rows)
    .filter(isObject)
    .map((row) => {
      const lap = isObject(row.FastestLap) && isObject(row.FastestLap.Time) ? row.FastestLap.Time : {};
      return {
        position: text(row.position),
        driver: driverName(row),
        constructor: constructorName(row),
        points: text(row.points),
        status: text(row.status),
        // SPEC §2: '-' when the driver set no fastest lap.
        fastestLap: text(lap.time) || '-',
      };
    });
}

/**
 * A round of the race archive from the results.json response and, on sprint weekends, the
 * sprint.json one; undefined when the results response holds no race (which ends the paging).
 */
export function raceRound(results: unknown, sprint?: unknown): RaceRound | undefined {
  const race = firstRace(results);
  if (!race) return undefined;
  const rows = raceRows(race.Results);
  if (rows.length === 0) return undefined;
  const sprintRace = sprint === undefined ? undefined : firstRace(sprint);
  return { ...heading(race), race: rows, sprint: sprintRace ? raceRows(sprintRace.SprintResults) : [] };
}

/** A round of the qualifying archive from a qualifying.json response; undefined when empty. */
export function qualifyingRound(body: unknown): QualifyingRound | undefined {
  const race = firstRace(body);
  if (!race) return undefined;
  const rows = list(race.QualifyingResults)
    .filter(isObject)
    .map((row) => ({
      position: text(row.position),
      driver: driverName(row),
      constructor: constructorName(row),
      q1: text(row.Q1),
      q2: text(row.Q2),
      q3: text(row.Q3),
    }));
  return rows.length > 0 ? { ...heading(race), qualifying: rows } : undefined;
}

/** The `?before=` parameter of the no-JavaScript "more" link: a round number above 1, else undefined. */
export function parseBeforeRound(value: string | null): number | undefined {
  if (value === null || !/^\d{1,3}$/.test(value)) return undefined;
  const round = Number(value);
  return round > 1 ? round : undefined;
}
