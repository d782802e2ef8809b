import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFailed } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { loadedRowCounts } from '../testing/row-counts.ts';
import { type ServerProcess, spawnServer } from '../testing/server-process.ts';
import { openTestDatabase, usesPostgres } from '../testing/test-database.ts';
import { startWriteLoad } from '../testing/write-load.ts';

// kill -9 of the built server on the embedded database (PGlite in PITWALL_DATA_DIR): during the
// first data load and during writes. Runs in the system lane, against the build its global setup makes.
// A ceiling for slow, shared machines, not a measure: the first start of an empty database takes
// seconds on an idle machine (see `npm run bench`).
const faultTimeout = 180_000;

describe.runIf(!usesPostgres()).sequential('the embedded database when the server is killed', () => {
  let dataDir: string;
  let server: ServerProcess | undefined;
  let cleanCounts: Record<string, number>;

  const start = () => spawnServer({ PITWALL_DATA_DIR: dataDir, BETTER_AUTH_SECRET: 'f'.repeat(40) });
  /** Opens the data dir in this process (the server must be stopped: the dir is locked). */
  const withDatabase = async <T>(use: (database: Awaited<ReturnType<typeof openDatabase>>) => Promise<T>) => {
    const database = await openDatabase({ dataDir: join(dataDir, 'db') });
    try {
      return await use(database);
    } finally {
      await database.close();
    }
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'pitwall-faults-pglite-'));
    const clean = await openTestDatabase();
    cleanCounts = await loadedRowCounts(clean.db);
    await clean.close();
  }, 120_000);
  beforeEach(() => {
    onTestFailed(() => console.error(`The server's output:\n${server?.output()}`));
  });
  afterAll(async () => {
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'kill -9 during the first data load on a fresh data dir: the next start completes it and serves pages',
    async () => {
      server = await start();
      await server.waitForOutput(/Loading race data: \d+% \(/);
      await server.kill9();
      const partial = await withDatabase((database) => loadedRowCounts(database.db));
      expect(partial.data_loads).toBeLessThan(cleanCounts.data_loads ?? 0);

      // The dead server's lock on the data dir is taken over.
      server = await start();
      await server.serving();
      const home = await fetch(`${server.url}/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain('Pitwall');
      await server.stop();
      expect(await withDatabase((database) => loadedRowCounts(database.db))).toEqual(cleanCounts);
    },
    faultTimeout,
  );

  it(
    'kill -9 during writes: every acknowledged write is there after the restart',
    async () => {
      const killed = await start();
      server = killed;
      await killed.serving();
      const load = startWriteLoad(() => killed.url, 'pglite-killed');
      await load.acknowledgedMore(10);
      await killed.kill9();
      await load.stop();

      server = await start();
      await server.serving();
      expect((await fetch(`${server.url}/`)).status).toBe(200);
      await server.stop();
      const stored = await withDatabase((database) =>
        database.db.select({ email: users.email }).from(users).where(inArray(users.email, load.acknowledged)),
      );
      expect(stored.map((row) => row.email).sort()).toEqual([...load.acknowledged].sort());
    },
    faultTimeout,
  );
});
