import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import {
  constructors,
  drivers,
  grandsPrix,
  practiceResults,
  qualifyingResults,
  raceResults,
  races,
} from '#server/db/schema.ts';

/** A race's own figures: what the meeting page's circuit facts show beside the circuit's history. */
export async function selectRaceFacts(db: Db, raceId: number) {
  const [row] = await db
    .select({
      circuitId: races.circuitId,
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

/** Every championship race held at a circuit, oldest first, with its winner when there is one. */
export function selectCircuitRaces(db: Db, circuitId: string) {
  return db
    .select({
      raceId: races.id,
      year: races.year,
      round: races.round,
      date: races.date,
      name: grandsPrix.fullName,
      winner: drivers.name,
      team: constructors.name,
    })
    .from(races)
    .innerJoin(grandsPrix, eq(grandsPrix.id, races.grandPrixId))
    .leftJoin(
      raceResults,
      and(eq(raceResults.raceId, races.id), eq(raceResults.kind, 'race'), eq(raceResults.positionNumber, 1)),
    )
    .leftJoin(drivers, eq(drivers.id, raceResults.driverId))
    .leftJoin(constructors, eq(constructors.id, raceResults.constructorId))
    .where(eq(races.circuitId, circuitId))
    .orderBy(asc(races.year), asc(races.round), asc(raceResults.displayOrder));
}

/** Practice classifications of a race weekend. */
export function selectPracticeResults(db: Db, raceId: number) {
  return db
    .select({
      kind: practiceResults.kind,
      displayOrder: practiceResults.displayOrder,
      positionText: practiceResults.positionText,
      driver: drivers.name,
      team: constructors.name,
      time: practiceResults.time,
      gap: practiceResults.gap,
      laps: practiceResults.laps,
    })
    .from(practiceResults)
    .innerJoin(drivers, eq(drivers.id, practiceResults.driverId))
    .innerJoin(constructors, eq(constructors.id, practiceResults.constructorId))
    .where(eq(practiceResults.raceId, raceId))
    .orderBy(asc(practiceResults.kind), asc(practiceResults.displayOrder));
}

/** Qualifying and sprint qualifying classifications of a race weekend. */
export function selectQualifyingResults(db: Db, raceId: number) {
  return db
    .select({
      kind: qualifyingResults.kind,
      displayOrder: qualifyingResults.displayOrder,
      positionText: qualifyingResults.positionText,
      driver: drivers.name,
      team: constructors.name,
      q1: qualifyingResults.q1,
      q2: qualifyingResults.q2,
      q3: qualifyingResults.q3,
      time: qualifyingResults.time,
    })
    .from(qualifyingResults)
    .innerJoin(drivers, eq(drivers.id, qualifyingResults.driverId))
    .innerJoin(constructors, eq(constructors.id, qualifyingResults.constructorId))
    .where(eq(qualifyingResults.raceId, raceId))
    .orderBy(asc(qualifyingResults.kind), asc(qualifyingResults.displayOrder));
}

/** Race and sprint classifications of a race weekend. */
export function selectRaceResults(db: Db, raceId: number) {
  return db
    .select({
      kind: raceResults.kind,
      displayOrder: raceResults.displayOrder,
      positionText: raceResults.positionText,
      driver: drivers.name,
      team: constructors.name,
      laps: raceResults.laps,
      time: raceResults.time,
      gap: raceResults.gap,
      reasonRetired: raceResults.reasonRetired,
      points: raceResults.points,
    })
    .from(raceResults)
    .innerJoin(drivers, eq(drivers.id, raceResults.driverId))
    .innerJoin(constructors, eq(constructors.id, raceResults.constructorId))
    .where(eq(raceResults.raceId, raceId))
    .orderBy(asc(raceResults.kind), asc(raceResults.displayOrder));
}
