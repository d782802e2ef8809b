import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { circuits, constructors, drivers, grandsPrix, raceResults, races } from '#server/db/schema.ts';

/** A race's own figures: what the meeting page's circuit facts show beside the circuit's history. */
export async function selectRaceFacts(db: Db, raceId: number) {
  const [row] = await db
    .select({
      circuitId: races.circuitId,
      grandPrixId: races.grandPrixId,
      courseLength: races.courseLength,
      turns: races.turns,
      laps: races.laps,
      distance: races.distance,
      scheduledLaps: races.scheduledLaps,
      scheduledDistance: races.scheduledDistance,
      direction: races.direction,
      circuitType: races.circuitType,
    })
    .from(races)
    .where(eq(races.id, raceId));
  return row;
}

/** Every championship race matching `where`, oldest first, with its circuit and its winner if it has one. */
function selectRacesWithWinners(db: Db, where: SQL) {
  return db
    .select({
      raceId: races.id,
      year: races.year,
      round: races.round,
      date: races.date,
      startsAt: races.startsAt,
      name: grandsPrix.fullName,
      circuitId: races.circuitId,
      circuit: circuits.fullName,
      winner: drivers.name,
      team: constructors.name,
    })
    .from(races)
    .innerJoin(grandsPrix, eq(grandsPrix.id, races.grandPrixId))
    .innerJoin(circuits, eq(circuits.id, races.circuitId))
    .leftJoin(
      raceResults,
      and(eq(raceResults.raceId, races.id), eq(raceResults.kind, 'race'), eq(raceResults.positionNumber, 1)),
    )
    .leftJoin(drivers, eq(drivers.id, raceResults.driverId))
    .leftJoin(constructors, eq(constructors.id, raceResults.constructorId))
    .where(where)
    .orderBy(asc(races.year), asc(races.round), asc(raceResults.displayOrder));
}

/** Every championship race of a Grand Prix, wherever it was run, oldest first. */
export function selectGrandPrixRaces(db: Db, grandPrixId: string) {
  return selectRacesWithWinners(db, eq(races.grandPrixId, grandPrixId));
}

/** Every championship race run at a circuit, whatever its Grand Prix, oldest first. */
export function selectCircuitRaces(db: Db, circuitId: string) {
  return selectRacesWithWinners(db, eq(races.circuitId, circuitId));
}

/** Every circuit's id, name and place, by name. */
export function selectCircuitNames(db: Db) {
  return db
    .select({ id: circuits.id, name: circuits.fullName, placeName: circuits.placeName })
    .from(circuits)
    .orderBy(asc(circuits.fullName));
}
