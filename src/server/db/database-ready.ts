import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';

/** Seconds a client is asked to wait before trying again while the database is unreachable. */
export const retryAfterSeconds = 5;

/**
 * Whether the database answers a trivial query within `timeoutMs`. The one question behind the
 * readiness endpoint, and behind telling an outage (503) apart from a bug (500).
 */
export async function databaseReady(database: Database, timeoutMs = 2000): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([database.db.execute(sql`select 1`).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
