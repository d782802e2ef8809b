import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dataLoads, races } from '#server/db/schema.ts';
import { openEmptyTestDatabase, openTestDatabase } from './test-database.ts';

describe('test databases', () => {
  it('are loaded, and each is a copy of its own', async () => {
    const [a, b] = await Promise.all([openTestDatabase(), openTestDatabase()]);
    try {
      await a.db.delete(races).where(eq(races.year, 2025));
      const [inA] = await a.db.select({ n: count() }).from(races).where(eq(races.year, 2025));
      const [inB] = await b.db.select({ n: count() }).from(races).where(eq(races.year, 2025));
      expect([inA?.n, inB?.n]).toEqual([0, 24]);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('can start migrated and empty', async () => {
    const database = await openEmptyTestDatabase();
    try {
      const [loads] = await database.db.select({ n: count() }).from(dataLoads);
      const [raceCount] = await database.db.select({ n: count() }).from(races);
      expect([loads?.n, raceCount?.n]).toEqual([0, 0]);
    } finally {
      await database.close();
    }
  });
});
