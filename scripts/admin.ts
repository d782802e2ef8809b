// `npm run admin -- grant|revoke EMAIL`: gives or takes the admin role of an account, in the
// configured database (DATABASE_URL, or PGlite under PITWALL_DATA_DIR).
import { resolve } from 'node:path';
import { openDatabase } from '#server/db/client.ts';
import { EnvError, parseEnv } from '#server/env.ts';
import { adminCommand, adminUsage } from '#server/features/admin/admin-command.ts';

/** Whether this configuration's server is running (the embedded database serves one process). */
async function serverRunning(publicUrl: string): Promise<boolean> {
  try {
    const response = await fetch(new URL('/api/health', publicUrl), { signal: AbortSignal.timeout(1000) });
    return response.ok;
  } catch {
    return false;
  }
}

try {
  const env = parseEnv();
  const args = process.argv.slice(2);
  if (args.length === 0) {
    console.error(adminUsage);
    process.exit(1);
  }
  if (!env.DATABASE_URL && (await serverRunning(env.PUBLIC_URL))) {
    console.error('Stop the server first: the embedded database (PGlite) is open in one process at a time.');
    process.exit(1);
  }
  const database = await openDatabase(
    env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: resolve(env.PITWALL_DATA_DIR, 'db') },
  );
  try {
    await database.migrate();
    const result = await adminCommand(args, database.db, env);
    (result.ok ? console.log : console.error)(result.message);
    process.exitCode = result.ok ? 0 : 1;
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
}
