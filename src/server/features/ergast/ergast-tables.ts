import { criteria, type ResolvedRequest, type TableAnswer } from './ergast-criteria.ts';
import {
  type CalendarRace,
  type DataSource,
  type ErgastConstructor,
  type ErgastDriver,
  loadCalendar,
  type RaceObject,
} from './ergast-references.ts';
import { loadQualifying, loadResults, type SessionRow } from './ergast-results.ts';
import { standingsTable } from './ergast-standings-table.ts';

function listAnswer<T>(table: string, list: string, head: Record<string, string>, items: T[]): TableAnswer {
  return {
    total: items.length,
    page: (offset, limit) => ({ [table]: { ...head, [list]: items.slice(offset, offset + limit) } }),
  };
}

const matchesRace = (request: ResolvedRequest, race: CalendarRace) =>
  (request.round === undefined || race.round === request.round) &&
  (request.circuitId === undefined || race.circuitId === request.circuitId);

const matchesEntry = (request: ResolvedRequest, row: SessionRow<unknown>) =>
  matchesRace(request, row.race) &&
  (request.driverId === undefined || row.driver.driverId === request.driverId) &&
  (request.constructorId === undefined || row.team.constructorId === request.constructorId);

async function seasonsOf(source: DataSource, request: ResolvedRequest): Promise<number[]> {
  const { seasons } = await loadCalendar(source);
  if (request.season === undefined) return seasons;
  return seasons.includes(request.season) ? [request.season] : [];
}

async function sessionRows<T>(
  source: DataSource,
  request: ResolvedRequest,
  load: (year: number) => Promise<SessionRow<T>[]>,
): Promise<SessionRow<T>[]> {
  const years = await seasonsOf(source, request);
  const perYear = await Promise.all(years.map(load));
  return perYear.flat().filter((row) => matchesEntry(request, row));
}

/** Who took part: everyone in a race classification or a qualifying one. */
function entries(source: DataSource, request: ResolvedRequest) {
  return sessionRows<unknown>(source, request, async (year) => {
    const [results, qualifying] = await Promise.all([
      loadResults(source, year, 'race'),
      loadQualifying(source, year),
    ]);
    return [...results, ...qualifying];
  });
}

const filtersByEntrant = (request: ResolvedRequest) =>
  request.driverId !== undefined || request.constructorId !== undefined;

/** The calendar races a request names, or those its driver or constructor took part in. */
async function racesOf(source: DataSource, request: ResolvedRequest): Promise<CalendarRace[]> {
  if (filtersByEntrant(request)) {
    const seen = new Map<number, CalendarRace>();
    for (const row of await entries(source, request)) seen.set(row.race.raceId, row.race);
    return [...seen.values()].sort((a, b) => a.year - b.year || a.round - b.round);
  }
  const calendar = await loadCalendar(source);
  const years = await seasonsOf(source, request);
  return years
    .flatMap((year) => calendar.racesByYear.get(year) ?? [])
    .filter((race) => matchesRace(request, race));
}

/** Session rows paged one row at a time and grouped back into their races, as Ergast pages results. */
function raceRowsAnswer<T>(head: Record<string, string>, list: string, rows: SessionRow<T>[]): TableAnswer {
  return {
    total: rows.length,
    page: (offset, limit) => {
      const races: (RaceObject & Record<string, unknown>)[] = [];
      let current: CalendarRace | undefined;
      let items: T[] = [];
      for (const row of rows.slice(offset, offset + limit)) {
        if (row.race !== current) {
          current = row.race;
          items = [];
          races.push({ ...row.race.race, [list]: items });
        }
        items.push(row.item);
      }
      return { RaceTable: { ...head, Races: races } };
    },
  };
}

const familyNames = new Intl.Collator('en', { sensitivity: 'base' });

function uniqueBy<T>(items: Iterable<T>, key: (item: T) => string): T[] {
  const map = new Map<string, T>();
  // The latest wins: one Ergast id can stand for several f1db constructors (rb, racing-bulls).
  for (const item of items) map.set(key(item), item);
  return [...map.values()];
}

const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

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
        (await entries(source, request)).map((row) => row.driver),
        (driver) => driver.driverId,
      );
      drivers.sort((a, b) => familyNames.compare(a.familyName, b.familyName) || byId(a.driverId, b.driverId));
      return listAnswer('DriverTable', 'Drivers', head, drivers);
    }
    case 'constructors': {
      const teams: ErgastConstructor[] = uniqueBy(
        (await entries(source, request)).map((row) => row.team),
        (team) => team.constructorId,
      );
      teams.sort((a, b) => byId(a.constructorId, b.constructorId));
      return listAnswer('ConstructorTable', 'Constructors', head, teams);
    }
    case 'results':
    case 'sprint': {
      const kind = request.endpoint === 'results' ? 'race' : 'sprint';
      const rows = (await sessionRows(source, request, (year) => loadResults(source, year, kind))).filter(
        (row) => request.position === undefined || row.positionNumber === request.position,
      );
      // Jolpica echoes a finishing-position filter of results only.
      const results = request.endpoint === 'results' && request.position !== undefined;
      const table = results ? { ...head, position: String(request.position) } : head;
      return raceRowsAnswer(table, request.endpoint === 'results' ? 'Results' : 'SprintResults', rows);
    }
    case 'qualifying': {
      const rows = (await sessionRows(source, request, (year) => loadQualifying(source, year))).filter(
        (row) => request.position === undefined || row.positionNumber === request.position,
      );
      return raceRowsAnswer(head, 'QualifyingResults', rows);
    }
    case 'driverstandings':
    case 'constructorstandings':
      return standingsTable(source, request);
  }
}
