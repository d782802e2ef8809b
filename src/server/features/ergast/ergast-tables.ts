import { criteria, type ResolvedRequest, type TableAnswer } from './ergast-criteria.ts';
import { type Entry, matchingEntries, seasonFilter } from './ergast-entries.ts';
import { listAnswer, raceRowsAnswer } from './ergast-paging.ts';
import { filtersEntries } from './ergast-path.ts';
import {
  type CalendarRace,
  type DataSource,
  type ErgastConstructor,
  type ErgastDriver,
  loadCalendar,
} from './ergast-references.ts';
import { loadQualifying, loadResults, type SessionRow } from './ergast-results.ts';
import { seasonsOf } from './ergast-seasons.ts';
import { standingsTable } from './ergast-standings-table.ts';
import { statusTable } from './ergast-status-table.ts';
import { lapsTable, pitStopsTable } from './ergast-timing.ts';

/** The entries of every season the request names that pass its filters. */
async function entries(source: DataSource, request: ResolvedRequest): Promise<Entry[]> {
  const years = await seasonsOf(source, request);
  const perYear = await Promise.all(years.map((year) => matchingEntries(source, year, request)));
  return perYear.flat();
}

const needsEntries = (request: ResolvedRequest) =>
  request.driverId !== undefined || request.constructorId !== undefined || filtersEntries(request);

/** The calendar races a request names, or those with an entry that passes its filters. */
async function racesOf(source: DataSource, request: ResolvedRequest): Promise<CalendarRace[]> {
  if (needsEntries(request)) {
    const seen = new Map<number, CalendarRace>();
    for (const entry of await entries(source, request)) seen.set(entry.race.raceId, entry.race);
    return [...seen.values()].sort((a, b) => a.year - b.year || a.round - b.round);
  }
  const calendar = await loadCalendar(source);
  const years = await seasonsOf(source, request);
  return years
    .flatMap((year) => calendar.racesByYear.get(year) ?? [])
    .filter(
      (race) =>
        (request.round === undefined || race.round === request.round) &&
        (request.circuitId === undefined || race.circuitId === request.circuitId),
    );
}

/**
 * Session rows (results, sprint or qualifying) whose entry passes the filters. With `own` (results
 * and sprint), `grid` and `status` read the row itself, so the sprint's are the sprint's, as in Jolpica.
 */
async function sessionRows<T>(
  source: DataSource,
  request: ResolvedRequest,
  load: (year: number) => Promise<SessionRow<T>[]>,
  own?: (row: SessionRow<T>) => boolean,
): Promise<SessionRow<T>[]> {
  const years = await seasonsOf(source, request);
  const perYear = await Promise.all(
    years.map(async (year) => {
      const [rows, season] = await Promise.all([load(year), seasonFilter(source, year, request)]);
      return rows.filter((row) => {
        const entry = season.entries.ofRow.get(row);
        return entry !== undefined && season.matches(entry, own ? row : undefined) && (own?.(row) ?? true);
      });
    }),
  );
  return perYear.flat();
}

const familyNames = new Intl.Collator('en', { sensitivity: 'base' });

function uniqueBy<T>(items: Iterable<T>, key: (item: T) => string): T[] {
  const map = new Map<string, T>();
  // The latest wins: one Ergast id can stand for several f1db constructors (rb, racing-bulls).
  for (const item of items) map.set(key(item), item);
  return [...map.values()];
}

const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Qualifying rows ordered as Jolpica orders them: by round, then by the best place in any part. */
const bestPlace = (row: SessionRow<unknown>) => Math.min(...(row.places ?? [row.positionNumber ?? 0]));

/** Builds the table of one endpoint. */
export async function answer(source: DataSource, request: ResolvedRequest): Promise<TableAnswer> {
  const head = criteria(request);
  switch (request.endpoint) {
    case 'seasons': {
      const calendar = await loadCalendar(source);
      const years = new Set((await racesOf(source, request)).map((race) => race.year));
      const seasons = calendar.seasons.filter((year) => years.has(year));
      return listAnswer(
        'SeasonTable',
        'Seasons',
        head,
        seasons.map((year) => calendar.seasonObjects.get(year)!),
      );
    }
    case 'races':
      return listAnswer(
        'RaceTable',
        'Races',
        head,
        (await racesOf(source, request)).map((race) => race.schedule),
      );
    case 'circuits': {
      const circuits = uniqueBy(
        (await racesOf(source, request)).map((race) => race.race.Circuit),
        (c) => c.circuitId,
      );
      circuits.sort((a, b) => byId(a.circuitId, b.circuitId));
      return listAnswer('CircuitTable', 'Circuits', head, circuits);
    }
    case 'drivers': {
      const drivers: ErgastDriver[] = uniqueBy(
        (await entries(source, request)).map((entry) => entry.driver),
        (driver) => driver.driverId,
      );
      drivers.sort((a, b) => familyNames.compare(a.familyName, b.familyName) || byId(a.driverId, b.driverId));
      return listAnswer('DriverTable', 'Drivers', head, drivers);
    }
    case 'constructors': {
      const teams: ErgastConstructor[] = uniqueBy(
        (await entries(source, request)).map((entry) => entry.team),
        (team) => team.constructorId,
      );
      teams.sort((a, b) => byId(a.constructorId, b.constructorId));
      return listAnswer('ConstructorTable', 'Constructors', head, teams);
    }
    case 'results': {
      const rows = await sessionRows(
        source,
        request,
        (year) => loadResults(source, year, 'race'),
        (row) => request.position === undefined || row.positionNumber === request.position,
      );
      return raceRowsAnswer(head, 'Results', rows);
    }
    case 'sprint': {
      const rows = await sessionRows(
        source,
        request,
        (year) => loadResults(source, year, 'sprint'),
        (row) => request.sprint === undefined || row.positionNumber === request.sprint,
      );
      return raceRowsAnswer(head, 'SprintResults', rows);
    }
    case 'qualifying': {
      const rows = await sessionRows(source, request, (year) => loadQualifying(source, year));
      if (request.qualifying !== undefined) {
        // Stable: rows of one race keep their order among equal best places.
        rows.sort(
          (a, b) => a.race.year - b.race.year || a.race.round - b.race.round || bestPlace(a) - bestPlace(b),
        );
      }
      return raceRowsAnswer(head, 'QualifyingResults', rows);
    }
    case 'status':
      return statusTable(head, await entries(source, request));
    case 'driverstandings':
    case 'constructorstandings':
      return standingsTable(source, request);
    case 'pitstops':
      return pitStopsTable(source, request, head);
    case 'laps':
      return lapsTable(source, request, head);
  }
}
