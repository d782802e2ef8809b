// `npm run db:migrate`: applies the Drizzle migrations to the configured database
// (DATABASE_URL when set, otherwise PGlite under PITWALL_DATA_DIR). The server does this at start too.
import { resolve } from 'node:path';
import { openDatabase } from '#server/db/client.ts';
import { EnvError, parseEnv } from '#server/env.ts';

try {
  const env = parseEnv();
  const database = await openDatabase(
    env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: resolve(env.PITWALL_DATA_DIR, 'db') },
  );
  try {
    await database.migrate();
    console.log(`Migrations applied (${database.kind})`);
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
}
