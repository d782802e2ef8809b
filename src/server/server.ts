import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import type { ServerBuild } from 'react-router';
import { createApp } from './app.ts';
import { createClock } from './clock.ts';
import { openDatabase } from './db/client.ts';
import { EnvError, parseEnv } from './env.ts';
import { loadSnapshot } from './ingest/load-snapshot.ts';
import { startJobs } from './jobs/jobs.ts';
import { createLogger } from './log.ts';
import { fromRoot } from './paths.ts';
import { createServices } from './services.ts';

type ServeOptions = {
  fetch: (request: Request) => Response | Promise<Response>;
  port: number;
  hostname: string;
};
type Listening = { close: () => void };

export type StartOptions = {
  /** The React Router build: the module itself in production, a loader of the current one in development. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Serves with Vite in front (development); @hono/node-server otherwise. */
  serve?: (options: ServeOptions, onListening: (info: AddressInfo) => void) => Listening;
  /** Folder of built client files; absent in development, where Vite serves them. */
  clientDir?: string;
};

/** Starts Pitwall: configuration, database, migrations, the race-data snapshot, jobs, then HTTP. */
export async function startServer({ build, serve: serveWith = serve, clientDir }: StartOptions) {
  const startedAt = performance.now();
  const env = parseEnv();
  const log = createLogger(env.LOG_LEVEL);
  const database = await openDatabase(
    env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: resolve(env.PITWALL_DATA_DIR, 'db') },
  );
  await database.migrate();
  await loadSnapshot(database.db, { log });
  const services = createServices({ env, log, database, clock: createClock(env.PITWALL_NOW) });
  await services.events.ready;
  const jobs = startJobs(services);
  const app = createApp({ services, build, clientDir });

  const onListening = (info: AddressInfo) => {
    const ms = Math.round(performance.now() - startedAt);
    log.info(
      `Pitwall listening on http://${info.address}:${info.port} (${database.kind}, ready in ${ms} ms)`,
    );
  };
  const server = serveWith({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, onListening);

  const shutdown = () => {
    server.close();
    void jobs
      .stop()
      .then(() => services.close())
      .then(() => database.close())
      .finally(() => process.exit(0));
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

/** Runs `start`, printing a configuration error as the one line it is and anything else in full. */
export function runOrExit(start: () => Promise<void>): void {
  start().catch((error: unknown) => {
    if (error instanceof EnvError) console.error(error.message);
    else console.error(error);
    process.exit(1);
  });
}

/** build/client, where the production build puts the browser's files. */
export const builtClientDir = fromRoot('build', 'client');
