import { criteria, type ResolvedRequest, type TableAnswer } from './ergast-criteria.ts';
import type { DataSource } from './ergast-references.ts';
import { seasonsOf } from './ergast-seasons.ts';
import { loadConstructorStandings, loadDriverStandings, type StandingsByRound } from './ergast-standings.ts';

/** The latest round a season has standings for. */
function latestRound(byRound: StandingsByRound<unknown>): number | undefined {
  let latest: number | undefined;
  for (const round of byRound.keys()) if (latest === undefined || round > latest) latest = round;
  return latest;
}

type Row = { season: number; round: number; item: unknown };

/**
 * Driver or constructor standings as Ergast's StandingsTable, one StandingsList per season: after
 * one round (the latest when none is given) of the season asked for, or, without a season, the
 * final table of every season (`/driverStandings/1` lists the champions). Rows are paged one at a
 * time, so `total` counts them all whatever the limit.
 */
export async function standingsTable(source: DataSource, request: ResolvedRequest): Promise<TableAnswer> {
  const drivers = request.endpoint === 'driverstandings';
  const years = await seasonsOf(source, request);
  const filterId = drivers ? request.driverId : request.constructorId;
  const position = drivers ? request.driverStandings : request.constructorStandings;
  const perSeason = await Promise.all(
    years.map(async (year): Promise<Row[]> => {
      const byRound: StandingsByRound<{ position: string }> = drivers
        ? await loadDriverStandings(source, year)
        : await loadConstructorStandings(source, year);
      const round =
        request.season === undefined ? latestRound(byRound) : (request.round ?? latestRound(byRound));
      if (round === undefined) return [];
      return (byRound.get(round) ?? [])
        .filter(
          (row) =>
            (filterId === undefined || row.id === filterId) &&
            (position === undefined || Number(row.item.position) === position),
        )
        .map((row) => ({ season: year, round, item: row.item }));
    }),
  );
  const rows = perSeason.flat();
  // With a season, the table names the round it shows even when no row passes.
  const shownRound =
    request.season === undefined ? undefined : (request.round ?? rows[0]?.round ?? (await seasonRound()));
  async function seasonRound() {
    if (request.season === undefined || years.length === 0) return undefined;
    const byRound = drivers
      ? await loadDriverStandings(source, request.season)
      : await loadConstructorStandings(source, request.season);
    return latestRound(byRound);
  }
  const head = criteria({ ...request, round: shownRound });
  const listName = drivers ? 'DriverStandings' : 'ConstructorStandings';
  return {
    total: rows.length,
    page: (offset, limit) => {
      const lists: Record<string, unknown>[] = [];
      let items: unknown[] = [];
      let season: number | undefined;
      for (const row of rows.slice(offset, offset + limit)) {
        if (row.season !== season) {
          season = row.season;
          items = [];
          lists.push({ season: String(row.season), round: String(row.round), [listName]: items });
        }
        items.push(row.item);
      }
      return { StandingsTable: { ...head, StandingsLists: lists } };
    },
  };
}
