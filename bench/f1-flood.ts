// `npm run bench -- --f1-flood`: what a flood of /f1 pages does to the rest of the site. 50
// connections ask /f1/results.json for page after page (a new offset each request, so each misses
// the answer cache) while one connection each asks /api/health and / as another visitor would;
// their p50 and p99 go against the target (p50 under 50 ms). bench/modes/f1-flood.ts starts the
// server once per case: the /f1 limits raised (no limit), Jolpica's limits with the flood from one
// client, the same limits behind a trusted proxy with the flood from 50 client addresses, and those
// 50 asking a new filter each request (a table not built yet) instead of a new offset.
import autocannon from 'autocannon';

export const floodConnections = 50;
/** The target: /api/health and / keep a p50 under this while /f1 is flooded. */
export const floodTargetP50Ms = 50;

export type FloodCase = {
  name: string;
  /** Server environment for this case. */
  env: Record<string, string>;
  /** Each flooding connection says it is a different client (through the trusted proxy). */
  clientPerConnection: boolean;
  /** The n-th flooding request's path. */
  path: (n: number) => string;
};

/** Page after page of every season's results: a new offset each request. */
const newOffset = (n: number) => `/f1/results.json?limit=100&offset=${n}`;
/**
 * A new filter each request (grid place and status over every season): each is a table not built
 * yet, the costliest request a client can make.
 */
const newFilter = (n: number) => `/f1/grid/${n % 34}/status/${1 + Math.floor(n / 34)}/results.json`;

export const floodCases: FloodCase[] = [
  {
    name: 'no /f1 limit (limits raised)',
    env: { ERGAST_BURST_RATE_LIMIT: '1000000/1', ERGAST_HOURLY_RATE_LIMIT: '1000000/1' },
    clientPerConnection: false,
    path: newOffset,
  },
  { name: 'default limits, one client', env: {}, clientPerConnection: false, path: newOffset },
  {
    name: 'default limits, 50 clients via proxy',
    env: { TRUSTED_PROXIES: '127.0.0.1' },
    clientPerConnection: true,
    path: newOffset,
  },
  {
    name: 'default limits, 50 clients, new filters',
    env: { TRUSTED_PROXIES: '127.0.0.1' },
    clientPerConnection: true,
    path: newFilter,
  },
];

export type FloodFigures = {
  flood: { rps: number; ok: number; refused: number };
  watched: { path: string; p50: number; p99: number; requests: number; failed: number }[];
};

/** Floods /f1 for `seconds` from `floodConnections` connections while /api/health and / are timed. */
export async function measureFlood(
  url: string,
  floodCase: FloodCase,
  seconds: number,
): Promise<FloodFigures> {
  let next = 0;
  let connection = 0;
  const flood = () =>
    autocannon({
      url,
      connections: floodConnections,
      duration: seconds,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
      setupClient: (client) => {
        connection += 1;
        if (floodCase.clientPerConnection) {
          client.setHeaders({
            'accept-encoding': 'gzip, deflate, br',
            'x-forwarded-for': `10.1.0.${connection}`,
          });
        }
      },
      requests: [
        {
          method: 'GET',
          setupRequest: (request) => ({ ...request, path: floodCase.path(next++) }),
        },
      ],
    });
  const watch = (path: string) =>
    autocannon({
      url: url + path,
      connections: 1,
      duration: seconds,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
  // Each path answered once first, so the figures are of the flood, not of a cold start.
  for (const path of ['/api/health', '/', '/f1/results.json?limit=1']) {
    const response = await fetch(url + path, { headers: { 'x-forwarded-for': '10.2.0.1' } });
    await response.arrayBuffer();
  }
  const [flooded, ...watched] = await Promise.all([flood(), watch('/api/health'), watch('/')]);
  return floodFigures(flooded, watched);
}

/** The flood's own figures, and those of /api/health and / (in that order) timed beside it. */
export function floodFigures(flooded: autocannon.Result, watched: autocannon.Result[]): FloodFigures {
  return {
    flood: { rps: flooded.requests.average, ok: flooded['2xx'], refused: flooded['4xx'] },
    watched: watched.map((result, index) => ({
      path: index === 0 ? '/api/health' : '/',
      p50: result.latency.p50,
      p99: result.latency.p99,
      requests: result.requests.total,
      failed: result.errors + result.timeouts + result.non2xx,
    })),
  };
}
