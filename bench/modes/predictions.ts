// `npm run bench -- --predictions`: scoring 100,000 fans' predictions of one race (the 2025 British
// Grand Prix, five picks each: 500,000 picks) on PGlite and, with `--postgres`, on PostgreSQL: the
// first run, a run that finds nothing to change, and the run after a correction of the result, each
// with its time and the rows it wrote; then the first page of the season table read from the totals.
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { createClock } from '../../src/server/clock.ts';
import { type Database, openDatabase } from '../../src/server/db/client.ts';
import { predictionPicks, users } from '../../src/server/db/schema.ts';
import { parseEnv } from '../../src/server/env.ts';
import { seasonTable } from '../../src/server/features/predictions/leagues.server.ts';
import { scoreRace } from '../../src/server/features/predictions/predictions.server.ts';
import { loadSnapshot } from '../../src/server/ingest/load-snapshot.ts';
import { createLogger } from '../../src/server/log.ts';
import { raceReader } from '../../src/server/race-data/race-reader.ts';
import { writeClassification } from '../../src/server/race-data/writes/write-classification.ts';
import { createServices } from '../../src/server/services.ts';
import {
  createAdminUser,
  raceClassificationInput,
  raceIdOf,
  swapCars,
} from '../../src/server/testing/race-data-writes.ts';
import { createPostgresCopy } from '../../src/server/testing/test-database.ts';
import { shieldOff } from '../../src/shared/spoiler-shield.ts';
import { formatTable, int, latency, type ModeContext, now } from '../common.ts';

const fans = 100_000;
const chunk = 2_000;
const season = 2025;
const round = 12;

/** The twenty drivers of the race, so that every pick names one who was entered. */
async function raceDrivers(database: Database, raceId: number): Promise<string[]> {
  const rows = await raceClassificationInput(database.db, season, round, 'race');
  if (rows.length === 0 || !raceId) throw new Error('No 2025 British Grand Prix result in the snapshot');
  return rows.map((row) => row.driverId);
}

/** 100,000 fans, each with pole, the podium (three different drivers) and the fastest lap. */
async function seed(database: Database, raceId: number) {
  const drivers = await raceDrivers(database, raceId);
  const pick = (n: number, offset: number) => drivers[(n * 7 + offset) % drivers.length] ?? '';
  for (let from = 0; from < fans; from += chunk) {
    const ids = Array.from({ length: Math.min(chunk, fans - from) }, (_, i) => from + i);
    await database.db
      .insert(users)
      .values(ids.map((n) => ({ id: `bench-fan-${n}`, name: `Fan ${n}`, email: `fan-${n}@bench.example` })));
    await database.db.insert(predictionPicks).values(
      ids.flatMap((n) => {
        const userId = `bench-fan-${n}`;
        return [
          { userId, raceId, pick: 'pole' as const, driverId: pick(n, 0) },
          { userId, raceId, pick: 'winner' as const, driverId: pick(n, 1) },
          { userId, raceId, pick: 'second' as const, driverId: pick(n, 2) },
          { userId, raceId, pick: 'third' as const, driverId: pick(n, 3) },
          { userId, raceId, pick: 'fastest-lap' as const, driverId: pick(n, n % 5) },
        ];
      }),
    );
  }
}

async function measure(label: string, database: Database) {
  const log = createLogger('warn');
  const services = createServices({
    env: parseEnv({ NODE_ENV: 'production', LOG_LEVEL: 'warn' }),
    clock: createClock(now),
    log,
    database,
    events: 'process',
  });
  try {
    const raceId = await raceIdOf(database.db, season, round);
    const started = performance.now();
    await seed(database, raceId);
    console.log(
      `${label}: ${int(fans)} fans and ${int(fans * 5)} picks stored in ${latency(Math.round(performance.now() - started))}`,
    );
    const rows: string[][] = [['run', 'picks', 'players', 'rows written', 'time']];
    const run = async (name: string) => {
      const result = await scoreRace(services, raceId);
      rows.push([
        name,
        int(result.picks),
        int(result.players),
        int(result.writes),
        latency(result.durationMs),
      ]);
    };
    await run('first scoring');
    await run('again, nothing changed');
    const admin = { source: 'admin' as const, userId: await createAdminUser(database.db) };
    const result = await raceClassificationInput(database.db, season, round, 'race');
    await writeClassification(services, admin, { season, round, kind: 'race', rows: swapCars(result, 0, 1) });
    await run('after a correction (P1 and P2 swapped)');
    const reads: string[] = [];
    let players = 0;
    for (const page of [1, 1, 1, 1000]) {
      const started = performance.now();
      const table = await seasonTable(raceReader(services, shieldOff), season, { page });
      reads.push(`page ${page}: ${latency(Math.round(performance.now() - started))}`);
      players = table.players;
    }
    console.log(`\n${label}: scoring one race\n\n${formatTable(rows)}`);
    console.log(`\nSeason table of ${int(players)} players, from the stored totals: ${reads.join(', ')}`);
    const [check] = await database.db.select().from(users).where(eq(users.id, 'bench-fan-0'));
    if (!check) throw new Error('The bench fans were not stored');
  } finally {
    await services.close();
  }
}

export async function run({ work, args }: ModeContext) {
  const dataDir = join(work, 'predictions-db');
  const pglite = await openDatabase({ dataDir });
  try {
    await pglite.migrate();
    await loadSnapshot(pglite.db, { log: createLogger('warn'), onProgress: () => {} });
    await measure('PGlite', pglite);
  } finally {
    await pglite.close();
  }
  if (!args.includes('--postgres')) return;
  const copy = await createPostgresCopy();
  const postgres = await openDatabase({ databaseUrl: copy.url });
  try {
    await measure('PostgreSQL', postgres);
  } finally {
    await postgres.close();
    await copy.drop();
  }
}
