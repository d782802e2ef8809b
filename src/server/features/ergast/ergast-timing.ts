import { cachedRaceData } from '#server/race-data/race-data-cache.ts';
import { selectLapTimes, selectPitStops } from '#server/race-data/race-timing.queries.ts';
import { formatDuration } from '#server/race-data/result-status.ts';
import type { ResolvedRequest, TableAnswer } from './ergast-criteria.ts';
import { type Entry, matchingEntries } from './ergast-entries.ts';
import { raceRowsAnswer } from './ergast-paging.ts';
import { type CalendarRace, type DataSource, loadCalendar, loadReferences } from './ergast-references.ts';

/** The race a request names by season and round (laps and pit stops need both). */
async function raceOf(source: DataSource, request: ResolvedRequest): Promise<CalendarRace | undefined> {
  if (request.season === undefined || request.round === undefined) return undefined;
  const calendar = await loadCalendar(source);
  return calendar.racesByYear.get(request.season)?.find((race) => race.round === request.round);
}

/** The race's entries that pass the request's filters, by f1db driver id. */
async function passingDrivers(source: DataSource, race: CalendarRace, request: ResolvedRequest) {
  const list = await matchingEntries(source, race.year, request);
  const drivers = new Map<string, Entry>();
  for (const entry of list) if (entry.race === race) drivers.set(entry.driverKey, entry);
  return drivers;
}

async function buildPitStops(source: DataSource, year: number) {
  const [records, references] = await Promise.all([selectPitStops(source.db, year), loadReferences(source)]);
  return records.map((row) => {
    const driver = references.drivers.get(row.driverId);
    if (!driver) throw new Error(`Unknown driver ${row.driverId}`);
    return {
      raceId: row.raceId,
      driverKey: row.driverId,
      lap: row.lap,
      stop: row.stop,
      // f1db keeps each stop's duration but not its time of day, which Ergast also gives.
      item: {
        driverId: driver.driverId,
        lap: String(row.lap),
        stop: String(row.stop),
        duration: row.time ?? (row.timeMillis !== null ? formatDuration(row.timeMillis) : ''),
      },
    };
  });
}

function loadPitStops(source: DataSource, year: number) {
  return cachedRaceData(source, `ergast:pit-stops:${year}`, () => buildPitStops(source, year));
}

/** Ergast's pit stops of one race (`PitStops` in the race), filtered by stop, lap, driver and entry. */
export async function pitStopsTable(
  source: DataSource,
  request: ResolvedRequest,
  head: Record<string, string>,
): Promise<TableAnswer> {
  const race = await raceOf(source, request);
  if (!race || !matchesPlace(race, request)) return raceRowsAnswer(head, 'PitStops', []);
  const [stops, drivers] = await Promise.all([
    loadPitStops(source, race.year),
    passingDrivers(source, race, request),
  ]);
  const rows = stops
    .filter(
      (row) =>
        row.raceId === race.raceId &&
        drivers.has(row.driverKey) &&
        (request.stop === undefined || row.stop === request.stop) &&
        (request.lap === undefined || row.lap === request.lap),
    )
    .map((row) => ({ race, item: row.item }));
  return raceRowsAnswer(head, 'PitStops', rows);
}

const matchesPlace = (race: CalendarRace, request: ResolvedRequest) =>
  request.circuitId === undefined || race.circuitId === request.circuitId;

async function buildLapTimes(source: DataSource, year: number, round: number) {
  const [records, references] = await Promise.all([
    selectLapTimes(source.db, year, round),
    loadReferences(source),
  ]);
  return records.map((row) => {
    const driver = references.drivers.get(row.driverId);
    if (!driver) throw new Error(`Unknown driver ${row.driverId}`);
    const time = row.time ?? (row.timeMillis !== null ? formatDuration(row.timeMillis) : undefined);
    return {
      driverKey: row.driverId,
      lap: row.lap,
      timing: {
        driverId: driver.driverId,
        ...(row.positionNumber !== null ? { position: String(row.positionNumber) } : {}),
        ...(time ? { time } : {}),
      },
    };
  });
}

function loadLapTimes(source: DataSource, year: number, round: number) {
  return cachedRaceData(source, `ergast:lap-times:${year}:${round}`, () =>
    buildLapTimes(source, year, round),
  );
}

/**
 * Ergast's lap-by-lap timing of one race (`Laps[].Timings[]`), from the laps the results sync has
 * stored: the empty table until it has. Rows are timings, paged one at a time and grouped by lap.
 */
export async function lapsTable(
  source: DataSource,
  request: ResolvedRequest,
  head: Record<string, string>,
): Promise<TableAnswer> {
  const race = await raceOf(source, request);
  const rows =
    !race || !matchesPlace(race, request)
      ? []
      : await (async () => {
          const [laps, drivers] = await Promise.all([
            loadLapTimes(source, race.year, race.round),
            passingDrivers(source, race, request),
          ]);
          return laps.filter(
            (row) => drivers.has(row.driverKey) && (request.lap === undefined || row.lap === request.lap),
          );
        })();
  return {
    total: rows.length,
    page: (offset, limit) => {
      const laps: { number: string; Timings: unknown[] }[] = [];
      for (const row of rows.slice(offset, offset + limit)) {
        const number = String(row.lap);
        if (laps[laps.length - 1]?.number !== number) laps.push({ number, Timings: [] });
        laps[laps.length - 1]!.Timings.push(row.timing);
      }
      return { RaceTable: { ...head, Races: race && laps.length > 0 ? [{ ...race.race, Laps: laps }] : [] } };
    },
  };
}
