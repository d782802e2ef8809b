import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { constructors, drivers, raceResults, races } from '#server/db/schema.ts';
import type { SummaryRow } from '#shared/race-summary.ts';

/** The Grand Prix classification of one round, or undefined when the round does not exist. */
export async function raceSummaryRows(
  db: Db,
  year: number,
  round: number,
): Promise<SummaryRow[] | undefined> {
  const [race] = await db
    .select({ id: races.id })
    .from(races)
    .where(and(eq(races.year, year), eq(races.round, round)));
  if (!race) return undefined;
  const rows = await db
    .select({
      driverId: drivers.id,
      firstName: drivers.firstName,
      lastName: drivers.lastName,
      team: constructors.name,
      teamId: constructors.id,
      positionNumber: raceResults.positionNumber,
      positionText: raceResults.positionText,
      gridPositionNumber: raceResults.gridPositionNumber,
      gridPositionText: raceResults.gridPositionText,
      points: raceResults.points,
    })
    .from(raceResults)
    .innerJoin(drivers, eq(drivers.id, raceResults.driverId))
    .innerJoin(constructors, eq(constructors.id, raceResults.constructorId))
    .where(and(eq(raceResults.raceId, race.id), eq(raceResults.kind, 'race')))
    .orderBy(asc(raceResults.displayOrder));
  return rows.map((row) => ({ ...row, points: row.points ?? 0 }));
}
