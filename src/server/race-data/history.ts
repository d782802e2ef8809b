import type { Services } from '#server/services.ts';
import {
  selectAllRaces,
  selectCircuits,
  selectConstructorNames,
  selectDriverNames,
  selectFastestLapSetters,
  selectFinalTables,
  selectPoleSitters,
  selectQualifyingPositions,
  selectRaceClassifications,
} from './history.queries.ts';
import { cachedRaceData } from './race-data-cache.ts';
import { raceFinished } from './season.ts';

export type HistoryResult = {
  position: number | null;
  positionText: string;
  driverId: string;
  constructorId: string;
  points: number | null;
  grid: number | null;
};

export type HistoryRace = {
  raceId: number;
  year: number;
  round: number;
  date: string;
  name: string;
  grandPrixId: string;
  circuitId: string;
  circuitLayoutId: string | null;
  courseLength: number;
  turns: number;
  /** CLOCKWISE or ANTI_CLOCKWISE, as f1db spells it. */
  direction: string;
  results: HistoryResult[];
  /** First on the starting grid; null when the data has no grid. */
  pole: string | null;
  fastestLap: { driverId: string; time: string | null; millis: number | null } | null;
  /** Qualifying position by driver, where the data has a qualifying classification. */
  qualifying: Record<string, number>;
};

export type TableRow = { position: number | null; id: string; points: number };

export type HistorySeason = {
  year: number;
  /** Every round of the season has been run. */
  complete: boolean;
  rounds: number;
  racesRun: number;
  /** The championship tables after the last race run. */
  drivers: TableRow[];
  constructors: TableRow[];
};

export type HistoryDriver = {
  driverId: string;
  name: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string | null;
  nationality: string | null;
};

export type HistoryCircuit = Awaited<ReturnType<typeof selectCircuits>>[number];

/** Every race run and every season's tables, with names: what the history, quiz and visualizer read. */
export type HistoryData = {
  races: HistoryRace[];
  seasons: HistorySeason[];
  drivers: Record<string, HistoryDriver>;
  constructors: Record<string, string>;
  circuits: HistoryCircuit[];
};

/** Races whose result the data already has, ready for the aggregates; drops when the next race finishes. */
export async function historyData(services: Services): Promise<HistoryData> {
  const all = await cachedRaceData(services, 'history:races', () => selectAllRaces(services.db));
  const now = services.clock.now();
  const finished = all.filter((race) => raceFinished(race, now));
  return cachedRaceData(services, `history:data:${finished.length}`, () =>
    loadHistory(services, all, finished),
  );
}

type RaceRow = Awaited<ReturnType<typeof selectAllRaces>>[number];

async function loadHistory(services: Services, all: RaceRow[], finished: RaceRow[]): Promise<HistoryData> {
  const { db } = services;
  const [classifications, poles, fastest, qualifying, driverRows, constructorRows, circuits] =
    await Promise.all([
      selectRaceClassifications(db),
      selectPoleSitters(db),
      selectFastestLapSetters(db),
      selectQualifyingPositions(db),
      selectDriverNames(db),
      selectConstructorNames(db),
      selectCircuits(db),
    ]);
  const resultsByRace = new Map<number, HistoryResult[]>();
  for (const { raceId, points, ...row } of classifications) {
    const list = resultsByRace.get(raceId) ?? [];
    list.push({ ...row, points: points === null ? null : Number(points) });
    resultsByRace.set(raceId, list);
  }
  const poleByRace = new Map(poles.map((row) => [row.raceId, row.driverId]));
  const fastestByRace = new Map(fastest.map(({ raceId, ...row }) => [raceId, row]));
  const qualifyingByRace = new Map<number, Record<string, number>>();
  for (const row of qualifying) {
    if (row.position === null) continue;
    const positions = qualifyingByRace.get(row.raceId) ?? {};
    positions[row.driverId] ??= row.position;
    qualifyingByRace.set(row.raceId, positions);
  }
  const races: HistoryRace[] = finished
    .filter((race) => (resultsByRace.get(race.raceId)?.length ?? 0) > 0)
    .map(({ startsAt: _startsAt, ...race }) => ({
      ...race,
      results: resultsByRace.get(race.raceId) ?? [],
      pole: poleByRace.get(race.raceId) ?? null,
      fastestLap: fastestByRace.get(race.raceId) ?? null,
      qualifying: qualifyingByRace.get(race.raceId) ?? {},
    }));

  const years = [...new Set(all.map((race) => race.year))];
  const lastRun = new Map<number, number>();
  for (const race of races) lastRun.set(race.year, race.raceId);
  const tables = await selectFinalTables(db, [...lastRun.values()]);
  const seasons: HistorySeason[] = years.map((year) => {
    const raceId = lastRun.get(year);
    const rounds = all.filter((race) => race.year === year).length;
    const racesRun = races.filter((race) => race.year === year).length;
    return {
      year,
      complete: racesRun > 0 && racesRun === rounds,
      rounds,
      racesRun,
      drivers: tables.drivers
        .filter((row) => row.raceId === raceId)
        .map((row) => ({ position: row.position, id: row.driverId, points: Number(row.points) })),
      constructors: tables.constructors
        .filter((row) => row.raceId === raceId)
        .map((row) => ({ position: row.position, id: row.constructorId, points: Number(row.points) })),
    };
  });
  return {
    races,
    seasons,
    drivers: Object.fromEntries(driverRows.map((row) => [row.driverId, row])),
    constructors: Object.fromEntries(constructorRows.map((row) => [row.constructorId, row.name])),
    circuits,
  };
}
