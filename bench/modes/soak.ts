// `npm run bench -- --soak`: ten minutes of 50 signed-in connections over the main pages, the
// server's resident memory sampled each minute, and the target: RSS at the end within 20 % of RSS
// after the first minute (memory that levels off, not memory that grows with every request).
import { join } from 'node:path';
import autocannon from 'autocannon';
import {
  acceptEncoding,
  formatTable,
  int,
  latency,
  type ModeContext,
  rssBytes,
  signedInCookie,
  startPitwall,
} from '../common.ts';

const minutes = 10;
const connections = 50;
/** The pages the load goes round, each request the next. */
const pages = ['/', '/schedule', '/drivers/NOR', '/teams', '/schedule/2025/austrian-grand-prix'];
/** The target: RSS at the end at most this much above RSS after the first minute. */
const targetGrowth = 0.2;

export async function run({ work }: ModeContext) {
  const dataDir = join(work, 'soak');
  const server = await startPitwall(dataDir);
  const pid = server.child.pid as number;
  const headers = { 'accept-encoding': acceptEncoding, cookie: await signedInCookie(server.url, dataDir) };
  const rows = [['minute', 'req/s', 'p50', 'p99', 'failed', 'RSS']];
  const rss: number[] = [];
  console.log(`Soak: ${connections} signed-in connections for ${minutes} minutes over ${pages.join(', ')}…`);
  for (let minute = 1; minute <= minutes; minute += 1) {
    const result = await autocannon({
      url: server.url,
      connections,
      duration: 60,
      requests: pages.map((path) => ({ method: 'GET', path, headers })),
    });
    rss.push(rssBytes(pid) / (1024 * 1024));
    rows.push([
      String(minute),
      int(result.requests.average),
      latency(result.latency.p50),
      latency(result.latency.p99),
      String(result.errors + result.timeouts + result.non2xx),
      `${Math.round(rss.at(-1) ?? 0)} MB`,
    ]);
    console.log(
      `  minute ${minute}: ${int(result.requests.average)} req/s, RSS ${Math.round(rss.at(-1) ?? 0)} MB`,
    );
  }
  await server.stop();
  console.log(`\nSoak — ${connections} signed-in connections, one row a minute\n`);
  console.log(formatTable(rows));
  const first = rss[0] ?? 0;
  const last = rss.at(-1) ?? 0;
  const growth = first > 0 ? last / first - 1 : Number.NaN;
  console.log(
    `\nTarget RSS after ${minutes} minutes within ${targetGrowth * 100} % of RSS after the first: ` +
      `${growth <= targetGrowth ? 'MET' : 'NOT MET'} — ${Math.round(first)} MB → ${Math.round(last)} MB ` +
      `(${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)} %)`,
  );
}
