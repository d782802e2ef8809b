import { selectEntrantSeasons } from '#server/race-data/entrant-seasons.queries.ts';
import { cachedRaceData } from '#server/race-data/race-data-cache.ts';
import type { ResolvedRequest } from './ergast-criteria.ts';
import { type DataSource, loadCalendar, loadReferences } from './ergast-references.ts';

/** f1db keys of the objects whose Ergast id is `id` (one Ergast id can stand for several). */
function keysOf<T>(objects: Map<string, T>, id: string, idOf: (object: T) => string): string[] {
  return [...objects].filter(([, object]) => idOf(object) === id).map(([key]) => key);
}

/** The seasons an Ergast driver and/or constructor took part in, from the cache. */
function entrantSeasons(source: DataSource, driverId?: string, constructorId?: string) {
  return cachedRaceData(
    source,
    `ergast:entrant-seasons:${driverId ?? ''}:${constructorId ?? ''}`,
    async () => {
      const references = await loadReferences(source);
      const driverIds =
        driverId === undefined ? undefined : keysOf(references.drivers, driverId, (d) => d.driverId);
      const constructorIds =
        constructorId === undefined
          ? undefined
          : keysOf(references.constructors, constructorId, (c) => c.constructorId);
      if (driverIds?.length === 0 || constructorIds?.length === 0) return [];
      return selectEntrantSeasons(source.db, { driverIds, constructorIds });
    },
  );
}

/**
 * The seasons a request can find rows in: the one it names, or, over every season, only those its
 * circuit hosted and its driver or constructor took part in, so such queries read no other season.
 */
export async function seasonsOf(source: DataSource, request: ResolvedRequest): Promise<number[]> {
  const calendar = await loadCalendar(source);
  if (request.season !== undefined) return calendar.seasons.includes(request.season) ? [request.season] : [];
  let years = calendar.seasons;
  const { circuitId, driverId, constructorId } = request;
  if (circuitId !== undefined) {
    years = years.filter((year) =>
      calendar.racesByYear.get(year)?.some((race) => race.circuitId === circuitId),
    );
  }
  if (driverId !== undefined || constructorId !== undefined) {
    const entered = new Set(await entrantSeasons(source, driverId, constructorId));
    years = years.filter((year) => entered.has(year));
  }
  return years;
}
