import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { qualifyingResults, raceResults, races } from '#server/db/schema.ts';

/**
 * The seasons in which any of the given drivers (and any of the given constructors, when given)
 * took part in a race or its qualifying: lets a query over every season read only those.
 */
export async function selectEntrantSeasons(
  db: Db,
  filter: { driverIds?: string[]; constructorIds?: string[] },
): Promise<number[]> {
  const years = new Set<number>();
  for (const table of [raceResults, qualifyingResults]) {
    const conditions: SQL[] = [];
    if (filter.driverIds) conditions.push(inArray(table.driverId, filter.driverIds));
    if (filter.constructorIds) conditions.push(inArray(table.constructorId, filter.constructorIds));
    const rows = await db
      .selectDistinct({ year: races.year })
      .from(table)
      .innerJoin(races, eq(races.id, table.raceId))
      .where(and(...conditions));
    for (const row of rows) years.add(row.year);
  }
  return [...years].sort((a, b) => a - b);
}
