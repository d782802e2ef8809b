import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import type { ServerBuild } from 'react-router';
import { createApp } from './app.ts';
import { createClock } from './clock.ts';
import { openDatabase } from './db/client.ts';
import { DataDirLocked } from './db/data-dir-lock.ts';
import { type Env, EnvError, parseEnv } from './env.ts';
import { stopGracefully } from './graceful-stop.ts';
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
type Listening = { close: (callback?: (error?: Error) => void) => void; closeIdleConnections?: () => void };

/** How long a stop waits for requests in flight before closing the database under them. */
export const drainMs = 10_000;

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
    log.info(`Open ${siteAddress(env, info)} in a browser`);
  };
  const server = serveWith({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, onListening);

  // SIGTERM (an orchestrator, systemd) or Ctrl-C: take no new connections, let the requests in flight
  // finish (for up to drainMs: event streams never do), then stop the jobs and close the database,
  // so nothing is cut off mid-write and PGlite's files are left consistent.
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal}: finishing requests in flight, then stopping`);
    void stopGracefully(server, drainMs, async () => {
      await jobs.stop();
      await services.close();
      await database.close();
    }).then(
      () => {
        log.info('Stopped');
        process.exit(0);
      },
      (error: unknown) => {
        log.error('Could not stop cleanly', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

/** Runs `start`, printing a configuration error as the one line it is and anything else in full. */
export function runOrExit(start: () => Promise<void>): void {
  start().catch((error: unknown) => {
    if (error instanceof EnvError || error instanceof DataDirLocked) console.error(error.message);
    else console.error(error);
    process.exit(1);
  });
}

/** build/client, where the production build puts the browser's files. */
export const builtClientDir = fromRoot('build', 'client');

/** The address visitors are expected to use: PUBLIC_URL, or this machine's name on the port listened on. */
function siteAddress(env: Env, info: AddressInfo): string {
  return env.siteOrigins.length === 1 ? env.PUBLIC_URL : `http://localhost:${info.port}`;
}
