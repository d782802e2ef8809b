// `npm run bench -- --f1-flood`: /api/health and / while /f1 is flooded with uncached pages
// (bench/f1-flood.ts), one server start per case.
import { join } from 'node:path';
import { formatTable, int, latency, type ModeContext, now, seconds, startPitwall } from '../common.ts';
import {
  type FloodFigures,
  floodCases,
  floodConnections,
  floodTargetP50Ms,
  measureFlood,
} from '../f1-flood.ts';

/** A flood case's rows of the table: `lead` (its name) and the flood's figures on the first. */
export function floodRows(lead: string[], figures: FloodFigures): string[][] {
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

export async function run({ work }: ModeContext) {
  const dataDir = join(work, 'server');
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
