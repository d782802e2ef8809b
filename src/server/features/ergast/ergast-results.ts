import { ergastStatus } from '#server/race-data/ergast-status.ts';
import { cachedRaceData } from '#server/race-data/race-data-cache.ts';
import { formatDuration, lapsBehindFromGap, resultStatus } from '#server/race-data/result-status.ts';
import {
  selectFastestLaps,
  selectQualifying,
  selectResults,
} from '#server/race-data/season-tables.queries.ts';
import { averageSpeedKph, ergastPoints, ergastPositionText } from './ergast-format.ts';
import {
  type CalendarRace,
  type DataSource,
  type ErgastConstructor,
  type ErgastDriver,
  loadCalendar,
  loadReferences,
  type References,
} from './ergast-references.ts';

/** One classified row of a session, with what the filters and standings need beside its Ergast object. */
export type SessionRow<T> = {
  race: CalendarRace;
  driverKey: string;
  constructorKey: string;
  driver: ErgastDriver;
  team: ErgastConstructor;
  /** Finishing position, null when the car was not classified (what `/results/{pos}` filters on). */
  positionNumber: number | null;
  /** Race and sprint rows: the starting place (0 from the pit lane) and Ergast's status id. */
  grid?: number;
  statusId?: number;
  /** Race rows: the rank of the driver's fastest lap, when f1db ranks it. */
  fastestRank?: number;
  /** Qualifying rows: the overall place and the place in each part (Q1, Q2, Q3) the driver set a time in. */
  places?: number[];
  item: T;
};

function lookUp(references: References, driverKey: string, constructorKey: string) {
  const driver = references.drivers.get(driverKey);
  const team = references.constructors.get(constructorKey);
  if (!driver || !team) throw new Error(`Unknown driver ${driverKey} or constructor ${constructorKey}`);
  return { driver, team };
}

type ResultRecord = Awaited<ReturnType<typeof selectResults>>[number];
type FastestLapRecord = Awaited<ReturnType<typeof selectFastestLaps>>[number];

function fastestLapObject(lap: FastestLapRecord, race: CalendarRace) {
  const time = lap.timeMillis !== null ? formatDuration(lap.timeMillis) : lap.time;
  return {
    rank: String(lap.positionNumber ?? lap.displayOrder),
    ...(lap.lap !== null ? { lap: String(lap.lap) } : {}),
    ...(time ? { Time: { time } } : {}),
    ...(lap.timeMillis && race.courseLength > 0
      ? { AverageSpeed: { units: 'kph', speed: averageSpeedKph(race.courseLength, lap.timeMillis) } }
      : {}),
  };
}

function resultObject(
  row: ResultRecord,
  race: CalendarRace,
  refs: { driver: ErgastDriver; team: ErgastConstructor },
  winnerMillis: number | undefined,
  fastestLap: FastestLapRecord | undefined,
) {
  const lapsBehind = row.gapLaps ?? lapsBehindFromGap(row.gap);
  const classified = row.positionNumber !== null;
  // Ergast times classified cars on the lead lap: the winner's race time, the others' gap to it.
  let time: { millis: string; time: string } | undefined;
  if (classified && lapsBehind === 0 && row.timeMillis !== null && winnerMillis !== undefined) {
    const gap = row.timeMillis - winnerMillis;
    time = {
      millis: String(row.timeMillis),
      time: row.positionNumber === 1 ? formatDuration(row.timeMillis) : `+${formatDuration(gap)}`,
    };
  }
  const status = ergastStatus(
    resultStatus({
      year: race.year,
      positionNumber: row.positionNumber,
      positionText: row.positionText,
      lapsBehind,
      reasonRetired: row.reasonRetired,
    }),
  );
  return {
    ...(row.driverNumber ? { number: row.driverNumber } : {}),
    position: String(row.displayOrder),
    positionText: ergastPositionText(row.positionText),
    points: ergastPoints(row.points),
    Driver: refs.driver,
    Constructor: refs.team,
    grid: String(row.gridPositionNumber ?? 0),
    laps: String(row.laps ?? 0),
    status: status.status,
    ...(time ? { Time: time } : {}),
    ...(fastestLap ? { FastestLap: fastestLapObject(fastestLap, race) } : {}),
  };
}

export type ResultObject = ReturnType<typeof resultObject>;

