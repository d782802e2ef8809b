// `npm run bench -- --instances`: signed-in pages on PostgreSQL with one instance and with two
// (`INSTANCES=2`, Node's cluster on one port): requests/s, p99 and the CPU of every process per
// request, and the target: two instances serve at least 1.6 times the signed-in requests of one.
import { join } from 'node:path';
import autocannon from 'autocannon';
import { childProcesses } from '../../src/server/testing/server-process.ts';
import { createPostgresCopy } from '../../src/server/testing/test-database.ts';
import {
  acceptEncoding,
  cpu,
  cpuMs,
  formatTable,
  int,
  latency,
  type ModeContext,
  seconds,
  signedInCookie,
  startPitwall,
  unlimitedClient,
  warmupSeconds,
} from '../common.ts';

const pages = ['/', '/schedule'];
const connections = 50;
/** The target: two instances' signed-in requests/s over one's. */
const targetRatio = 1.6;

/** CPU time (ms) of `pid` and its instances. */
const clusterCpuMs = (pid: number) =>
  [pid, ...childProcesses(pid)].reduce((sum, process) => sum + (cpuMs(process) ?? 0), 0);

export async function run({ work }: ModeContext) {
  // A database of the test server (PITWALL_TEST_DATABASE_URL) with the race data loaded, dropped after.
  const database = await createPostgresCopy();
  const rows = [['instances', 'signed-in page', 'connections', 'req/s', 'p50', 'p99', 'CPU/req', 'failed']];
  const throughput = new Map<number, number>();
  try {
    for (const instances of [1, 2]) {
      const dataDir = join(work, `instances-${instances}`);
      const server = await startPitwall(dataDir, {
        ...unlimitedClient,
        DATABASE_URL: database.url,
        INSTANCES: String(instances),
      });
      const pid = server.child.pid as number;
      const headers = {
        'accept-encoding': acceptEncoding,
        cookie: await signedInCookie(server.url, dataDir),
      };
      let total = 0;
      for (const path of pages) {
        console.log(
          `${instances} instance${instances > 1 ? 's' : ''}: ${path} signed in, ${connections} connections…`,
        );
        const url = server.url + path;
        await autocannon({ url, connections, duration: warmupSeconds, headers });
        const before = clusterCpuMs(pid);
        const result = await autocannon({ url, connections, duration: seconds, headers });
        const used = clusterCpuMs(pid) - before;
        total += result.requests.average;
        rows.push([
          String(instances),
          path,
          String(connections),
          int(result.requests.average),
          latency(result.latency.p50),
          latency(result.latency.p99),
          cpu(result.requests.total > 0 ? used / result.requests.total : undefined),
          String(result.errors + result.timeouts + result.non2xx),
        ]);
      }
      throughput.set(instances, total / pages.length);
      await server.stop();
    }
  } finally {
    await database.drop();
  }
  console.log(
    `\nOne and two instances on PostgreSQL — ${seconds} s per run after ${warmupSeconds} s warm-up\n`,
  );
  console.log(formatTable(rows));
  const ratio = (throughput.get(2) ?? 0) / (throughput.get(1) ?? 1);
  console.log(
    `\nTarget two instances ≥ ${targetRatio}× one (signed-in req/s, mean of the pages): ` +
      `${ratio >= targetRatio ? 'MET' : 'NOT MET'} — ${ratio.toFixed(2)}×`,
  );
}
