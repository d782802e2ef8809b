// `npm run bench -- --client-floods`: /api/health and a kept page while one client floods pages or a
// calendar feed (bench/client-floods.ts), on PGlite; with `--postgres` on PostgreSQL as well.
import { join } from 'node:path';
import { weekendSessionKinds } from '../../src/shared/sessions.ts';
import {
  clientFloodCases,
  clientFloodTargetP99Ms,
  freshPostgresDatabase,
  measureClientFlood,
} from '../client-floods.ts';
import { formatTable, type ModeContext, now, seconds, signedInCookie, startPitwall } from '../common.ts';
import { floodRows } from './f1-flood.ts';

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

export async function run({ work, args }: ModeContext) {
  const dataDir = join(work, 'server');
  const engines: ('PGlite' | 'PostgreSQL')[] = args.includes('--postgres')
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
