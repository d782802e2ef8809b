import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { type Database, openDatabase } from '#server/db/client.ts';
import { loadSnapshot } from '#server/ingest/load-snapshot.ts';
import { defaultSnapshotDir } from '#server/ingest/snapshot-format.ts';
import { createLogger } from '#server/log.ts';

/**
 * Databases for tests. PGlite by default; PostgreSQL when PITWALL_TEST_DATABASE=postgres (server from
 * PITWALL_TEST_DATABASE_URL). Loading the snapshot takes seconds, so it happens once: into a PGlite
 * data dir in the temp folder, or into a PostgreSQL template database. Both are named by a hash of
 * the snapshot, the migrations and the loader, and reused until one of those changes.
 */

const quiet = createLogger('silent');
const migrationsDir = fileURLToPath(new URL('../db/migrations', import.meta.url));
const loaderFiles = [
  '../ingest/load-snapshot.ts',
  '../ingest/load-team-media.ts',
  '../../../data/team-media.yml',
].map((file) => fileURLToPath(new URL(file, import.meta.url)));

export const usesPostgres = () => process.env.PITWALL_TEST_DATABASE === 'postgres';
export const postgresAdminUrl = () =>
  process.env.PITWALL_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A short hash of everything that decides what a loaded test database holds. */
export function testDataFingerprint(): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(join(defaultSnapshotDir, 'manifest.json')));
  for (const file of loaderFiles) hash.update(readFileSync(file));
  for (const file of listFiles(migrationsDir))
    hash.update(file).update(readFileSync(join(migrationsDir, file)));
  return hash.digest('hex').slice(0, 12);
}

function listFiles(dir: string, prefix = ''): string[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory() ? listFiles(dir, join(prefix, entry.name)) : [join(prefix, entry.name)],
    )
    .sort();
}

/** A migrated database filled from the snapshot; `close()` discards it. */
export async function openTestDatabase(): Promise<Database> {
  if (usesPostgres()) {
    try {
      return await openPostgresCopy(await ensurePostgresTemplate());
    } catch (error) {
      // A run with a newer snapshot replaced the template since this process checked: build it again.
      if ((error as { code?: string }).code !== '3D000') throw error;
      templateReady = undefined;
      return openPostgresCopy(await ensurePostgresTemplate());
    }
  }
  return openPgliteCopy(await ensurePgliteTemplate());
}

/** A migrated database without data, for tests of the loader itself. */
export async function openEmptyTestDatabase(): Promise<Database> {
  if (usesPostgres()) {
    const database = await openPostgresCopy('template0');
    await database.migrate();
    return database;
  }
  return openPgliteCopy(await ensurePgliteTemplate('empty'));
}

// PGlite: migrate (and load) once into a data dir, the template, and start each test database
// from a copy of it. PGlite reads a data dir's pages as queries need them, so a copy opens in a
// fraction of the time it takes to unpack a dump of the same database into memory.

type TemplateKind = 'loaded' | 'empty';
// Also the dumps (.tar) that earlier versions of this helper left.
const templateName = /^pitwall-test-(db|empty)-[0-9a-f]{12}(\.tar(\.gz)?)?$/;
/** Test databases' copies go to memory where the machine has a memory-backed folder. */
const scratchDir = existsSync('/dev/shm') ? '/dev/shm' : tmpdir();

export const pgliteTemplatePath = (kind: TemplateKind = 'loaded') =>
  join(tmpdir(), `pitwall-test-${kind === 'loaded' ? 'db' : 'empty'}-${testDataFingerprint()}`);

