// What the bench's modes share: the mode's shape, the run's scratch folder and the servers it
// starts (an interrupted bench takes them down with it), starting the built server, autocannon runs
// with the server's memory and CPU time, a signed-in account, and printing tables.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { cpuMs, freePort, serverEntry } from '../src/server/testing/server-process.ts';

export { cpuMs };

/** What bench/run.ts hands a mode's `run`: the run's scratch folder and the command line's arguments. */
export type ModeContext = { work: string; args: readonly string[] };

export const root = fileURLToPath(new URL('..', import.meta.url));
export const now = '2025-07-03T12:00:00Z';
export const acceptEncoding = 'gzip, deflate, br';
export const connections = 50;
export const seconds = 10;
export const warmupSeconds = 3;

export type Proc = { child: ChildProcess; url: string; output: () => string; stop: () => Promise<void> };

// Servers and files this run made: `cleanUp` (and an interrupted bench) takes them down.
const children = new Set<ChildProcess>();
let work: string | undefined;

/** The run's scratch folder, made on the first call. */
export function workDir(): string {
  work ??= mkdtempSync(join(tmpdir(), 'pitwall-bench-'));
  return work;
}

/** Stops every process the run started that still runs, and removes the scratch folder. */
export async function cleanUp() {
  await Promise.all(
    [...children].map((child) => {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      return exited;
    }),
  );
  if (work !== undefined) rmSync(work, { recursive: true, force: true });
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await cleanUp();
    process.exit(130);
  });
}

export function spawnAndWait(args: string[], env: NodeJS.ProcessEnv, url: string, readyPath: string) {
  const started = performance.now();
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  child.once('exit', () => children.delete(child));
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  return (async (): Promise<Proc & { ms: number }> => {
    const deadline = Date.now() + 10 * 60_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`exited before serving:\n${output}`);
      try {
        const response = await fetch(url + readyPath, { signal: AbortSignal.timeout(10_000) });
        await response.arrayBuffer();
        if (response.ok) return { child, url, output: () => output, stop, ms: performance.now() - started };
      } catch {
        // Not listening yet.
      }
      await new Promise((wait) => setTimeout(wait, 20));
    }
    await stop();
    throw new Error(`no answer in time:\n${output}`);
  })();
}

/**
 * The load tests ask /f1 and pages far faster than the per-client limits allow, all from
 * 127.0.0.1: they measure answers, not refusals. `--f1-flood` and `--client-floods` set their own.
 */
export const unlimitedClient = {
  ERGAST_BURST_RATE_LIMIT: '1000000/1',
  ERGAST_HOURLY_RATE_LIMIT: '1000000/1',
  PAGE_RENDERS_PER_CLIENT: '1000',
  PAGE_RENDER_RATE_LIMIT: '1000000/1',
};

/** The built server on a free port with `dataDir`, once it serves its first page (`ms`: how long). */
export async function startPitwall(dataDir: string, extraEnv: Record<string, string> = unlimitedClient) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: url,
    PITWALL_DATA_DIR: dataDir,
    PITWALL_NOW: now,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    NEWS_ENABLED: 'false',
    RESULTS_SYNC_ENABLED: 'false',
    LIVE_TIMING_SOURCE: 'off',
    ...extraEnv,
  };
  return spawnAndWait([serverEntry], env, url, '/');
}

/** A process's resident memory in bytes (Linux); 0 where /proc has none or the process is gone. */
export function rssBytes(pid: number | undefined): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}

/** The server's resident memory (Linux), sampled while a load runs; the peak in bytes. */
function sampleRss(pid: number | undefined) {
  let peak = 0;
  const read = () => {
    peak = Math.max(peak, rssBytes(pid));
  };
  read();
  const timer = setInterval(read, 200);
  return () => {
    clearInterval(timer);
    read();
    return peak;
  };
}

/** An autocannon run of `url`; with `pid`, the server's peak memory and CPU time per request. */
export async function load(
  url: string,
  duration: number,
  headers: Record<string, string>,
  pid?: number,
  clients = connections,
) {
  const rss = sampleRss(pid);
  const cpuBefore = cpuMs(pid);
  const result = await autocannon({ url, connections: clients, duration, headers });
  const cpuAfter = cpuMs(pid);
  const peakRss = rss();
  const failed = result.errors + result.timeouts + result.non2xx;
  if (failed > 0) console.warn(`  ${url}: ${failed} failed requests (errors, timeouts, non-2xx)`);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    peakRss,
    // The server's CPU per answer: what a request costs, steadier than requests/s on a shared machine.
    cpuPerRequest:
      cpuBefore === undefined || cpuAfter === undefined || result.requests.total === 0
        ? undefined
        : (cpuAfter - cpuBefore) / result.requests.total,
  };
}

export const benchAccountName = 'Bench Fan';

/**
 * A confirmed account signed in on the bench's server: sign-up, the confirmation link from the
 * mail in the outbox, then sign-in. Returns the Cookie header to send.
 */
export async function signedInCookie(origin: string, dataDir: string): Promise<string> {
  const account = {
    name: benchAccountName,
    email: `bench-${Date.now()}@example.com`,
    password: 'pitwall-bench',
  };
  const json = { 'content-type': 'application/json', origin };
  const signUp = await fetch(`${origin}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify(account),
  });
  if (!signUp.ok) throw new Error(`bench sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const outbox = join(dataDir, 'outbox');
  let token: string | undefined;
  for (let tries = 0; !token && tries < 100; tries += 1) {
    const files = existsSync(outbox) ? readdirSync(outbox, { withFileTypes: true }) : [];
    for (const file of files.filter((entry) => entry.isFile())) {
      // Quoted-printable: soft line breaks and `=3D` for `=`.
      const mail = readFileSync(join(outbox, file.name), 'utf8').replaceAll('=\n', '').replaceAll('=3D', '=');
      if (mail.includes(account.email)) token = /mode=verifyEmail&(?:amp;)?token=([\w.-]+)/.exec(mail)?.[1];
    }
    if (!token) await new Promise((wait) => setTimeout(wait, 100));
  }
  if (!token) throw new Error('bench sign-up: no confirmation mail in the outbox');
  const verify = await fetch(`${origin}/api/auth/verify-email?token=${token}`, { redirect: 'manual' });
  await verify.arrayBuffer();
  const signIn = await fetch(`${origin}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  if (!signIn.ok) throw new Error(`bench sign-in failed: ${signIn.status} ${await signIn.text()}`);
  return signIn.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** Rows as a table: a header row, a rule, the first column left-aligned and the others right. */
export function formatTable(rows: string[][]) {
  const widths =
    rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
  const line = (row: string[]) =>
    row
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ');
  return [
    line(rows[0] ?? []),
    widths.map((width) => '-'.repeat(width)).join('  '),
    ...rows.slice(1).map(line),
  ].join('\n');
}

export const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
export const int = (value: number) => Math.round(value).toLocaleString('en-GB');
export const bytes = (value: number) => (value < 1024 ? `${value} B` : `${(value / 1024).toFixed(1)} KiB`);
export const latency = (value: number) => `${Number.isInteger(value) ? value : value.toFixed(1)} ms`;
export const cpu = (value: number | undefined) => (value === undefined ? 'n/a' : `${value.toFixed(2)} ms`);
