// `npm run bench`: what one Pitwall instance does on this machine, printed as one table.
// - snapshot load into an empty PGlite database (in process, after migrating);
// - cold start (fresh data dir, so migrate + load) and warm start (same data dir) of the built
//   server to its first served page;
// - requests/second and p99 latency (autocannon, 50 connections, 10 s, 127.0.0.1, asking for
//   Brotli or gzip as browsers do) for a results document of the /f1 API, a /f1 query over every
//   season (answered from memory after its first request, like every /f1 answer), the home page, a
//   race-data answer of the JSON API and the home page signed in (no page cache: a render each),
//   each next to a baseline that answers the same bytes from memory through the same server stack
//   (bench/baseline-server.ts), and their ratio; the answer's size as identity, gzip and Brotli;
//   the server's peak resident memory and its CPU time per request during the run; the signed-in
//   rate against the anonymous (for information), and the signed-in home page one request at a time
//   (the latency is then a render's own cost);
// - signed-in pages (the home page, and pages every visitor sees alike but for the account menu):
//   requests/s, p50 and p99 at 10 and at 50 connections, and the target: signed-in p99 under
//   150 ms at 10 connections;
// - every page's first-load JavaScript against the 125 KB gzip budget (scripts/client-budget.mjs,
//   read from the build's manifest, as the build checks it);
// - per main page, first-load JavaScript as the HTML loads it and Lighthouse's performance score,
//   mobile (median of 3 runs) and desktop, against the targets: mobile 95 or more, desktop 100
//   (bench/pages.ts).
// `npm run bench -- --signed-in` prints the signed-in pages' load figures only, `-- --budget` the
// budget check only, `-- --pages` the budget check and the per-page figures only, `-- --f1-flood`
// /api/health and / while /f1 is flooded with uncached pages (bench/f1-flood.ts), `-- --signup-timing`
// the median sign-up time for a new address and for one that has an account (bench/signup-timing.ts),
// `-- --client-floods` /api/health and a kept page while one client floods pages or a calendar feed
// (bench/client-floods.ts; with `--postgres` on PostgreSQL as well), `-- --live-fanout` live timing's
// fan-out: two instances on one PostgreSQL database, 1,000 viewers of /api/live/stream each, a race
// recording played to the follower at 4× through a local live-timing server: updates delivered per
// second, server CPU per viewer per update and delivery p99 (bench/live-fanout.ts), `-- --live-pages`
// the per-page figures of /live half an hour into a race and of that race's replay page, from local
// stand-ins for Formula 1's live-timing service and archive playing a recording of it.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { firstLoadBudgetBytes, firstLoadSizes, kb } from '../scripts/client-budget.mjs';
import { openDatabase } from '../src/server/db/client.ts';
import { archiveFiles, archiveSessionOf, startArchiveServer } from '../src/server/testing/f1-archive.ts';
import { recordRace } from '../src/server/testing/feed-recording.ts';
import { ensureServerBuild, freePort, serverEntry } from '../src/server/testing/server-process.ts';
import { startSignalRCoreServer } from '../src/server/testing/signalr-core-server.ts';
import { applyFeedRecords } from '../src/shared/live-feed.ts';
import { weekendSessionKinds } from '../src/shared/sessions.ts';
import type { CapturedResponse } from './baseline-server.ts';
import {
  clientFloodCases,
  clientFloodTargetP99Ms,
  freshPostgresDatabase,
  measureClientFlood,
} from './client-floods.ts';
import {
  type FloodFigures,
  floodCases,
  floodConnections,
  floodTargetP50Ms,
  measureFlood,
} from './f1-flood.ts';
import {
  type Latency,
  liveFanoutInstances,
  liveFanoutNow,
  measureLiveFanout,
  paceSpeedup,
  playbackFeedMs,
  viewersPerInstance,
  windowFeedMs,
} from './live-fanout.ts';
import { measurePages, mobileRuns, pages } from './pages.ts';
import { measureSignUpTiming, signUpsPerKind } from './signup-timing.ts';
import { measureSnapshotLoad } from './snapshot-load.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const now = '2025-07-03T12:00:00Z';
type Target = { path: string; signedIn?: boolean };
const targets: Target[] = [
  { path: '/f1/2025/24/results.json' },
  { path: '/f1/drivers/perez/results/1.json' },
  { path: '/' },
  { path: '/api/standings/2025/drivers' },
  { path: '/', signedIn: true },
];
const label = (target: Target) => (target.signedIn ? `${target.path} signed in` : target.path);
/** Where the baseline serves a target's captured answer (two targets may share a path). */
const baselinePath = (target: Target) => (target.signedIn ? '/signed-in' : target.path);
const acceptEncoding = 'gzip, deflate, br';
const connections = 50;
const seconds = 10;
const warmupSeconds = 3;
/**
 * Signed-in pages measured at each of `signedInConnections`: the home page (its favourite cards are
 * the visitor's), and pages every visitor sees alike but for the account menu.
 */
