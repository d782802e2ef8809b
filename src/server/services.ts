import { CacheRegistry } from './cache.ts';
import type { Clock } from './clock.ts';
import type { Database, Db } from './db/client.ts';
import type { Env } from './env.ts';
import { createInProcessEventBus, createPostgresEventBus, type EventBus } from './events.ts';
import type { Logger } from './log.ts';
import { type RateLimits, rateLimitsFor } from './rate-limits.ts';
import { createFolderUploadStore, type UploadStore } from './uploads.ts';

/** What every request handler, loader and job reaches the outside world through. */
export type Services = {
  env: Env;
  clock: Clock;
  log: Logger;
  database: Database;
  db: Db;
  /** Every cache of this instance; each is emptied by the events it names. */
  cache: CacheRegistry;
  /** Events between features and between instances (PostgreSQL NOTIFY when on a server). */
  events: EventBus;
  /** Where our rate limits count requests: the database's table on PostgreSQL, memory beside PGlite. */
  rateLimits: RateLimits;
  /** Uploaded files (UPLOADS_DIR), shared by every instance that points at the same folder. */
  uploads: UploadStore;
  /** Stops listening for events; the database is closed by its owner. */
  close: () => Promise<void>;
};

type ServiceParts = Pick<Services, 'env' | 'clock' | 'log' | 'database'> & {
  /**
   * 'cluster' (the default) tells the other instances on the same PostgreSQL server; 'process' keeps
   * events in this process, for tests of one app that must not hold a listening connection open.
   */
  events?: 'cluster' | 'process';
};

export function createServices({ events: reach = 'cluster', ...parts }: ServiceParts): Services {
  const { database, log } = parts;
  const events =
    reach === 'cluster' && database.databaseUrl
      ? createPostgresEventBus({ databaseUrl: database.databaseUrl, log }, database.notify)
      : createInProcessEventBus(log);
  const cache = new CacheRegistry();
  // Caches are dropped before any other subscriber hears the event, so what it reads is fresh.
  events.subscribe('all', (event) => cache.drop(event.type));
  return {
    ...parts,
    db: database.db,
    cache,
    events,
    rateLimits: rateLimitsFor(database),
    uploads: createFolderUploadStore(parts.env.UPLOADS_DIR),
    close: () => events.close(),
  };
}
