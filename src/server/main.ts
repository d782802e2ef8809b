import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import type { ServerBuild } from 'react-router';
import { createApp } from './app.ts';
import { createClock } from './clock.ts';
import { openDatabase } from './db/client.ts';
import { createDevServer } from './dev-server.ts';
import { EnvError, parseEnv } from './env.ts';
import { loadSnapshot } from './ingest/load-snapshot.ts';
import { startJobs } from './jobs/jobs.ts';
import { createLogger } from './log.ts';
import { createServices } from './services.ts';

async function main() {
  const startedAt = performance.now();
  const env = parseEnv();
  const log = createLogger(env.LOG_LEVEL);
  const database = await openDatabase(
    env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: resolve(env.PITWALL_DATA_DIR, 'db') },
  );
  await database.migrate();
  await loadSnapshot(database.db, { log });
  const services = createServices({ env, log, database, clock: createClock(env.PITWALL_NOW) });
  const jobs = startJobs(services);

  const dev = process.argv.includes('--dev') ? await createDevServer() : undefined;
  const buildDir = resolve('build');
  const serverBuildPath = resolve(buildDir, 'server/index.js');
  if (!dev && !existsSync(serverBuildPath)) throw new Error('No build found: run `npm run build` first');
  const build = dev?.build ?? ((await import(pathToFileURL(serverBuildPath).href)) as ServerBuild);
  const app = createApp({ services, build, clientDir: dev ? undefined : resolve(buildDir, 'client') });

  const listen = { fetch: app.fetch, port: env.PORT, hostname: env.HOST };
  const onListening = (info: AddressInfo) => {
    const ms = Math.round(performance.now() - startedAt);
    log.info(
      `Pitwall listening on http://${info.address}:${info.port} (${database.kind}, ready in ${ms} ms)`,
    );
  };
  const server = dev ? dev.serve(listen, onListening) : serve(listen, onListening);

  const shutdown = () => {
    server.close();
    void jobs
      .stop()
      .then(() => database.close())
      .finally(() => process.exit(0));
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  if (error instanceof EnvError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