export async function ensurePgliteTemplate(kind: TemplateKind = 'loaded'): Promise<string> {
  const path = pgliteTemplatePath(kind);
  if (existsSync(path)) return path;
  // Built aside and renamed, so a parallel run never copies half a template.
  const partial = `${path}.${process.pid}.partial`;
  rmSync(partial, { recursive: true, force: true });
  const database = await openDatabase({ dataDir: partial });
  try {
    await database.migrate();
    if (kind === 'loaded') await loadSnapshot(database.db, { log: quiet, onProgress: () => {} });
  } finally {
    await database.close();
  }
  try {
    renameSync(partial, path);
  } catch (error) {
    // Another run finished the same template first.
    rmSync(partial, { recursive: true, force: true });
    if (!existsSync(path)) throw error;
  }
  const current = [pgliteTemplatePath('loaded'), pgliteTemplatePath('empty')];
  for (const name of readdirSync(tmpdir())) {
    if (templateName.test(name) && !current.includes(join(tmpdir(), name)))
      rmSync(join(tmpdir(), name), { recursive: true, force: true });
  }
  return path;
}

async function openPgliteCopy(template: string): Promise<Database> {
  const dataDir = mkdtempSync(join(scratchDir, 'pitwall-test-copy-'));
  cpSync(template, dataDir, { recursive: true });
  const database = await openDatabase({ dataDir });
  return {
    ...database,
    close: async () => {
      try {
        await database.close();
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}

// PostgreSQL: a template database per fingerprint; each test database is a copy dropped on close.

const templatePrefix = 'pitwall_template_';
/** Names this process's copies, so the run's teardown can drop any a test left open. */
export const testDatabasePrefix = () => `pitwall_t_${process.env.PITWALL_TEST_RUN ?? 'adhoc'}_`;

function databaseUrl(name: string): string {
  const url = new URL(postgresAdminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdminClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: postgresAdminUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

let templateReady: Promise<string> | undefined;

/** Creates the template database for the current fingerprint unless it exists; returns its name. */
export function ensurePostgresTemplate(): Promise<string> {
  templateReady ??= buildPostgresTemplate();
  return templateReady;
}

async function buildPostgresTemplate(): Promise<string> {
  const name = `${templatePrefix}${testDataFingerprint()}`;
  return withAdminClient(async (admin) => {
    // Parallel runs (other workers, other checkouts) wait here instead of building it twice.
    await admin.query(`select pg_advisory_lock(hashtext('pitwall_test_template'))`);
    try {
      const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (found.rowCount) return name;
      const building = `${name}_building`;
      await admin.query(`drop database if exists "${building}" with (force)`);
      await admin.query(`create database "${building}"`);
      const database = await openDatabase({ databaseUrl: databaseUrl(building) });
      try {
        await database.migrate();
        await loadSnapshot(database.db, { log: quiet, onProgress: () => {} });
      } finally {
        await database.close();
      }
      // Renamed when complete, so an existing template is always a whole one.
      await admin.query(`alter database "${building}" rename to "${name}"`);
      const stale = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like '${templatePrefix}%' and datname <> $1`,
        [name],
      );
      for (const { datname } of stale.rows) {
        await admin.query(`drop database if exists "${datname}"`).catch(() => {});
      }
      return name;
    } finally {
      await admin.query(`select pg_advisory_unlock(hashtext('pitwall_test_template'))`);
    }
  });
}

/**
 * A new PostgreSQL database holding the loaded race data, on the test server: its URL, for a server
 * process of the test's own, and how to drop it.
 */
export async function createPostgresCopy(
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  template ??= await ensurePostgresTemplate();
  const name = `${testDatabasePrefix()}${randomBytes(6).toString('hex')}`;
  await withAdminClient((admin) => admin.query(`create database "${name}" template "${template}"`));
  return {
    url: databaseUrl(name),
    drop: async () => {
      await withAdminClient((admin) => admin.query(`drop database if exists "${name}" with (force)`));
    },
  };
}

async function openPostgresCopy(template: string): Promise<Database> {
  const copy = await createPostgresCopy(template);
  const database = await openDatabase({ databaseUrl: copy.url });
  return {
    ...database,
    close: async () => {
      await database.close();
      await copy.drop();
    },
  };
}

/** Drops the copies a run left behind (a test that failed before closing its database). */
export async function dropTestDatabases(prefix: string): Promise<void> {
  await withAdminClient(async (admin) => {
    const left = await admin.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1)',
      [prefix],
    );
    for (const { datname } of left.rows)
      await admin.query(`drop database if exists "${datname}" with (force)`);
  });
}
