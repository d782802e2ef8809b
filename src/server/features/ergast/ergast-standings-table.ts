import { criteria, type ResolvedRequest, type TableAnswer } from './ergast-criteria.ts';
import { type DataSource, loadCalendar } from './ergast-references.ts';
import { loadConstructorStandings, loadDriverStandings, type StandingsByRound } from './ergast-standings.ts';

/** The latest round a season has standings for. */
function latestRound(byRound: StandingsByRound<unknown>): number | undefined {
  let latest: number | undefined;
  for (const round of byRound.keys()) if (latest === undefined || round > latest) latest = round;
  return latest;
}

/**
 * Driver or constructor standings after one round (the latest when none is given), as Ergast's
 * StandingsTable: one StandingsList whose rows are paged.
 */
export async function standingsTable(source: DataSource, request: ResolvedRequest): Promise<TableAnswer> {
  const drivers = request.endpoint === 'driverstandings';
  const year = request.season;
  const calendar = await loadCalendar(source);
  const known = year !== undefined && calendar.seasons.includes(year);
  const byRound: StandingsByRound<unknown> = !known
    ? new Map()
    : drivers
      ? await loadDriverStandings(source, year)
      : await loadConstructorStandings(source, year);
  const round = request.round ?? latestRound(byRound);
  const filterId = drivers ? request.driverId : request.constructorId;
  const rows = (round === undefined ? [] : (byRound.get(round) ?? [])).filter(
    (row) =>
      (filterId === undefined || row.id === filterId) &&
      (request.position === undefined || row.position === request.position),
  );
  const resolved = { ...request, round };
  const list = { season: String(year), ...(round !== undefined ? { round: String(round) } : {}) };
  const head: Record<string, string> = criteria(resolved);
  if (request.position !== undefined) {
    head[drivers ? 'driverStandings' : 'constructorStandings'] = String(request.position);
  }
  const listName = drivers ? 'DriverStandings' : 'ConstructorStandings';
  return {
    total: rows.length,
    page: (offset, limit) => {
      const items = rows.slice(offset, offset + limit).map((row) => row.item);
      return {
        StandingsTable: { ...head, StandingsLists: items.length > 0 ? [{ ...list, [listName]: items }] : [] },
      };
    },
  };
}
