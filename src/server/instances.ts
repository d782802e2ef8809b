import cluster, { type Worker } from 'node:cluster';
import { parseEnv } from './env.ts';
import { createLogger, type Logger } from './log.ts';
import { runOrExit } from './server.ts';

/** How long a replaced instance waits before it starts, so an instance that keeps failing does not spin. */
const restartDelayMs = 1_000;

/**
 * Runs `start` (a whole server: database, jobs, HTTP) once, or in `INSTANCES` processes on one port
 * with Node's cluster: the first process accepts the connections and hands them to the instances in
 * turn. Each instance is the server as it runs alone; they share what they share through PostgreSQL
 * (sessions, rate limits, the jobs' advisory locks, events by LISTEN/NOTIFY), which is why more than
 * one needs DATABASE_URL.
 *
 * The first instance starts alone, so it alone creates the schema and loads the race data of an
 * empty database; the others start once it listens. An instance that exits while the site runs is
 * replaced. SIGTERM or Ctrl-C stops every instance as one server stops (requests in flight finish),
 * then the first process exits.
 */
export function runInstances(start: () => Promise<void>): void {
  runOrExit(async () => {
    if (cluster.isWorker) return start();
    const env = parseEnv();
    if (env.INSTANCES === 1) return start();
    startCluster(env.INSTANCES, createLogger(env.LOG_LEVEL));
  });
}

function startCluster(count: number, log: Logger) {
  let listening = false;
  let stopping = false;
  const instances = new Set<Worker>();
  const startInstance = () => {
    // A replacement due after a stop began is not started.
    if (stopping) return;
    const worker = cluster.fork();
    instances.add(worker);
    worker.on('exit', (code, signal) => {
      instances.delete(worker);
      if (stopping) {
        if (instances.size === 0) {
          log.info('Stopped every instance');
          process.exit(0);
        }
        return;
      }
      if (!listening) {
        // The first instance could not start (the database, the configuration): neither could the others.
        log.error(`The first instance exited before serving (${signal ?? `code ${code}`})`);
        process.exit(1);
      }
      log.error(`An instance exited (${signal ?? `code ${code}`}); starting another`);
      setTimeout(startInstance, restartDelayMs);
    });
  };
  cluster.once('listening', () => {
    listening = true;
    log.info(`Starting ${count - 1} more instance${count > 2 ? 's' : ''} (INSTANCES=${count})`);
    for (let i = 1; i < count; i += 1) startInstance();
  });
  startInstance();

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal}: stopping ${instances.size} instances`);
    for (const worker of instances) worker.process.kill('SIGTERM');
    if (instances.size === 0) process.exit(0);
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}
