// `npm run admin -- grant|revoke EMAIL`: gives or takes the admin role of an account, in the
// configured database (DATABASE_URL, or PGlite under PITWALL_DATA_DIR).
import { resolve } from 'node:path';
import { openDatabase } from '#server/db/client.ts';
import { DataDirLocked } from '#server/db/data-dir-lock.ts';
import { EnvError, parseEnv } from '#server/env.ts';
import { createInProcessEventBus, createPostgresEventBus } from '#server/events.ts';
import { adminCommand, adminUsage } from '#server/features/admin/admin-command.ts';
import { createLogger } from '#server/log.ts';

try {
  const env = parseEnv();
  const args = process.argv.slice(2);
  if (args.length === 0) {
    console.error(adminUsage);
    process.exit(1);
  }
  // The embedded database (PGlite) is open in one process at a time: while a server holds its data
  // directory, openDatabase refuses with DataDirLocked naming that server's process.
  const database = await openDatabase(
    env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: resolve(env.PITWALL_DATA_DIR, 'db') },
  );
  try {
    await database.migrate();
    // With PostgreSQL, running instances hear of the new role by NOTIFY; the embedded database has
    // no server running beside this command (its lock), so nothing is listening.
    const log = createLogger('warn');
    const events = database.databaseUrl
      ? createPostgresEventBus({ databaseUrl: database.databaseUrl, log }, database.notify)
      : createInProcessEventBus(log);
    const result = await adminCommand(args, database.db, env, events).finally(() => events.close());
    (result.ok ? console.log : console.error)(result.message);
    process.exitCode = result.ok ? 0 : 1;
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof EnvError || error instanceof DataDirLocked ? error.message : error);
  process.exit(1);
}
