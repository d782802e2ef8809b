import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, serverEntry, waitForExit } from '../../src/server/testing/server-process.ts';

export const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
/** Environment variable through which global setup hands the prepared data dir to the workers. */
export const templateDirVariable = 'PITWALL_E2E_TEMPLATE_DIR';

export type ServerOptions = {
  /** Freezes the server's clock (PITWALL_NOW). */
  now?: string;
  /** Extra environment variables; they override the harness's own. */
  env?: Record<string, string>;
  /** Start from this data dir instead of a copy of the prepared one (global setup uses it). */
  dataDir?: string;
  /** How long to wait for /api/health. */
  timeoutMs?: number;
};

export type RunningServer = {
  url: string;
  port: number;
  dataDir: string;
  /** What the server printed so far. */
  output: () => string;
  stop: () => Promise<void>;
};

function serverEnvironment(port: number, dataDir: string, options: ServerOptions): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    PITWALL_DATA_DIR: dataDir,
    // Each browser-test server has its own embedded database, whatever the shell points at.
    DATABASE_URL: '',
    // Info, not less: startServer waits for the server's own "listening on" line.
    LOG_LEVEL: 'info',
    // Browser tests never reach the internet: a test that wants news serves its own feeds.
    NEWS_ENABLED: 'false',
    // Nor does the results sync: a test that wants it serves its own Ergast-format source.
    RESULTS_SYNC_ENABLED: 'false',
    // Nor live timing: a test that wants it serves its own live-timing service, and its own archive
    // for replays (without one, a replay page finds the archive unreachable).
    LIVE_TIMING_SOURCE: 'off',
    F1_ARCHIVE_URL: 'http://127.0.0.1:9/',
    // Nor do reminders go out: no spec waits for the job (each server ran it at start, 0.75 s);
    // the job and its mail and push messages have their own tests.
    REMINDERS_ENABLED: 'false',
    // Browser tests ask /f1 from one address faster than a client may (the limit has its own tests).
    ERGAST_BURST_RATE_LIMIT: '1000000/1',
    ERGAST_HOURLY_RATE_LIMIT: '1000000/1',
    // Nor do they keep to a client's few page renders at once and a second: a worker's pages, its
    // prefetches and the site map's checks all come from 127.0.0.1 (the limits have their own tests).
    PAGE_RENDERS_PER_CLIENT: '1000',
    PAGE_RENDER_RATE_LIMIT: '1000000/1',
    ...options.env,
  };
  if (options.now) env.PITWALL_NOW = options.now;
  else if (!options.env?.PITWALL_NOW) delete env.PITWALL_NOW;
  return env;
}

/** The port was taken between freePort() and the server's listen(). */
class PortTaken extends Error {}

/**
 * Starts the built server as a child process on a free port, with its own data dir copied from the
 * one global setup prepared (migrated and loaded), and resolves once it says it listens there and
 * /api/health answers. freePort() only says the port was free a moment ago: when another server
 * (of another worker) took it since, this one fails to listen, and the start is tried again on
 * another port. Without the "listening" line, the other server's health answer would pass for it.
 */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOnce(options);
    } catch (error) {
      if (!(error instanceof PortTaken) || attempt === 3) throw error;
    }
  }
}

async function startOnce(options: ServerOptions): Promise<RunningServer> {
  if (!existsSync(serverEntry)) throw new Error('No server build: run `npm run build` first');
  const port = await freePort();
  const ownsDataDir = !options.dataDir;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'pitwall-e2e-'));
  const template = process.env[templateDirVariable];
  if (ownsDataDir && template) cpSync(template, dataDir, { recursive: true });

  const child = spawn(process.execPath, ['--enable-source-maps', serverEntry], {
    cwd: root,
    env: serverEnvironment(port, dataDir, options),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const url = `http://127.0.0.1:${port}`;

  // A server on a data dir of its own is killed at once: the dir is deleted next, so nothing its
  // graceful stop would flush matters, and that stop (jobs, database) took 1–2 s of every test that
  // starts one. A server on the caller's data dir (global setup's template) stops gracefully.
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill(ownsDataDir ? 'SIGKILL' : 'SIGTERM');
      if (!(await waitForExit(child, 15_000))) {
        child.kill('SIGKILL');
        await waitForExit(child, 5_000);
      }
    }
    if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop();
      if (output.includes('EADDRINUSE')) throw new PortTaken(`Port ${port} was taken:\n${output}`);
      throw new Error(`The server exited (${child.exitCode ?? child.signalCode}) before serving:\n${output}`);
    }
    if (output.includes(`listening on ${url} `)) {
      try {
        const response = await fetch(`${url}/api/health`);
        if (response.ok) return { url, port, dataDir, output: () => output, stop };
      } catch {
        // Not answering yet.
      }
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
  await stop();
  throw new Error(`The server did not answer /api/health in time:\n${output}`);
}

/** Runs the built server until it exits by itself (for bad configuration); kills it after `ms`. */
export async function runServerToExit(
  env: Record<string, string>,
  ms = 20_000,
): Promise<{ code: number | null; output: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pitwall-e2e-'));
  try {
    const child = spawn(process.execPath, [serverEntry], {
      cwd: root,
      env: serverEnvironment(await freePort(), dataDir, { env }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const exited = await waitForExit(child, ms);
    if (!exited) {
      child.kill('SIGKILL');
      await waitForExit(child, 5_000);
    }
    return { code: exited ? child.exitCode : null, output };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
