import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFailed } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { type PrivatePostgres, postgresBinDir, startPrivatePostgres } from '../testing/private-postgres.ts';
import { loadedRowCounts } from '../testing/row-counts.ts';
import { type ServerProcess, spawnServer } from '../testing/server-process.ts';
import { openTestDatabase, usesPostgres } from '../testing/test-database.ts';
import { startWriteLoad } from '../testing/write-load.ts';

// Faults of a real PostgreSQL server under the built server: a cluster of the test's own (the shared
// one other tests use is never stopped), the server bundle as `npm start` runs it, writes through the
// HTTP API. It owns its server, so it runs once, in the system lane.
const binaries = postgresBinDir();
if (!binaries)
  console.warn('No PostgreSQL binaries under /usr/lib/postgresql: skipping the PostgreSQL fault tests');

// A ceiling for slow, shared machines, not a measure: the first start of an empty database takes
// seconds on an idle machine (see `npm run bench`).
const faultTimeout = 180_000;

describe
  .runIf(binaries && !usesPostgres())
  .sequential('a PostgreSQL server that fails under the site', () => {
    let cluster: PrivatePostgres;
    let dataDir: string;
    let server: ServerProcess | undefined;
    let cleanCounts: Record<string, number>;

    const start = () =>
      spawnServer({
        DATABASE_URL: cluster.url,
        PITWALL_DATA_DIR: dataDir,
        BETTER_AUTH_SECRET: 'f'.repeat(40),
      });
    const storedEmails = async (emails: string[]) =>
      (await cluster.query<{ email: string }>('select email from users where email = any($1)', [emails])).map(
        (row) => row.email,
      );
    const homePage = async () => {
      const response = await fetch(`${server?.url}/`);
      return { status: response.status, html: await response.text() };
    };

    beforeAll(async () => {
      const started = await startPrivatePostgres();
      if (!started) throw new Error('The PostgreSQL cluster did not start');
      cluster = started;
      dataDir = mkdtempSync(join(tmpdir(), 'pitwall-faults-'));
      const clean = await openTestDatabase();
      cleanCounts = await loadedRowCounts(clean.db);
      await clean.close();
    }, 120_000);

    beforeEach(() => {
      onTestFailed(() => console.error(`The server's output:\n${server?.output()}`));
    });
    afterAll(async () => {
      await server?.stop();
      await cluster?.destroy();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    });

    it(
      'kill -9 during the first data load: the next start completes it and serves pages',
      async () => {
        server = await start();
        // The first progress line after the start line: some parts are committed, most are not.
        await server.waitForOutput(/Loading race data: \d+% \(/);
        await server.kill9();
        const [partial] = await cluster.query<{ parts: number }>(
          'select count(*)::int as parts from data_loads',
        );
        expect(partial?.parts).toBeLessThan(cleanCounts.data_loads ?? 0);

        server = await start();
        await server.serving();
        const home = await homePage();
        expect(home.status).toBe(200);
        expect(home.html).toContain('Pitwall');
        const database = await openDatabase({ databaseUrl: cluster.url });
        try {
          expect(await loadedRowCounts(database.db)).toEqual(cleanCounts);
        } finally {
          await database.close();
        }
      },
      faultTimeout,
    );

    it(
      'stopped and started under writes: 503 with Retry-After meanwhile, recovery without a restart, no acknowledged write lost',
      async () => {
        const running = server;
        if (!running) throw new Error('No server');
        const load = startWriteLoad(() => running.url, 'outage');
        await load.acknowledgedMore(5);
        await cluster.stop();
        const refusedBefore = load.refused.length;
        await load.refusedMore(5);
        const ready = await fetch(`${running.url}/api/ready`);
        expect(ready.status).toBe(503);
        expect(Number(ready.headers.get('retry-after'))).toBeGreaterThan(0);
        const page = await homePage();
        expect(page.status).not.toBe(500);

        await cluster.start();
        // The same process, without a restart, takes writes again.
        await load.acknowledgedMore(5);
        await load.stop();
        expect((await fetch(`${running.url}/api/ready`)).status).toBe(200);

        const duringOutage = load.refused.slice(refusedBefore);
        expect(duringOutage.length).toBeGreaterThanOrEqual(5);
        for (const answer of duringOutage) {
          expect(answer.status).toBe(503);
          expect(Number(answer.retryAfter)).toBeGreaterThan(0);
        }
        expect(load.refused.filter((answer) => answer.status === 500)).toEqual([]);
        expect((await storedEmails(load.acknowledged)).sort()).toEqual([...load.acknowledged].sort());
      },
      faultTimeout,
    );

    it(
      'kill -9 of the server during writes: every acknowledged write is there after the restart',
      async () => {
        const killed = server;
        if (!killed) throw new Error('No server');
        const load = startWriteLoad(() => killed.url, 'killed');
        await load.acknowledgedMore(10);
        await killed.kill9();
        await load.stop();
        expect(load.acknowledged.length).toBeGreaterThanOrEqual(10);

        server = await start();
        await server.serving();
        expect((await homePage()).status).toBe(200);
        expect((await storedEmails(load.acknowledged)).sort()).toEqual([...load.acknowledged].sort());
      },
      faultTimeout,
    );
  });
