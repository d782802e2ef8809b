// `npm run bench`: what one Pitwall instance does on this machine, printed as one table.
// - snapshot load into an empty PGlite database (in process, after migrating);
// - cold start (fresh data dir, so migrate + load) and warm start (same data dir) of the built
//   server to its first served page;
// - requests/second and p99 latency (autocannon, 50 connections, 10 s, 127.0.0.1) for a results
//   document of the /f1 API, a /f1 query over every season (answered from memory after its first
//   request, like every /f1 answer) and the home page, each next to a baseline that answers the same bytes
//   from memory through the same server stack (bench/baseline-server.ts), and their ratio.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort } from '../e2e/support/server.ts';
import type { CapturedResponse } from './baseline-server.ts';
import { measurePages } from './pages.ts';
import { measureSnapshotLoad } from './snapshot-load.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const serverEntry = join(root, 'build', 'server', 'index.js');
const now = '2025-07-03T12:00:00Z';
const targets = ['/f1/2025/24/results.json', '/f1/drivers/perez/results/1.json', '/'];
const connections = 50;
const seconds = 10;
const warmupSeconds = 3;

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

async function startPitwall(dataDir: string) {
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
  };
  return spawnAndWait([serverEntry], env, url, '/');
}

/** The raw response: status, headers (minus per-connection ones) and body bytes. */
function capture(url: string): Promise<CapturedResponse> {
  const perConnection = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-length']);
  return new Promise((resolve, reject) => {
    get(url, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const headers: [string, string][] = [];
        const raw = response.rawHeaders;
        for (let i = 0; i + 1 < raw.length; i += 2) {
          const name = raw[i] as string;
          if (!perConnection.has(name.toLowerCase())) headers.push([name, raw[i + 1] as string]);
        }
        resolve({
          status: response.statusCode ?? 0,
          headers,
          body: Buffer.concat(chunks).toString('base64'),
        });
      });
      response.on('error', reject);
    }).on('error', reject);
  });
}

async function load(url: string, duration: number) {
  const result = await autocannon({ url, connections, duration });
  const failed = result.errors + result.timeouts + result.non2xx;
  if (failed > 0) console.warn(`  ${url}: ${failed} failed requests (errors, timeouts, non-2xx)`);
  return { rps: result.requests.average, p99: result.latency.p99, total: result.requests.total };
}

async function measureThroughput(url: string) {
  await load(url, warmupSeconds);
  return load(url, seconds);
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

async function main() {
  const build = spawnSync(process.execPath, [join(root, 'scripts', 'build.mjs'), '--if-needed'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('The build failed');

  const processes: Proc[] = [];
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

    const captures: Record<string, CapturedResponse> = {};
    for (const path of targets) captures[path] = await capture(warm.url + path);
    const capturesFile = join(work, 'captures.json');
    writeFileSync(capturesFile, JSON.stringify(captures));
    const baselinePort = await freePort();
    const baseline = await spawnAndWait(
      ['--import', 'tsx', join(root, 'bench', 'baseline-server.ts'), capturesFile, String(baselinePort)],
      process.env,
      `http://127.0.0.1:${baselinePort}`,
      targets[0] ?? '/',
    );
    processes.push(baseline);

    const rows = [['measure', 'Pitwall', 'baseline', 'ratio']];
    rows.push([`snapshot load into empty PGlite (${int(snapshot.rows)} rows)`, s(snapshot.loadMs), '', '']);
    rows.push(['  (migrate before it)', s(snapshot.migrateMs), '', '']);
    rows.push(['cold start to first page', s(cold.ms), '', '']);
    rows.push(['warm start to first page', s(warm.ms), '', '']);
    for (const path of targets) {
      const bytes = Buffer.from(captures[path]?.body ?? '', 'base64').length;
      console.log(`Load test ${path} (${int(bytes)} bytes): Pitwall, then baseline…`);
      const ours = await measureThroughput(warm.url + path);
      const theirs = await measureThroughput(baseline.url + path);
      rows.push([`${path} requests/s`, int(ours.rps), int(theirs.rps), (ours.rps / theirs.rps).toFixed(2)]);
      rows.push([`${path} p99 latency`, `${ours.p99} ms`, `${theirs.p99} ms`, '']);
    }
    console.log(
      `\nPitwall bench — ${connections} connections, ${seconds} s per run after ${warmupSeconds} s warm-up, ` +
        `127.0.0.1, PITWALL_NOW=${now}, Node ${process.version}\n`,
    );
    console.log(formatTable(rows));

    console.log('\nLighthouse (performance, mobile profile) and first-load JavaScript per page…');
    const pageRows = [['page', 'Lighthouse', 'scripts', 'JS', 'JS gzip']];
    for (const page of await measurePages(warm.url)) {
      pageRows.push([
        page.path,
        page.score === null ? 'n/a' : String(page.score),
        String(page.scripts),
        `${(page.jsBytes / 1024).toFixed(1)} KB`,
        `${(page.jsGzipBytes / 1024).toFixed(1)} KB`,
      ]);
    }
    console.log(`\n${formatTable(pageRows)}`);
  } finally {
    await Promise.all(processes.map((proc) => proc.stop()));
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
