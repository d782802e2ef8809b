import { createApp } from '#server/app.ts';
import { createClock } from '#server/clock.ts';
import type { Database } from '#server/db/client.ts';
import { parseEnv } from '#server/env.ts';
import { createLogger, type Logger } from '#server/log.ts';
import { createServices } from '#server/services.ts';

type TestAppOptions = { now?: string; env?: Record<string, string>; log?: Logger };

/**
 * Tests ask /f1 far faster than Jolpica's limits allow one client, all from one address; the
 * limits' own tests set theirs through `env`.
 */
export const unlimitedErgast = {
  ERGAST_BURST_RATE_LIMIT: '1000000/1',
  ERGAST_HOURLY_RATE_LIMIT: '1000000/1',
};

/**
 * Nor do they keep to a client's page renders per second: a test renders page after page from one
 * address (the limit has its own tests, which set it through `env`).
 */
const unlimitedRenders = { PAGE_RENDER_RATE_LIMIT: '1000000/1' };

/** The whole app over a test database, its clock frozen at `now`, logging nothing unless given `log`. */
export function createTestApp(
  database: Database,
  { now = '2025-07-05T12:00:00Z', env = {}, log = createLogger('silent') }: TestAppOptions = {},
) {
  const services = createServices({
    env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...unlimitedErgast, ...unlimitedRenders, ...env }),
    clock: createClock(now),
    log,
    database,
    events: 'process',
  });
  return { app: createApp({ services }), services };
}