const signedInPages = ['/', '/schedule', '/drivers/NOR'];
const signedInConnections = [10, 50];
/** The target: signed-in pages answer with a p99 under 150 ms at 10 connections. */
const signedInTarget = { connections: 10, p99Ms: 150 };
/** Lighthouse performance targets: mobile (median of its runs) and desktop. */
const lighthouseTargets = { mobile: 95, desktop: 100 };

type Proc = { child: ChildProcess; url: string; output: () => string; stop: () => Promise<void> };

// Servers and files this run made; an interrupted bench takes them down with it.
const children = new Set<ChildProcess>();
const work = mkdtempSync(join(tmpdir(), 'pitwall-bench-'));
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await Promise.all(
      [...children].map((child) => {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGTERM');
        return exited;
      }),
    );
    rmSync(work, { recursive: true, force: true });
    process.exit(130);
  });
}

function spawnAndWait(args: string[], env: NodeJS.ProcessEnv, url: string, readyPath: string) {
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
const unlimitedClient = {
  ERGAST_BURST_RATE_LIMIT: '1000000/1',
  ERGAST_HOURLY_RATE_LIMIT: '1000000/1',
  PAGE_RENDERS_PER_CLIENT: '1000',
  PAGE_RENDER_RATE_LIMIT: '1000000/1',
};

async function startPitwall(dataDir: string, extraEnv: Record<string, string> = unlimitedClient) {
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

/** The raw response: status, headers (minus per-connection ones) and body bytes, as sent. */
function capture(url: string, headers: Record<string, string> = {}): Promise<CapturedResponse> {
  const perConnection = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-length']);
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const kept: [string, string][] = [];
        const raw = response.rawHeaders;
        for (let i = 0; i + 1 < raw.length; i += 2) {
          const name = raw[i] as string;
          if (!perConnection.has(name.toLowerCase())) kept.push([name, raw[i + 1] as string]);
        }
        resolve({
          status: response.statusCode ?? 0,
          headers: kept,
          body: Buffer.concat(chunks).toString('base64'),
        });
      });
      response.on('error', reject);
    }).on('error', reject);
  });
}

const bodyBytes = (captured: CapturedResponse) => Buffer.from(captured.body, 'base64').length;

/** The server's resident memory (Linux), sampled while a load runs; the peak in bytes. */
function sampleRss(pid: number | undefined) {
  let peak = 0;
  const read = () => {
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      peak = Math.max(peak, kb * 1024);
    } catch {
      // Not Linux, or the process is gone: no figure.
    }
  };
  read();
  const timer = setInterval(read, 200);
  return () => {
    clearInterval(timer);
    read();
    return peak;
  };
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
function cpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined || clockTicks === undefined) return undefined;
  try {
    // The fields after the command name: utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks;
  } catch {
    return undefined;
  }
}

