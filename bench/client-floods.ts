// `npm run bench -- --client-floods`: what one client asking for what no cache holds does to every
// other visitor. Fifty connections from one client address (through a trusted proxy) ask for pages
// with a new junk parameter each request, or pages of a new season each request (each a render),
// or twenty connections ask one fan's calendar feed again and again, while another client asks
// /api/health and a page the anonymous-answer cache keeps (/) over one connection each; their p50 and p99 go
// against the target (p99 under 100 ms). Each case runs on embedded PGlite and, with
// `-- --postgres`, on a fresh database of the PostgreSQL server of PITWALL_TEST_DATABASE_URL too.
import autocannon from 'autocannon';
import pg from 'pg';
import { type FloodFigures, floodFigures } from './f1-flood.ts';

/** The target: /api/health and a kept page keep a p99 under this while one client floods. */
export const clientFloodTargetP99Ms = 100;

/** Pages each visitor sees alike; the season is what they read of the query. */
const seasonPages = ['/drivers?season=', '/teams?season=', '/f1-history/'];
const seasons = Array.from({ length: 2025 - 1950 + 1 }, (_, i) => 1950 + i);

export type ClientFloodCase = {
  name: string;
  connections: number;
  /** The n-th flooding request's path; `feed` is the calendar feed's path. */
  path: (n: number, feed: string) => string;
};

export const clientFloodCases: ClientFloodCase[] = [
  {
    name: 'pages, a new junk parameter each',
    connections: 50,
    path: (n) => {
      const page = seasonPages[n % seasonPages.length] ?? '/drivers?season=';
      return `${page}1987${page.includes('?') ? '&' : '?'}r=${n}`;
    },
  },
  {
    name: 'pages, a new season each',
    connections: 50,
    path: (n) =>
      `${seasonPages[n % seasonPages.length]}${seasons[Math.floor(n / seasonPages.length) % seasons.length]}`,
  },
  { name: 'one calendar feed', connections: 20, path: (_n, feed) => feed },
];

const flooder = '10.1.0.1';
const visitor = '10.2.0.1';

export async function measureClientFlood(
  url: string,
  floodCase: ClientFloodCase,
  feedPath: string,
  seconds: number,
): Promise<FloodFigures> {
  let next = 0;
  const headers = { 'accept-encoding': 'gzip, deflate, br' };
  const flood = autocannon({
    url,
    connections: floodCase.connections,
    duration: seconds,
    headers: { ...headers, 'x-forwarded-for': flooder },
    requests: [
      { method: 'GET', setupRequest: (request) => ({ ...request, path: floodCase.path(next++, feedPath) }) },
    ],
  });
  const watch = (path: string) =>
    autocannon({
      url: url + path,
      connections: 1,
      duration: seconds,
      headers: { ...headers, 'x-forwarded-for': visitor },
    });
  // Each watched path answered once first, so the figures are of the flood, not of a cold start.
  for (const path of ['/api/health', '/']) {
    const response = await fetch(url + path, { headers: { 'x-forwarded-for': visitor } });
    await response.arrayBuffer();
  }
  const [flooded, ...watched] = await Promise.all([flood, watch('/api/health'), watch('/')]);
  return floodFigures(flooded, watched);
}

/**
 * A database of its own on the PostgreSQL server of PITWALL_TEST_DATABASE_URL, for one server
 * start (it migrates and loads it as a fresh install does): its URL, and how to drop it.
 */
export async function freshPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = new URL(process.env.PITWALL_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
  const name = `pitwall_bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: base.href });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: async () => {
      const client = new pg.Client({ connectionString: base.href });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
