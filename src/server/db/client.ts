import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { fromRoot } from '../paths.ts';
import { lockDataDir } from './data-dir-lock.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The server's URL when on PostgreSQL, for connections of their own (LISTEN). */
  databaseUrl?: string;
  /** Sends a NOTIFY to every connection listening on the channel. */
  notify: (channel: string, payload: string) => Promise<void>;
  /**
   * Whether a connection to the server failed or was lost at or after `time` (epoch ms): a request
   * that failed meanwhile met an outage, even if the server is back by the time it is asked.
   * Always false for PGlite, which has no connections.
   */
  connectionFailedSince: (time: number) => boolean;
  migrate: () => Promise<void>;
  close: () => Promise<void>;
};

const migrationsFolder = fromRoot('src', 'server', 'db', 'migrations');

/** Connections each instance keeps open to a PostgreSQL server at most. */
export const postgresPoolSize = 10;

export type DatabaseOptions = { databaseUrl: string } | { dataDir: string };

/** Opens the database: a PostgreSQL server when a URL is given, otherwise embedded PGlite. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('databaseUrl' in options) {
    // A server that does not answer fails a query within seconds (a 503, see http/database-outage.ts)
    // rather than holding the request until the client gives up.
    let failedAt = 0;
    const connectionFailed = () => {
      failedAt = Date.now();
    };
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: postgresPoolSize,
      connectionTimeoutMillis: 5000,
      Client: trackedClient(connectionFailed),
    });
    // An idle connection the server closes (a restart, a dropped database) is removed from the pool
    // and replaced on the next query; without a listener its error would crash the process.
    pool.on('error', (error) => {
      connectionFailed();
      console.error(`PostgreSQL connection lost: ${error.message}`);
    });
    // The pool listens only to idle connections: one that a request holds between two queries (in
    // a transaction) when the server shuts down would emit its error to no one and crash the
    // process. Its request fails with the next query instead, and the pool drops the connection.
    pool.on('connect', (client) => {
      client.on('error', (error) => {
        connectionFailed();
        console.error(`PostgreSQL connection lost: ${error.message}`);
      });
    });
    const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      databaseUrl: options.databaseUrl,
      notify: async (channel, payload) => {
        await pool.query('select pg_notify($1, $2)', [channel, payload]);
      },
      connectionFailedSince: (time) => failedAt >= time,
      migrate: () => migratePg(drizzlePg(pool, { casing: 'snake_case' }), { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  // PGlite creates no parent folders.
  mkdirSync(options.dataDir, { recursive: true });
  // One process at a time: refuses when another live one holds it (see data-dir-lock.ts).
  const unlock = lockDataDir(options.dataDir);
  let client: PGlite;
  try {
    // Durability: a query answers only after its writes are handed to the data dir's files
    // (relaxedDurability off, PGlite's default, stated so it is not turned on by accident), so a
    // kill -9 of the process loses no acknowledged write (src/server/db/faults-pglite.system.test.ts).
    client = await PGlite.create(options.dataDir, { relaxedDurability: false });
  } catch (error) {
    unlock();
    throw error;
  }
  const pgliteDb = drizzlePglite(client, { schema, casing: 'snake_case' });
  return {
    db: pgliteDb as unknown as Db,
    kind: 'pglite',
    connectionFailedSince: () => false,
    notify: async (channel, payload) => {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    migrate: () => migratePglite(pgliteDb, { migrationsFolder }),
    close: async () => {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}

/**
 * pg's client, telling `onFailure` when a connection cannot be made (a server stopped or starting:
 * the pool reports those only to the query that asked).
 */
function trackedClient(onFailure: () => void): typeof pg.Client {
  type Callback = (error: Error | null, client?: pg.Client) => void;
  return class TrackedClient extends pg.Client {
    // The pool connects with a callback; the promise form is kept for anyone else.
    override connect(): Promise<pg.Client>;
    override connect(callback: ((err: Error) => void) | ((err: null, c: pg.Client) => void)): void;
    override connect(callback?: unknown): Promise<pg.Client> | undefined {
      if (typeof callback === 'function') {
        super.connect(((error: Error | null, client?: pg.Client) => {
          if (error) onFailure();
          (callback as Callback)(error, client);
        }) as (err: Error) => void);
        return undefined;
      }
      return super.connect().catch((error: unknown) => {
        onFailure();
        throw error;
      });
    }
  };
}
