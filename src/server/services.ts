import { MemoCache } from './cache.ts';
import type { Clock } from './clock.ts';
import type { Database, Db } from './db/client.ts';
import type { Env } from './env.ts';
import type { Logger } from './log.ts';

/** What every request handler and loader reaches the outside world through. */
export type Services = {
  env: Env;
  clock: Clock;
  log: Logger;
  database: Database;
  db: Db;
  cache: MemoCache;
};

export function createServices(parts: Omit<Services, 'db' | 'cache'>): Services {
  return { ...parts, db: parts.database.db, cache: new MemoCache() };
}
