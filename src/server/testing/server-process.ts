import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fromRoot } from '#server/paths.ts';

/** The bundled server that `npm start` runs. */
export const serverEntry = fromRoot('build', 'server', 'index.js');

/** Builds the server bundle when the sources changed since the last build (as `npm start` does). */
export function ensureServerBuild(): void {
  const build = spawnSync(
    process.execPath,
    ['--import', 'tsx', fromRoot('scripts', 'build.ts'), '--if-needed'],
    {
      cwd: fromRoot(),
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) throw new Error('The build failed');
}

/** The processes whose parent is `pid` (Linux's /proc; none elsewhere): a cluster's instances. */
export function childProcesses(pid: number): number[] {
  if (process.platform !== 'linux') return [];
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        // pid (name) state ppid …: the name may hold spaces, so read after its closing parenthesis.
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** Clock ticks per second of /proc's CPU times (Linux); undefined elsewhere. */
const clockTicks = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || undefined;
  } catch {
    return undefined;
  }
})();

/** The CPU time (user and system, ms) a process has used so far; undefined where /proc has none. */
export function cpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined || clockTicks === undefined) return undefined;
  try {
    // The fields after the command name: utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks;
  } catch {
    return undefined;
  }
}

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export type ServerProcess = {
  url: string;
  child: ChildProcess;
  /** What the server printed so far. */
  output: () => string;
  /** Resolves once the output matches `pattern`; rejects if the server exits first. */
  waitForOutput: (pattern: RegExp) => Promise<void>;
  /** Resolves once /api/health answers 200; rejects if the server exits first. */
  serving: () => Promise<void>;
  /** SIGKILL: no handler runs, nothing is flushed or closed. */
  kill9: () => Promise<void>;
  /** SIGTERM, then SIGKILL if it has not stopped in 15 s. */
  stop: () => Promise<void>;
};

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/** Resolves true once `child` has exited, or false when it is still running after `ms`. */
export function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (exited(child)) return Promise.resolve(true);
  return new Promise((done) => {
    const timer = setTimeout(() => done(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      done(true);
    });
  });
}

/**
 * Runs the built server (build/server/index.js) as a child process with the production settings and
 * `env` on top. Jobs that would reach the internet are off; 127.0.0.1 is a trusted proxy, so a test
 * can act as many clients through X-Forwarded-For.
 */
export async function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const { PITWALL_NOW: _now, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--enable-source-maps', serverEntry], {
    cwd: fromRoot(),
    env: {
      ...inherited,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
      NEWS_ENABLED: 'false',
      RESULTS_SYNC_ENABLED: 'false',
      LIVE_TIMING_SOURCE: 'off',
      F1_ARCHIVE_URL: 'http://127.0.0.1:9/',
      TRUSTED_PROXIES: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const listeners = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  child.on('exit', () => {
    for (const listener of listeners) listener();
  });

  const waitForOutput = (pattern: RegExp) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (pattern.test(output)) {
          listeners.delete(check);
          resolve();
        } else if (exited(child)) {
          listeners.delete(check);
          reject(new Error(`The server exited before printing ${pattern}:\n${output}`));
        }
      };
      listeners.add(check);
      check();
    });

  const serving = async () => {
    for (;;) {
      if (exited(child)) throw new Error(`The server exited before serving:\n${output}`);
      const ok = await fetch(`${url}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) return;
      await new Promise((wait) => setTimeout(wait, 100));
    }
  };

  return {
    url,
    child,
    output: () => output,
    waitForOutput,
    serving,
    kill9: async () => {
      if (!exited(child)) child.kill('SIGKILL');
      await waitForExit(child, 10_000);
    },
    stop: async () => {
      if (exited(child)) return;
      child.kill('SIGTERM');
      if (!(await waitForExit(child, 15_000))) {
        child.kill('SIGKILL');
        await waitForExit(child, 5_000);
      }
    },
  };
}
