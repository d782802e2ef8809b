// `npm run backfill:timing -- --from 1996 --to 2025`: reads the lap times (1996 on) and pit stops
// (2011 on) that races of those seasons lack from the results sync's source (RESULTS_SYNC_URL), paced
// by BACKFILL_BURST_RATE_LIMIT and BACKFILL_HOURLY_RATE_LIMIT, into the configured database
// (DATABASE_URL, or PGlite under PITWALL_DATA_DIR). Races already stored are skipped, so a run after
// a stop (Ctrl-C, a crash) carries on where the last one ended.
import { resolve } from 'node:path';
import { createClock } from '#server/clock.ts';
import { openDatabase } from '#server/db/client.ts';
import { DataDirLocked } from '#server/db/data-dir-lock.ts';
import { EnvError, parseEnv } from '#server/env.ts';
import {
  backfillTiming,
  createBackfillSource,
  pacedIntervalMs,
  parseBackfillArgs,
} from '#server/ingest/ergast/timing-backfill.ts';
import { createLogger } from '#server/log.ts';
import { createServices } from '#server/services.ts';

try {
  const env = parseEnv();
  const clock = createClock(env.PITWALL_NOW);
  const range = parseBackfillArgs(process.argv.slice(2), clock.now().getUTCFullYear());
  if ('error' in range) {
    console.error(range.error);
    process.exit(1);
  }
  // The embedded database (PGlite) is open in one process at a time: while a server holds its data
  // directory, openDatabase refuses with DataDirLocked naming that server's process.
  const database = await openDatabase(
    env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: resolve(env.PITWALL_DATA_DIR, 'db') },
  );
  // Ctrl-C ends the request or pause in progress; the race being written is committed or not at all.
  const stop = new AbortController();
  process.once('SIGINT', () => {
    console.log('Stopping after the race in progress (Ctrl-C again to quit at once)…');
    stop.abort();
    process.once('SIGINT', () => process.exit(130));
  });
  const log = createLogger('warn');
  // On PostgreSQL, running servers hear of each race written (NOTIFY) and drop their caches.
  const services = createServices({ env, log, database, clock });
  try {
    await database.migrate();
    await services.events.ready;
    const source = createBackfillSource(services.env, stop.signal);
    const every = pacedIntervalMs([env.BACKFILL_BURST_RATE_LIMIT, env.BACKFILL_HOURLY_RATE_LIMIT]);
    console.log(
      `Lap times and pit stops of ${range.from === range.to ? range.from : `${range.from}–${range.to}`} ` +
        `from ${env.RESULTS_SYNC_URL}, ` +
        `one request every ${(every / 1000).toFixed(1)} s at most (${database.kind})`,
    );
    const started = Date.now();
    const summary = await backfillTiming(services, source, { ...range, print: (line) => console.log(line) });
    const minutes = Math.round((Date.now() - started) / 60_000);
    console.log(
      `${summary.stopped ? 'Stopped' : 'Done'}: ${summary.read} race${summary.read === 1 ? '' : 's'} read ` +
        `(${summary.lapTimes.toLocaleString('en-US')} lap times, ${summary.pitStops.toLocaleString('en-US')} pit stops), ` +
        `${summary.skipped} skipped, ${source.requests()} requests in ${minutes} min` +
        (summary.stopped ? '. Run the same command again to continue.' : ''),
    );
    process.exitCode = summary.stopped ? 1 : 0;
  } finally {
    await services.close();
    await database.close();
  }
} catch (error) {
  if (error instanceof DataDirLocked) {
    console.error(
      `${error.message} The embedded database takes one process at a time: stop the server while the ` +
        'backfill runs (it continues where it stopped afterwards), or run both on PostgreSQL (DATABASE_URL).',
    );
  } else console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
}
