import { cachedRaceData } from '#server/race-data/race-data-cache.ts';
import type { ResolvedRequest } from './ergast-criteria.ts';
import type { CalendarRace, DataSource, ErgastConstructor, ErgastDriver } from './ergast-references.ts';
import { loadQualifying, loadResults, type SessionRow } from './ergast-results.ts';
import { loadConstructorStandings, loadDriverStandings, type StandingsByRound } from './ergast-standings.ts';

/**
 * A driver's entry in one race with one car: its race result, sprint result and qualifying. Ergast's
 * filters (`grid`, `results`, `fastest`, `status`, `qualifying`, `sprint`) all read an entry, so
 * `/2023/grid/1/drivers` and `/2023/fastest/1/qualifying` are entries filtered, then shown.
 */
export type Entry = {
  race: CalendarRace;
  driverKey: string;
  constructorKey: string;
  driver: ErgastDriver;
  team: ErgastConstructor;
  result?: SessionRow<unknown>;
  sprint?: SessionRow<unknown>;
  qualifying?: SessionRow<unknown>;
};

const entryKey = (row: SessionRow<unknown>) => `${row.race.raceId}:${row.driverKey}:${row.constructorKey}`;

/** A season's entries in round order, and the entry of each session row (results, sprint, qualifying). */
export type SeasonEntries = { list: Entry[]; ofRow: Map<SessionRow<unknown>, Entry> };

async function buildEntries(source: DataSource, year: number): Promise<SeasonEntries> {
  const [results, sprints, qualifying] = await Promise.all([
    loadResults(source, year, 'race'),
    loadResults(source, year, 'sprint'),
    loadQualifying(source, year),
  ]);
  const list: Entry[] = [];
  const byKey = new Map<string, Entry>();
  const ofRow = new Map<SessionRow<unknown>, Entry>();
  const entryOf = (row: SessionRow<unknown>) => {
    const key = entryKey(row);
    let entry = byKey.get(key);
    if (!entry) {
      const { race, driverKey, constructorKey, driver, team } = row;
      entry = { race, driverKey, constructorKey, driver, team };
      byKey.set(key, entry);
      list.push(entry);
    }
    ofRow.set(row, entry);
    return entry;
  };
  // A car shared in a race (the 1950s) gives one driver two rows with one team: the first counts.
  for (const row of results) entryOf(row).result ??= row;
  for (const row of qualifying) entryOf(row).qualifying ??= row;
  for (const row of sprints) entryOf(row).sprint ??= row;
  list.sort((a, b) => a.race.round - b.race.round);
  return { list, ofRow };
}

/** A season's entries, from the cache. */
export function loadEntries(source: DataSource, year: number): Promise<SeasonEntries> {
  return cachedRaceData(source, `ergast:entries:${year}`, () => buildEntries(source, year));
}

/** Championship places after a round (the season's last when none is given), by Ergast id. */
type Places = { drivers: Map<string, number>; constructors: Map<string, number> };

function placesAt(byRound: StandingsByRound<{ position: string }>, round: number | undefined) {
  let at = round;
  if (at === undefined) for (const raced of byRound.keys()) if (at === undefined || raced > at) at = raced;
  const places = new Map<string, number>();
  for (const row of at === undefined ? [] : (byRound.get(at) ?? []))
    places.set(row.id, Number(row.item.position));
  return places;
}

async function standingPlaces(source: DataSource, year: number, request: ResolvedRequest): Promise<Places> {
  const [drivers, constructors] = await Promise.all([
    request.driverStandings !== undefined ? loadDriverStandings(source, year) : new Map(),
    request.constructorStandings !== undefined ? loadConstructorStandings(source, year) : new Map(),
  ]);
  return { drivers: placesAt(drivers, request.round), constructors: placesAt(constructors, request.round) };
}

/**
 * Whether an entry passes every filter of a request. `fastest/0` filters nothing, as in Jolpica.
 * `grid` and `status` read the race unless `sprintRow` is given (the sprint endpoint's own row).
 */
export function entryMatcher(
  request: ResolvedRequest,
  places?: Places,
): (entry: Entry, sprintRow?: SessionRow<unknown>) => boolean {
  return (entry, sprintRow) => {
    const session = sprintRow ?? entry.result;
    return (
      (request.round === undefined || entry.race.round === request.round) &&
      (request.circuitId === undefined || entry.race.circuitId === request.circuitId) &&
      (request.driverId === undefined || entry.driver.driverId === request.driverId) &&
      (request.constructorId === undefined || entry.team.constructorId === request.constructorId) &&
      (request.grid === undefined || session?.grid === request.grid) &&
      (request.statusId === undefined || session?.statusId === request.statusId) &&
      (request.position === undefined || entry.result?.positionNumber === request.position) &&
      (request.fastest === undefined ||
        request.fastest === 0 ||
        entry.result?.fastestRank === request.fastest) &&
      (request.qualifying === undefined || (entry.qualifying?.places ?? []).includes(request.qualifying)) &&
      (request.sprint === undefined || entry.sprint?.positionNumber === request.sprint) &&
      (request.driverStandings === undefined ||
        places?.drivers.get(entry.driver.driverId) === request.driverStandings) &&
      (request.constructorStandings === undefined ||
        places?.constructors.get(entry.team.constructorId) === request.constructorStandings)
    );
  };
}

/** A season's entries and the test of a request's filters, without running it on every entry. */
export async function seasonFilter(source: DataSource, year: number, request: ResolvedRequest) {
  const [entries, places] = await Promise.all([
    loadEntries(source, year),
    request.driverStandings !== undefined || request.constructorStandings !== undefined
      ? standingPlaces(source, year, request)
      : undefined,
  ]);
  return { entries, matches: entryMatcher(request, places) };
}

/** The entries of one season that pass a request's filters. */
export async function matchingEntries(source: DataSource, year: number, request: ResolvedRequest) {
  const { entries, matches } = await seasonFilter(source, year, request);
  return entries.list.filter((entry) => matches(entry));
}
