import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { constructorStandings, driverStandings, races } from '#server/db/schema.ts';
import { openTestDatabase } from '#server/testing/test-database.ts';
import { recomputeStandings } from './recompute-standings.ts';
import { lockSeason } from './season-lock.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

async function seasonStandings(season: number) {
  const { db } = database;
  const raceIds = db.select({ id: races.id }).from(races).where(eq(races.year, season));
  return {
    drivers: await db
      .select()
      .from(driverStandings)
      .where(inArray(driverStandings.raceId, raceIds))
      .orderBy(asc(driverStandings.raceId), asc(driverStandings.displayOrder)),
    constructors: await db
      .select()
      .from(constructorStandings)
      .where(inArray(constructorStandings.raceId, raceIds))
      .orderBy(asc(constructorStandings.raceId), asc(constructorStandings.displayOrder)),
  };
}

describe('recomputeStandings', () => {
  it.each([2024, 2025])(
    'computes %i from its race and sprint classifications exactly as f1db has it, round by round',
    async (season) => {
      const before = await seasonStandings(season);
      expect(before.drivers.length).toBeGreaterThan(400);
      const rounds = await database.db.transaction(async (tx) => {
        await lockSeason(tx, season);
        return recomputeStandings(tx, season, 1);
      });
      expect(rounds).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
      // Positions, order, points, engines and the snapshot's source: all as loaded.
      expect(await seasonStandings(season)).toEqual(before);
    },
  );
});
