import { openDatabase } from '#server/db/client.ts';
import { loadSnapshot } from '#server/ingest/load-snapshot.ts';
import { createLogger } from '#server/log.ts';

/** Migrates an empty PGlite database in `dataDir`, then loads the committed snapshot into it. */
export async function measureSnapshotLoad(dataDir: string) {
  const database = await openDatabase({ dataDir });
  try {
    let started = performance.now();
    await database.migrate();
    const migrateMs = performance.now() - started;
    started = performance.now();
    const summary = await loadSnapshot(database.db, { log: createLogger('warn'), onProgress: () => {} });
    const loadMs = performance.now() - started;
    return { migrateMs, loadMs, rows: summary.rows };
  } finally {
    await database.close();
  }
}