async function buildResults(source: DataSource, year: number, kind: 'race' | 'sprint') {
  const [records, laps, calendar, references] = await Promise.all([
    selectResults(source.db, year, kind),
    // f1db ranks fastest laps of the race only.
    kind === 'race' ? selectFastestLaps(source.db, year) : Promise.resolve([]),
    loadCalendar(source),
    loadReferences(source),
  ]);
  const racesById = new Map((calendar.racesByYear.get(year) ?? []).map((race) => [race.raceId, race]));
  const fastest = new Map<string, FastestLapRecord>();
  for (const lap of laps) {
    const key = `${lap.raceId}:${lap.driverId}`;
    if (!fastest.has(key)) fastest.set(key, lap);
  }
  const winnerMillis = new Map<number, number>();
  for (const row of records) {
    if (row.positionNumber === 1 && row.timeMillis !== null && !winnerMillis.has(row.raceId)) {
      winnerMillis.set(row.raceId, row.timeMillis);
    }
  }
  return records.map((row): SessionRow<ResultObject> => {
    const race = racesById.get(row.raceId)!;
    const refs = lookUp(references, row.driverId, row.constructorId);
    const lap = kind === 'race' ? fastest.get(`${row.raceId}:${row.driverId}`) : undefined;
    const item = resultObject(row, race, refs, winnerMillis.get(row.raceId), lap);
    return {
      race,
      driverKey: row.driverId,
      constructorKey: row.constructorId,
      ...refs,
      positionNumber: row.positionNumber,
      grid: row.gridPositionNumber ?? 0,
      statusId: ergastStatus(item.status).statusId,
      ...(lap ? { fastestRank: lap.positionNumber ?? lap.displayOrder } : {}),
      item,
    };
  });
}

/** A season's race (or sprint) results as Ergast rows, from the cache. */
export function loadResults(source: DataSource, year: number, kind: 'race' | 'sprint') {
  return cachedRaceData(source, `ergast:results:${kind}:${year}`, () => buildResults(source, year, kind));
}

type QualifyingRecord = Awaited<ReturnType<typeof selectQualifying>>[number];

function qualifyingObject(row: QualifyingRecord, refs: { driver: ErgastDriver; team: ErgastConstructor }) {
  return {
    ...(row.driverNumber ? { number: row.driverNumber } : {}),
    position: String(row.displayOrder),
    Driver: refs.driver,
    Constructor: refs.team,
    // Before 2006 one time stood for the whole session; Ergast shows it as Q1.
    Q1: row.q1 ?? row.time ?? '',
    ...(row.q2 ? { Q2: row.q2 } : {}),
    ...(row.q3 ? { Q3: row.q3 } : {}),
  };
}

export type QualifyingObject = ReturnType<typeof qualifyingObject>;

/**
 * Each driver's place in Q1, Q2 and Q3, ranked by time within the race: Jolpica's `qualifying/{n}`
 * matches a driver placed n-th in any part, so `/2023/12/qualifying/1` has the three part winners.
 */
function partPlaces(records: QualifyingRecord[]): Map<QualifyingRecord, number[]> {
  const places = new Map<QualifyingRecord, number[]>(records.map((row) => [row, []]));
  const byRace = new Map<number, QualifyingRecord[]>();
  for (const row of records) byRace.set(row.raceId, [...(byRace.get(row.raceId) ?? []), row]);
  for (const rows of byRace.values()) {
    for (const key of ['q1Millis', 'q2Millis', 'q3Millis'] as const) {
      const timed = rows.filter((row) => row[key] !== null).sort((a, b) => a[key]! - b[key]!);
      timed.forEach((row, index) => {
        // Equal times share a place, as a timing screen shows them.
        const place =
          index > 0 && timed[index - 1]![key] === row[key] ? rankOf(timed, index, key) : index + 1;
        places.get(row)!.push(place);
      });
    }
  }
  return places;
}

function rankOf(timed: QualifyingRecord[], index: number, key: 'q1Millis' | 'q2Millis' | 'q3Millis'): number {
  let first = index;
  while (first > 0 && timed[first - 1]![key] === timed[index]![key]) first -= 1;
  return first + 1;
}

async function buildQualifying(source: DataSource, year: number) {
  const [records, calendar, references] = await Promise.all([
    selectQualifying(source.db, year),
    loadCalendar(source),
    loadReferences(source),
  ]);
  const racesById = new Map((calendar.racesByYear.get(year) ?? []).map((race) => [race.raceId, race]));
  const parts = partPlaces(records);
  return records.map((row): SessionRow<QualifyingObject> => {
    const refs = lookUp(references, row.driverId, row.constructorId);
    return {
      race: racesById.get(row.raceId)!,
      driverKey: row.driverId,
      constructorKey: row.constructorId,
      ...refs,
      positionNumber: row.displayOrder,
      places: [row.displayOrder, ...(parts.get(row) ?? [])],
      item: qualifyingObject(row, refs),
    };
  });
}

/** A season's qualifying classifications as Ergast rows, from the cache. */
export function loadQualifying(source: DataSource, year: number) {
  return cachedRaceData(source, `ergast:qualifying:${year}`, () => buildQualifying(source, year));
}
