import type { TableAnswer } from './ergast-criteria.ts';
import type { CalendarRace, RaceObject } from './ergast-references.ts';

/** A flat list paged as it is. */
export function listAnswer<T>(
  table: string,
  list: string,
  head: Record<string, string>,
  items: T[],
): TableAnswer {
  return {
    total: items.length,
    page: (offset, limit) => ({ [table]: { ...head, [list]: items.slice(offset, offset + limit) } }),
  };
}

/**
 * Rows of races (results, pit stops) paged one row at a time and grouped back into their races, as
 * Ergast pages them: `total` counts rows, not races.
 */
export function raceRowsAnswer<T>(
  head: Record<string, string>,
  list: string,
  rows: { race: CalendarRace; item: T }[],
): TableAnswer {
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
