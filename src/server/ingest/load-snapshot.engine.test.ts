import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { dataLoads, raceResults, races, teamSeasonStyles } from '#server/db/schema.ts';
import { createLogger } from '#server/log.ts';
import { openEmptyTestDatabase } from '#server/testing/test-database.ts';
import type { LoadProgress } from './load-progress.ts';
import { loadSnapshot } from './load-snapshot.ts';
import { readManifest } from './snapshot-format.ts';

const log = createLogger('silent');
const manifest = readManifest();

let database: Database;
beforeAll(async () => {
  database = await openEmptyTestDatabase();
});
afterAll(() => database.close());

describe('loadSnapshot', () => {
  it('fills an empty database from the snapshot once, even when two instances start together', async () => {
    const progress: LoadProgress[] = [];
    const [first, second] = await Promise.all([
      loadSnapshot(database.db, { log, onProgress: (p) => progress.push(p) }),
      loadSnapshot(database.db, { log, onProgress: () => {} }),
    ]);
    const parts = manifest.parts.map((part) => part.name);
    expect([...first.loaded, ...second.loaded].sort()).toEqual([...parts].sort());
    expect(first.loaded.length + first.upToDate).toBe(parts.length);
    expect(first.loaded.concat(second.loaded)).toContain('reference');
    const totalRows = manifest.parts.reduce((sum, part) => sum + part.rows, 0);
    expect(first.rows + second.rows).toBe(totalRows);
    expect(progress.at(0)).toMatchObject({ done: 0, part: null });
    expect(progress.at(-1)).toMatchObject({ done: totalRows, total: totalRows, part: '2026' });
    const [loaded] = await database.db.select({ n: count() }).from(dataLoads);
    expect(loaded?.n).toBe(manifest.parts.length);
    const [raceCount] = await database.db.select({ n: count() }).from(races);
    expect(raceCount?.n).toBeGreaterThan(1149);
  });

  it('loads nothing on the next start', async () => {
    const summary = await loadSnapshot(database.db, { log });
    expect(summary).toMatchObject({ loaded: [], upToDate: manifest.parts.length, rows: 0 });
  });

  it('reloads only the season whose snapshot changed, keeping an admin’s colours and rows that point at its races', async () => {
    const { db } = database;
    const [before] = await db.select({ n: count() }).from(raceResults);
    // Stands in for another feature's table (votes …) that references races.
    await db.execute(
      sql`create table race_notes (race_id integer not null references races(id) on delete cascade)`,
    );
    await db.execute(sql`insert into race_notes select id from races where year = 2025 and round = 24`);
    await db.update(dataLoads).set({ checksum: 'an older snapshot' }).where(eq(dataLoads.year, 2025));
    // The admin team editor's colour stays; a colour that is still the snapshot's follows the snapshot.
    await db
      .update(teamSeasonStyles)
      .set({ colour: '#123456', source: 'admin' })
      .where(and(eq(teamSeasonStyles.year, 2025), eq(teamSeasonStyles.constructorId, 'mclaren')));
    await db
      .update(teamSeasonStyles)
      .set({ colour: '#654321' })
      .where(and(eq(teamSeasonStyles.year, 2025), eq(teamSeasonStyles.constructorId, 'ferrari')));
    await db.execute(sql`delete from race_results where race_id in (select id from races where year = 2025)`);

    const summary = await loadSnapshot(db, { log });
    expect(summary.loaded).toEqual(['2025']);
    const [after] = await db.select({ n: count() }).from(raceResults);
    expect(after?.n).toBe(before?.n);
    const [mclaren] = await db
      .select({ colour: teamSeasonStyles.colour })
      .from(teamSeasonStyles)
      .where(and(eq(teamSeasonStyles.year, 2025), eq(teamSeasonStyles.constructorId, 'mclaren')));
    expect(mclaren?.colour).toBe('#123456');
    const [ferrari] = await db
      .select({ colour: teamSeasonStyles.colour })
      .from(teamSeasonStyles)
      .where(and(eq(teamSeasonStyles.year, 2025), eq(teamSeasonStyles.constructorId, 'ferrari')));
    expect(ferrari?.colour).not.toBe('#654321');
    const [notes] = await db.select({ n: count() }).from(sql`race_notes`);
    expect(notes?.n).toBe(1);
    await db.execute(sql`drop table race_notes`);
  });

  it('refuses a snapshot that does not fit the schema, leaving the database as it was', async () => {
    const { db } = database;
    await db.update(dataLoads).set({ checksum: 'stale' }).where(eq(dataLoads.year, 1950));
    await db.execute(sql`alter table races rename column laps to lap_count`);
    try {
      await expect(loadSnapshot(db, { log })).rejects.toThrow();
      const [races1950] = await db.select({ n: count() }).from(races).where(eq(races.year, 1950));
      expect(races1950?.n).toBe(7);
    } finally {
      await db.execute(sql`alter table races rename column lap_count to laps`);
    }
  });
});
