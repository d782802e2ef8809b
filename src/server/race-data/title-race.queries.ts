import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { raceResults, raceSessions, races } from '#server/db/schema.ts';

/** A season's Grand Prix or sprint results up to a round: who finished where and scored what. */
export function listResultsUpTo(db: Db, year: number, round: number, kind: 'race' | 'sprint') {
  return db
    .select({
      round: races.round,
      driverId: raceResults.driverId,
      teamId: raceResults.constructorId,
      positionNumber: raceResults.positionNumber,
      points: raceResults.points,
    })
    .from(raceResults)
    .innerJoin(races, eq(races.id, raceResults.raceId))
    .where(and(eq(races.year, year), lte(races.round, round), eq(raceResults.kind, kind)))
    .orderBy(asc(races.round), asc(raceResults.displayOrder));
}

/** The sprints of a season's weekends, by round, with when they run (as the calendar stores them). */
export function listSeasonSprintSessions(db: Db, year: number) {
  return db
    .select({ round: races.round, date: raceSessions.date, startsAt: raceSessions.startsAt })
    .from(raceSessions)
    .innerJoin(races, eq(races.id, raceSessions.raceId))
    .where(and(eq(races.year, year), eq(raceSessions.kind, 'sprint')))
    .orderBy(asc(races.round));
}

/** The rounds of a season with sprint results stored, with their Grand Prix's date. */
export function listSprintResultRounds(db: Db, year: number) {
  return db
    .selectDistinct({ round: races.round, raceDate: races.date })
    .from(raceResults)
    .innerJoin(races, eq(races.id, raceResults.raceId))
    .where(and(eq(races.year, year), eq(raceResults.kind, 'sprint')))
    .orderBy(asc(races.round));
}

/** The rounds of a season still on the calendar (a cancelled one pays no points), in order. */
export function listSeasonRounds(db: Db, year: number) {
  return db
    .select({ round: races.round })
    .from(races)
    .where(and(eq(races.year, year), eq(races.cancelled, false)))
    .orderBy(asc(races.round));
}
