// `npm run bench -- --signed-in`: signed-in pages (the home page, and pages every visitor sees alike
// but for the account menu): requests/s, p50 and p99 at 10 and at 50 connections, and the target:
// signed-in p99 under 150 ms at 10 connections.
import { join } from 'node:path';
import autocannon from 'autocannon';
import {
  acceptEncoding,
  benchAccountName,
  cpu,
  formatTable,
  int,
  latency,
  load,
  type ModeContext,
  now,
  type Proc,
  seconds,
  signedInCookie,
  startPitwall,
  unlimitedClient,
  warmupSeconds,
} from '../common.ts';

/**
 * Signed-in pages measured at each of `signedInConnections`: the home page (its favourite cards are
 * the visitor's), and pages every visitor sees alike but for the account menu: the schedule, a
 * driver's page and the meeting just run at the bench's clock.
 */
const signedInPages = ['/', '/schedule', '/drivers/NOR', '/schedule/2025/austrian-grand-prix'];
const signedInConnections = [10, 50];
/** The target: signed-in pages answer with a p99 under 150 ms at 10 connections. */
/** The target: a signed-in render costs at most 4 ms of the server's CPU. */
const cpuTargetMs = 4;
const signedInTarget = { connections: 10, p99Ms: 150 };

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
export async function printSignedIn(server: Proc, cookie: string) {
  const headers = { 'accept-encoding': acceptEncoding, cookie };
  const rows = [['signed-in page', 'connections', 'req/s', 'p50', 'p99', 'CPU/req', 'peak RSS']];
  const atTarget: { path: string; p99: number }[] = [];
  const cpuPerRender = new Map<string, number>();
  for (const path of signedInPages) {
    await checkSignedIn(server.url + path, cookie);
    for (const clients of signedInConnections) {
      console.log(`Load test ${path} signed in, ${clients} connections…`);
      await load(server.url + path, warmupSeconds, headers, undefined, clients);
      const result = await load(server.url + path, seconds, headers, server.child.pid, clients);
      if (clients === signedInTarget.connections) atTarget.push({ path, p99: result.p99 });
      if (result.cpuPerRequest !== undefined)
        cpuPerRender.set(
          path,
          Math.min(cpuPerRender.get(path) ?? Number.POSITIVE_INFINITY, result.cpuPerRequest),
        );
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
  const cpuMet = [...cpuPerRender.values()].every((ms) => ms <= cpuTargetMs);
  console.log(
    `Target CPU per signed-in render ≤ ${cpuTargetMs} ms (the lower of the two runs): ` +
      `${cpuMet ? 'MET' : 'NOT MET'} — ${[...cpuPerRender].map(([path, ms]) => `${path} ${cpu(ms)}`).join(', ')}`,
  );
}

/** The page whose render costs most: the overload runs load it. */
const overloadPage = '/schedule';

/**
 * Overload, on `overloadPage` signed in: at 50 connections, what an anonymous (kept) page and
 * /api/health cost another client meanwhile; at 200, beyond the queue of costly answers, how many
 * are told the site is busy (503) and that none is lost (errors, timeouts).
 */
export async function printOverload(server: Proc, cookie: string) {
  // Two clients, as the server tells them apart behind a trusted proxy (127.0.0.1): the signed-in
  // load's and the other visitor's.
  const signedIn = { 'accept-encoding': acceptEncoding, cookie, 'x-forwarded-for': '10.20.0.1' };
  const anonymous = { 'accept-encoding': acceptEncoding, 'x-forwarded-for': '10.20.0.2' };
  const url = server.url + overloadPage;
  console.log(
    `Overload: ${overloadPage} signed in at 50 connections, with an anonymous page and /api/health beside it…`,
  );
  await load(url, warmupSeconds, signedIn, undefined, 50);
  const [, page, health] = await Promise.all([
    autocannon({ url, connections: 50, duration: seconds, headers: signedIn }),
    autocannon({ url: `${server.url}/drivers`, connections: 2, duration: seconds, headers: anonymous }),
    autocannon({ url: `${server.url}/api/health`, connections: 1, duration: seconds }),
  ]);
  console.log(`Overload: ${overloadPage} signed in at 200 connections…`);
  const flood = await autocannon({ url, connections: 200, duration: seconds, headers: signedIn });
  const rows = [
    [`while 50 signed-in connections load ${overloadPage}`, 'req/s', 'p50', 'p99', 'failed'],
    [
      'anonymous /drivers (2 connections)',
      int(page.requests.average),
      latency(page.latency.p50),
      latency(page.latency.p99),
      String(page.errors + page.timeouts + page.non2xx),
    ],
    [
      '/api/health (1 connection)',
      int(health.requests.average),
      latency(health.latency.p50),
      latency(health.latency.p99),
      String(health.errors + health.timeouts + health.non2xx),
    ],
  ];
  console.log(`\nOverload — ${seconds} s per run\n`);
  console.log(formatTable(rows));
  const busy = flood.statusCodeStats?.['503']?.count ?? 0;
  console.log(
    `\n200 connections on ${overloadPage} signed in: ${int(flood.requests.average)} req/s, ` +
      `${flood['2xx']} answered 200 (p99 ${latency(flood.latency.p99)}), ${busy} told the site is busy (503), ` +
      `${flood.non2xx - busy} other non-2xx, ${flood.errors} connection errors, ${flood.timeouts} timeouts`,
  );
}

export async function run({ work }: ModeContext) {
  const dataDir = join(work, 'server');
  const server = await startPitwall(dataDir, { ...unlimitedClient, TRUSTED_PROXIES: '127.0.0.1' });
  const cookie = await signedInCookie(server.url, dataDir);
  await printSignedIn(server, cookie);
  await printOverload(server, cookie);
}