async function load(
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

async function measureThroughput(url: string, headers: Record<string, string>, pid?: number) {
  await load(url, warmupSeconds, headers);
  return load(url, seconds, headers, pid);
}

const benchAccountName = 'Bench Fan';

/**
 * A confirmed account signed in on the bench's server: sign-up, the confirmation link from the
 * mail in the outbox, then sign-in. Returns the Cookie header to send.
 */
async function signedInCookie(origin: string, dataDir: string): Promise<string> {
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

function formatTable(rows: string[][]) {
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

const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const int = (value: number) => Math.round(value).toLocaleString('en-GB');
const bytes = (value: number) => (value < 1024 ? `${value} B` : `${(value / 1024).toFixed(1)} KiB`);

const latency = (value: number) => `${Number.isInteger(value) ? value : value.toFixed(1)} ms`;
const cpu = (value: number | undefined) => (value === undefined ? 'n/a' : `${value.toFixed(2)} ms`);
const ms = (value: number | null) => (value === null ? 'n/a' : `${(value / 1000).toFixed(1)} s`);
const score = (value: number | null) => (value === null ? 'n/a' : String(value));

/** Every page's first-load JavaScript (gzip, from the build's manifest) against the budget. */
function printBudget() {
  const { pages, over } = firstLoadSizes(join(root, 'build', 'client'));
  console.log(
    `\nFirst-load JavaScript per page (gzip, build/client's manifest), budget ${kb(firstLoadBudgetBytes)}\n`,
  );
  const budgetRows = [['route', 'scripts', 'JS gzip', 'budget']];
  for (const page of pages) {
    budgetRows.push([
      page.route,
      String(page.files),
      kb(page.bytes),
      page.bytes > firstLoadBudgetBytes ? 'OVER' : 'within',
    ]);
  }
  console.log(formatTable(budgetRows));
  const largest = pages[0];
  console.log(
    over.length === 0
      ? `\nFirst-load JavaScript budget (${kb(firstLoadBudgetBytes)} gzip): met by all ${pages.length} pages` +
          (largest ? `, largest ${kb(largest.bytes)} (${largest.route})` : '')
      : `\nFirst-load JavaScript budget (${kb(firstLoadBudgetBytes)} gzip): NOT met by ${over.length} of ` +
          `${pages.length} pages: ${over.map((page) => `${page.route} ${kb(page.bytes)}`).join(', ')}`,
  );
}

/**
 * Fails unless a signed-in view of `url` answers 200, and warns when the page does not hold the
 * account's name (the root's data carries it): the load would then measure someone signed out.
 */
async function checkSignedIn(url: string, cookie: string) {
  const response = await fetch(url, { headers: { cookie, 'accept-encoding': acceptEncoding } });
  const html = await response.text();
  if (!response.ok) throw new Error(`${url} signed in: HTTP ${response.status}`);
  if (!html.includes(benchAccountName)) {
    console.warn(`  ${url}: the signed-in page does not name the account; is the cookie still signed in?`);
  }
}

/**
 * Each signed-in page at each of `signedInConnections` (warm-up, then `seconds`), as a table, and
 * the target line.
 */
async function printSignedIn(server: Proc, cookie: string) {
  const headers = { 'accept-encoding': acceptEncoding, cookie };
  const rows = [['signed-in page', 'connections', 'req/s', 'p50', 'p99', 'CPU/req', 'peak RSS']];
  const atTarget: { path: string; p99: number }[] = [];
  for (const path of signedInPages) {
    await checkSignedIn(server.url + path, cookie);
    for (const clients of signedInConnections) {
      console.log(`Load test ${path} signed in, ${clients} connections…`);
      await load(server.url + path, warmupSeconds, headers, undefined, clients);
      const result = await load(server.url + path, seconds, headers, server.child.pid, clients);
      if (clients === signedInTarget.connections) atTarget.push({ path, p99: result.p99 });
      rows.push([
        path,
        String(clients),
        int(result.rps),
        latency(result.p50),
        latency(result.p99),
        cpu(result.cpuPerRequest),
        `${Math.round(result.peakRss / (1024 * 1024))} MB`,
      ]);
    }
  }
  console.log(
    `\nSigned-in pages — ${seconds} s per run after ${warmupSeconds} s warm-up, 127.0.0.1, ` +
      `Accept-Encoding: ${acceptEncoding}, PITWALL_NOW=${now}, Node ${process.version}\n`,
  );
  console.log(formatTable(rows));
  const worst = atTarget.reduce<{ path: string; p99: number } | undefined>(
    (found, page) => (found === undefined || page.p99 > found.p99 ? page : found),
    undefined,
  );
  const met = worst !== undefined && worst.p99 < signedInTarget.p99Ms;
  console.log(
    `\nTarget signed-in p99 < ${signedInTarget.p99Ms} ms at ${signedInTarget.connections} connections: ` +
      `${met ? 'MET' : 'NOT MET'} — worst ${worst ? `${latency(worst.p99)} (${worst.path})` : 'n/a'}; ` +
      atTarget.map((page) => `${page.path} ${latency(page.p99)}`).join(', '),
  );
}

/** A flood case's rows of the table: `lead` (its name) and the flood's figures on the first. */
function floodRows(lead: string[], figures: FloodFigures): string[][] {
  return figures.watched.map((watched, index) => [
    ...(index === 0 ? lead : lead.map(() => '')),
    index === 0 ? int(figures.flood.rps) : '',
    index === 0 ? int(figures.flood.ok) : '',
    index === 0 ? int(figures.flood.refused) : '',
    watched.path,
    watched.requests === 0 ? 'none' : latency(watched.p50),
    watched.requests === 0 ? 'none' : latency(watched.p99),
    int(watched.requests),
    int(watched.failed),
  ]);
}

async function printF1Flood(dataDir: string) {
  const rows = [['case', 'flood req/s', '200', '429', 'watched', 'p50', 'p99', 'requests', 'failed']];
  const verdicts: string[] = [];
  for (const floodCase of floodCases) {
    const server = await startPitwall(dataDir, floodCase.env);
    try {
      console.log(`Flooding /f1 (${floodCase.name})…`);
      const figures = await measureFlood(server.url, floodCase, seconds);
      rows.push(...floodRows([floodCase.name], figures));
      // A path that never answered within the run has no p50 to meet the target with.
      const met = figures.watched.every((watched) => watched.requests > 0 && watched.p50 < floodTargetP50Ms);
      verdicts.push(`${floodCase.name}: ${met ? 'MET' : 'NOT MET'}`);
    } finally {
      await server.stop();
    }
  }
  console.log(
    `\n/f1 flood — ${floodConnections} connections asking /f1/results.json?limit=100 with a new offset each ` +
      `request (or /f1/grid/{n}/status/{m}/results.json, a new filter each), ${seconds} s, while one connection each asks /api/health and / ('none': no answer ` +
      `within the run); PITWALL_NOW=${now}, ` +
      `Node ${process.version}\n`,
  );
  console.log(formatTable(rows));
  console.log(`\nTarget p50 < ${floodTargetP50Ms} ms for /api/health and / — ${verdicts.join('; ')}`);
}

/** A calendar feed of every session kind for the signed-in account: the feed's path. */
async function calendarFeedPath(origin: string, cookie: string): Promise<string> {
  const form = new URLSearchParams([
    ['intent', 'save'],
    ['alarm', '30'],
    ...weekendSessionKinds.map((kind) => ['sessions', kind]),
  ]);
  const saved = await fetch(`${origin}/profile/calendar`, {
    method: 'POST',
    headers: { cookie, origin, 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
    redirect: 'manual',
  });
  await saved.arrayBuffer();
  const page = await (await fetch(`${origin}/profile/calendar`, { headers: { cookie } })).text();
  const path = /\/calendar\/[\w-]{43}\.ics/.exec(page)?.[0];
  if (!path) throw new Error(`bench: no calendar feed after saving one (${saved.status})`);
  return path;
}

async function printClientFloods(dataDir: string) {
  const engines: ('PGlite' | 'PostgreSQL')[] = process.argv.includes('--postgres')
    ? ['PGlite', 'PostgreSQL']
    : ['PGlite'];
  const rows = [
    ['engine', 'case', 'flood req/s', '2xx', '4xx', 'watched', 'p50', 'p99', 'requests', 'failed'],
  ];
  const verdicts: string[] = [];
  for (const engine of engines) {
    const database = engine === 'PostgreSQL' ? await freshPostgresDatabase() : undefined;
    const server = await startPitwall(`${dataDir}-${engine}`, {
      TRUSTED_PROXIES: '127.0.0.1',
      ...(database ? { DATABASE_URL: database.url } : {}),
    });
    try {
      const feed = await calendarFeedPath(
        server.url,
        await signedInCookie(server.url, `${dataDir}-${engine}`),
      );
      for (const floodCase of clientFloodCases) {
        console.log(`Flooding from one client on ${engine} (${floodCase.name})…`);
        const figures = await measureClientFlood(server.url, floodCase, feed, seconds);
        rows.push(...floodRows([engine, floodCase.name], figures));
        const met = figures.watched.every(
          (watched) => watched.requests > 0 && watched.failed === 0 && watched.p99 < clientFloodTargetP99Ms,
        );
        verdicts.push(`${engine}, ${floodCase.name}: ${met ? 'MET' : 'NOT MET'}`);
      }
    } finally {
      await server.stop();
      await database?.drop();
    }
  }
  console.log(
    `\nOne client's flood — from one address through a trusted proxy: 50 connections asking pages the cache ` +
      `cannot answer (${clientFloodCases[0]?.name}; ${clientFloodCases[1]?.name}), or 20 asking one calendar feed, ` +
      `${seconds} s each, while another client asks /api/health and / over one connection each; ` +
      `PITWALL_NOW=${now}, Node ${process.version}\n`,
  );
  console.log(formatTable(rows));
  console.log(`\nTarget p99 < ${clientFloodTargetP99Ms} ms for /api/health and / — ${verdicts.join('; ')}`);
}

async function printLiveFanout(dataDir: string) {
  const figures = await measureLiveFanout(
    (name, env) => startPitwall(`${dataDir}-${name}`, env),
    (pid) => cpuMs(pid),
  );
  const windowSeconds = figures.windowMs / 1000;
  const perViewerUpdate = (cpuTime: number | undefined, events: number) =>
    cpuTime === undefined || events === 0 ? 'n/a' : `${((cpuTime * 1000) / events).toFixed(1)} µs`;
  const row = (
    name: string,
    viewers: number,
    events: number,
    sent: number,
    delivery: Latency,
    cpuTime: number | undefined,
  ) => [
    name,
    int(viewers),
    viewers === 0 ? 'n/a' : (events / viewers).toFixed(1),
    int(events),
    int(events / windowSeconds),
    events === 0 ? 'n/a' : bytes(Math.round(sent / events)),
    latency(delivery.p50),
    latency(delivery.p99),
    latency(delivery.max),
    cpuTime === undefined ? 'n/a' : s(cpuTime),
    perViewerUpdate(cpuTime, events),
  ];
  const rows = [
    [
      'instance',
      'viewers',
      'updates/viewer',
      'events',
      'events/s',
      'bytes/event',
      'p50',
      'p99',
      'max',
      'CPU',
      'CPU/viewer/update',
    ],
  ];
  for (const instance of figures.instances) {
    rows.push(
      row(
        `${instance.name}${instance.follower ? ' (follower)' : ''}`,
        instance.viewers,
        instance.events,
        instance.bytes,
        instance.latency,
        instance.cpuMs,
      ),
    );
  }
  const all = figures.instances;
  const sum = (pick: (instance: (typeof all)[number]) => number) =>
    all.reduce((total, instance) => total + pick(instance), 0);
  const cpus = all.map((instance) => instance.cpuMs);
  const totalCpu = cpus.every((value) => value !== undefined)
    ? cpus.reduce<number>((total, value) => total + (value ?? 0), 0)
    : undefined;
  rows.push(
    row(
      'both',
      sum((instance) => instance.viewers),
      sum((instance) => instance.events),
      sum((instance) => instance.bytes),
      figures.delivery,
      totalCpu,
    ),
  );
  const viewers = liveFanoutInstances * viewersPerInstance;
  console.log(
    `\nLive timing fan-out — the 2025 British GP race from lights out, ${playbackFeedMs / 1000} s of feed at ` +
      `${paceSpeedup}× (every record of each ${windowFeedMs} ms of feed time in one batch, one batch every ` +
      `${windowFeedMs / paceSpeedup} ms: ${int(figures.batches)} batches, ${int(figures.records)} records) ` +
      `through a local live-timing server to ${liveFanoutInstances} instances on one PostgreSQL database, ` +
      `${int(viewersPerInstance)} viewers of /api/live/stream each (HTTP/1.1, 127.0.0.1), measured over ` +
      `${windowSeconds.toFixed(1)} s; delivery = a batch leaving the upstream server → a viewer's first event with ` +
      `its feed timestamp; PITWALL_NOW=${liveFanoutNow}, Node ${process.version}\n`,
  );
  console.log(formatTable(rows));
  const dropped = sum((instance) => instance.dropped);
  const refused = sum((instance) => instance.refused);
  console.log(
    `\nViewers: ${int(sum((instance) => instance.viewers))} of ${int(viewers)} held, ${int(refused)} refused, ` +
      `${int(dropped)} dropped during the run, ${int(figures.complete)} received the last batch`,
  );
  console.log(
    `Fan-out spread (one update from an instance's first viewer to its last): ${all
      .map(
        (instance) =>
          `${instance.name} p50 ${latency(instance.spread.p50)}, max ${latency(instance.spread.max)}`,
      )
      .join('; ')}`,
  );
  console.log(
    `Server CPU in the kernel (system time) during the playback: ${all
      .map(
        (instance) =>
          `${instance.name} ${instance.systemShare === undefined ? 'n/a' : `${Math.round(instance.systemShare * 100)}%`}`,
      )
      .join(', ')}`,
  );
  console.log(
    `Idle CPU with every viewer connected and no change (3 s before the playback): ${all
      .map(
        (instance) =>
          `${instance.name} ${instance.idleCpuMsPerS === undefined ? 'n/a' : `${instance.idleCpuMsPerS.toFixed(0)} ms/s`}`,
      )
      .join(', ')}`,
  );
  console.log(
    `Every batch's wait for its first event (older records of a flush wait longer): ` +
      `p50 ${latency(figures.everyBatch.p50)}, p99 ${latency(figures.everyBatch.p99)}, ` +
      `max ${latency(figures.everyBatch.max)}`,
  );
  const { subscriptions, open, refusedNegotiations } = figures.upstream;
  console.log(
    `Upstream connections: ${subscriptions} in all (${subscriptions === 1 ? 'one, as it must be' : 'NOT one'}; ` +
      `${open} open at the end; ${refusedNegotiations} negotiations refused while instance A loaded the database)`,
  );
  console.log(
    `Bench process (viewers and upstream server): CPU ${s(figures.bench.cpuMs)} ` +
      `(${((figures.bench.cpuMs / figures.windowMs) * 100).toFixed(0)}% of a core), event-loop delay p99 ` +
      `${latency(figures.bench.loopDelayP99Ms)}`,
  );
}

async function printPages(url: string, paths = pages) {
  console.log(
    `\nLighthouse (performance; mobile, median of ${mobileRuns} runs, and desktop) and first-load JavaScript per page…`,
  );
  const pageRows = [
    [
      'page',
      'HTML br',
      'JS gzip',
      'JS',
      'scripts',
      `mobile (median of ${mobileRuns})`,
      'FCP',
      'LCP',
      'TBT',
      'CLS',
      'desktop',
      'FCP',
      'LCP',
      'TBT',
      'CLS',
    ],
  ];
  const figures = await measurePages(url, paths);
  for (const page of figures) {
    pageRows.push([
      page.path,
      page.htmlBrBytes === null ? 'n/a' : `${(page.htmlBrBytes / 1024).toFixed(1)} KB`,
      `${(page.jsGzipBytes / 1024).toFixed(1)} KB`,
      `${(page.jsBytes / 1024).toFixed(1)} KB`,
      String(page.scripts),
      score(page.mobile.score),
      ms(page.mobile.fcp),
      ms(page.mobile.lcp),
      `${page.mobile.tbt ?? 'n/a'} ms`,
      String(page.mobile.cls ?? 'n/a'),
      score(page.desktop.score),
      ms(page.desktop.fcp),
      ms(page.desktop.lcp),
      `${page.desktop.tbt ?? 'n/a'} ms`,
      String(page.desktop.cls ?? 'n/a'),
    ]);
  }
  console.log(`\n${formatTable(pageRows)}`);
  const missed = (profile: 'mobile' | 'desktop') =>
    figures.filter((page) => (page[profile].score ?? -1) < lighthouseTargets[profile]);
  for (const profile of ['mobile', 'desktop'] as const) {
    const below = missed(profile);
    const scores = figures.map((page) => `${page.path} ${score(page[profile].score)}`).join(', ');
    const target = profile === 'mobile' ? `>= ${lighthouseTargets.mobile} (median of ${mobileRuns})` : '100';
    console.log(
      `${profile === 'mobile' ? '\n' : ''}Target Lighthouse ${profile} ${target}: ` +
        `${below.length === 0 ? 'MET' : `NOT MET on ${below.map((page) => page.path).join(', ')}`} — ${scores}`,
    );
  }
  console.log(
    '\nLighthouse simulates a slow 4G network and a 4x slower CPU for mobile; its scores move with the ' +
      "machine's load, so compare runs made on a quiet machine.",
  );
}

/**
 * /live during the 2025 British Grand Prix (half an hour in, its timing followed from a local
 * live-timing server holding the recording's state until then) and the race's replay page four days
 * later (from a local archive of the recording): first-load JavaScript and Lighthouse.
 */
async function printLivePages(dataDir: string, processes: Proc[]) {
  // A first start loads the database the recording is made from.
  await (await startPitwall(dataDir)).stop();
  const opened = await openDatabase({ dataDir: join(dataDir, 'db') });
  const recording = await recordRace(opened.db, { year: 2025, round: 12 }).finally(() => opened.close());
  const upstream = await startSignalRCoreServer();
  const archive = await startArchiveServer(archiveFiles([archiveSessionOf(recording)]));
  const feedEnv = {
    ...unlimitedClient,
    LIVE_TIMING_SOURCE: 'f1',
    F1_LIVE_TIMING_URL: upstream.url,
    F1_ARCHIVE_URL: archive.url,
    F1_ARCHIVE_PACE_MS: '0',
  };
  try {
    const until = Date.parse(liveFanoutNow);
    upstream.setState(
      applyFeedRecords(
        {},
        recording.records.filter((record) => Date.parse(record.at) <= until),
      ),
    );
    const during = await startPitwall(dataDir, { ...feedEnv, PITWALL_NOW: liveFanoutNow });
    processes.push(during);
    await upstream.waitForSubscriptions(1, 60_000);
    console.log(`
/live at ${liveFanoutNow}, during the 2025 British Grand Prix:`);
    await printPages(during.url, ['/live']);
    await during.stop();
    const after = await startPitwall(dataDir, { ...feedEnv, PITWALL_NOW: '2025-07-10T12:00:00Z' });
    processes.push(after);
    console.log("\nThe race's replay page (the first visit fetches it from the local archive):");
    await printPages(after.url, ['/replay/2025/british-grand-prix/race']);
  } finally {
    await upstream.close();
    await archive.close();
  }
}

async function main() {
  ensureServerBuild();

  const processes: Proc[] = [];
  // `--budget`: only every page's first-load JavaScript against the budget; no server.
  if (process.argv.includes('--budget')) {
    printBudget();
    rmSync(work, { recursive: true, force: true });
    return;
  }
  // `--signed-in`: only the signed-in pages' load figures and their target.
  if (process.argv.includes('--signed-in')) {
    try {
      const dataDir = join(work, 'server');
      const server = await startPitwall(dataDir);
      processes.push(server);
      await printSignedIn(server, await signedInCookie(server.url, dataDir));
    } finally {
      await Promise.all(processes.map((proc) => proc.stop()));
      rmSync(work, { recursive: true, force: true });
    }
    return;
  }
  // `--f1-flood`: /api/health and / while /f1 is flooded, one server start per case.
  if (process.argv.includes('--f1-flood')) {
    try {
      await printF1Flood(join(work, 'server'));
    } finally {
      await Promise.all(processes.map((proc) => proc.stop()));
      rmSync(work, { recursive: true, force: true });
    }
    return;
  }
  // `--client-floods`: /api/health and a kept page while one client floods, per engine.
  if (process.argv.includes('--client-floods')) {
    try {
      await printClientFloods(join(work, 'server'));
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
    return;
  }
  // `--live-fanout`: live timing's fan-out, two instances on PostgreSQL and their viewers.
  if (process.argv.includes('--live-fanout')) {
    try {
      await printLiveFanout(join(work, 'server'));
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
    return;
  }
  // `--live-pages`: /live during a race and a replay page, with their feeds.
  if (process.argv.includes('--live-pages')) {
    try {
      await printLivePages(join(work, 'server'), processes);
    } finally {
      await Promise.all(processes.map((proc) => proc.stop()));
      rmSync(work, { recursive: true, force: true });
    }
    return;
  }
  // `--signup-timing`: sign-up for a new address against an existing one.
  if (process.argv.includes('--signup-timing')) {
    try {
      const server = await startPitwall(join(work, 'server'), { TRUSTED_PROXIES: '127.0.0.1' });
      processes.push(server);
      console.log(`Signing up ${signUpsPerKind} new addresses and ${signUpsPerKind} times an existing one…`);
      const timing = await measureSignUpTiming(server.url);
      console.log(
        `\nSign-up (POST /api/auth/sign-up/email, one at a time, PGlite)\n\n${formatTable([
          ['address', 'p50', 'p90'],
          ['new', latency(timing.newMedian), latency(timing.newP90)],
          ['existing', latency(timing.existingMedian), latency(timing.existingP90)],
        ])}\n\nDifference of the medians (new − existing): ${latency(timing.newMedian - timing.existingMedian)}`,
      );
    } finally {
      await Promise.all(processes.map((proc) => proc.stop()));
      rmSync(work, { recursive: true, force: true });
    }
    return;
  }
  // `--pages`: only the per-page figures (the budget check, first-load JavaScript and Lighthouse),
  // against a warm server.
  if (process.argv.includes('--pages')) {
    try {
      const server = await startPitwall(join(work, 'server'));
      processes.push(server);
      printBudget();
      await printPages(server.url);
    } finally {
      await Promise.all(processes.map((proc) => proc.stop()));
      rmSync(work, { recursive: true, force: true });
    }
    return;
  }
  try {
    console.log('Loading the snapshot into an empty PGlite database…');
    const snapshot = await measureSnapshotLoad(join(work, 'load'));

    console.log('Cold start (fresh data dir: migrate, load, serve)…');
    const dataDir = join(work, 'server');
    const cold = await startPitwall(dataDir);
    await cold.stop();
    console.log('Warm start (same data dir)…');
    const warm = await startPitwall(dataDir);
    processes.push(warm);

    const cookie = await signedInCookie(warm.url, dataDir);
    const headersOf = (target: Target): Record<string, string> => ({
      'accept-encoding': acceptEncoding,
      ...(target.signedIn ? { cookie } : {}),
    });
    const captures: Record<string, CapturedResponse> = {};
    const sizes = new Map<Target, { identity: number; gzip: number; br: number }>();
    for (const target of targets) {
      const url = warm.url + target.path;
      const cookieHeader: Record<string, string> = target.signedIn ? { cookie } : {};
      captures[baselinePath(target)] = await capture(url, headersOf(target));
      sizes.set(target, {
        identity: bodyBytes(await capture(url, cookieHeader)),
        gzip: bodyBytes(await capture(url, { ...cookieHeader, 'accept-encoding': 'gzip' })),
        br: bodyBytes(await capture(url, { ...cookieHeader, 'accept-encoding': 'br' })),
      });
    }
    const capturesFile = join(work, 'captures.json');
    writeFileSync(capturesFile, JSON.stringify(captures));
    const baselinePort = await freePort();
    const baseline = await spawnAndWait(
      ['--import', 'tsx', join(root, 'bench', 'baseline-server.ts'), capturesFile, String(baselinePort)],
      process.env,
      `http://127.0.0.1:${baselinePort}`,
      targets[0]?.path ?? '/',
    );
    processes.push(baseline);

    const rows = [['measure', 'Pitwall']];
    rows.push([`snapshot load into empty PGlite (${int(snapshot.rows)} rows)`, s(snapshot.loadMs)]);
    rows.push(['  (migrate before it)', s(snapshot.migrateMs)]);
    rows.push(['cold start to first page', s(cold.ms)]);
    rows.push(['warm start to first page', s(warm.ms)]);

    const loadRows = [
      [
        'target',
        'req/s',
        'p99',
        'CPU/req',
        'baseline req/s',
        'p99',
        'ratio',
        'identity',
        'gzip',
        'br',
        'peak RSS',
      ],
    ];
    const rates = new Map<string, number>();
    for (const target of targets) {
      const size = sizes.get(target);
      console.log(`Load test ${label(target)} (${int(size?.identity ?? 0)} bytes): Pitwall, then baseline…`);
      const ours = await measureThroughput(warm.url + target.path, headersOf(target), warm.child.pid);
      const theirs = await measureThroughput(baseline.url + baselinePath(target), headersOf(target));
      rates.set(label(target), ours.rps);
      loadRows.push([
        label(target),
        int(ours.rps),
        `${ours.p99} ms`,
        cpu(ours.cpuPerRequest),
        int(theirs.rps),
        `${theirs.p99} ms`,
        (ours.rps / theirs.rps).toFixed(2),
        bytes(size?.identity ?? 0),
        bytes(size?.gzip ?? 0),
        bytes(size?.br ?? 0),
        `${Math.round(ours.peakRss / (1024 * 1024))} MB`,
      ]);
    }
    console.log(
      `\nPitwall bench — ${connections} connections, ${seconds} s per run after ${warmupSeconds} s warm-up, ` +
        `127.0.0.1, Accept-Encoding: ${acceptEncoding}, PITWALL_NOW=${now}, Node ${process.version}\n`,
    );
    console.log(formatTable(rows));
    console.log(`\n${formatTable(loadRows)}`);
    const anonymous = rates.get('/') ?? 0;
    const signedIn = rates.get('/ signed in') ?? 0;
    // For information: the share of the anonymous rate is not a target.
    console.log(
      `\nSigned-in / against anonymous / (information): ${(signedIn / anonymous).toFixed(2)} ` +
        `(${int(signedIn)} and ${int(anonymous)} requests/s)`,
    );
    // One connection: no queue, so the latency is what one signed-in render costs. At 50 connections
    // a request waits behind the others' renders, and the p99 above is mostly that wait.
    const alone = await load(warm.url, seconds, headersOf({ path: '/', signedIn: true }), warm.child.pid, 1);
    console.log(
      `Signed-in / one request at a time: ${int(alone.rps)} requests/s, p50 ${alone.p50} ms, ` +
        `p99 ${alone.p99} ms, server CPU ${cpu(alone.cpuPerRequest)} per request ` +
        `(a render's own cost; at ${connections} connections each waits for the others)`,
    );

    await printSignedIn(warm, cookie);
    printBudget();
    await printPages(warm.url);
  } finally {
    await Promise.all(processes.map((proc) => proc.stop()));
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
