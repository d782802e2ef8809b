// `npm run bench` with no mode flag: what one Pitwall instance does on this machine.
// - snapshot load into an empty PGlite database (in process, after migrating);
// - cold start (fresh data dir, so migrate + load) and warm start (same data dir) of the built
//   server to its first served page;
// - requests/second and p99 latency (autocannon, 50 connections, 10 s, 127.0.0.1, asking for
//   Brotli or gzip as browsers do) for a results document of the /f1 API, a /f1 query over every
//   season (answered from memory after its first request, like every /f1 answer), the home page, a
//   race-data answer of the JSON API and the home page signed in (no shared answer: a render each),
//   each next to a baseline that answers the same bytes from memory through the same server stack
//   (bench/baseline-server.ts), and their ratio; the answer's size as identity, gzip and Brotli;
//   the server's peak resident memory and its CPU time per request during the run; the signed-in
//   rate against the anonymous (for information), and the signed-in home page one request at a time
//   (the latency is then a render's own cost);
// - the signed-in pages' load figures (bench/modes/signed-in.ts);
// - every page's first-load JavaScript against the budget (bench/modes/budget.ts);
// - per main page, first-load JavaScript and Lighthouse mobile and desktop (bench/modes/pages.ts).
import { writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { join } from 'node:path';
import { freePort } from '../../src/server/testing/server-process.ts';
import type { CapturedResponse } from '../baseline-server.ts';
import {
  acceptEncoding,
  bytes,
  connections,
  cpu,
  formatTable,
  int,
  load,
  type ModeContext,
  now,
  root,
  s,
  seconds,
  signedInCookie,
  spawnAndWait,
  startPitwall,
  warmupSeconds,
} from '../common.ts';
import { measureSnapshotLoad } from '../snapshot-load.ts';
import { printBudget } from './budget.ts';
import { printPages } from './pages.ts';
import { printSignedIn } from './signed-in.ts';

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

async function measureThroughput(url: string, headers: Record<string, string>, pid?: number) {
  await load(url, warmupSeconds, headers);
  return load(url, seconds, headers, pid);
}

export async function run({ work }: ModeContext) {
  console.log('Loading the snapshot into an empty PGlite database…');
  const snapshot = await measureSnapshotLoad(join(work, 'load'));

  console.log('Cold start (fresh data dir: migrate, load, serve)…');
  const dataDir = join(work, 'server');
  const cold = await startPitwall(dataDir);
  await cold.stop();
  console.log('Warm start (same data dir)…');
  const warm = await startPitwall(dataDir);

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
}
