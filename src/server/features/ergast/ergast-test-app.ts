import { createApp } from '#server/app.ts';
import { createClock } from '#server/clock.ts';
import type { Database } from '#server/db/client.ts';
import { parseEnv } from '#server/env.ts';
import { createLogger } from '#server/log.ts';
import { createServices } from '#server/services.ts';
import { unlimitedErgast } from '#server/testing/test-app.ts';

/** Jolpica's test server answers from this origin; ours does too in the tests, so URLs compare whole. */
export const testPublicUrl = 'http://testserver/ergast';

/** The app over a loaded test database, its clock frozen at `now`. */
export function ergastTestApp(database: Database, now = '2025-12-20T12:00:00Z') {
  const services = createServices({
    env: parseEnv({ NODE_ENV: 'test', PUBLIC_URL: testPublicUrl, LOG_LEVEL: 'silent', ...unlimitedErgast }),
    clock: createClock(now),
    log: createLogger('silent'),
    database,
    events: 'process',
  });
  return { app: createApp({ services }), services };
}

/** An Ergast response body, loosely typed for tests that walk it. */
export type MRData = {
  MRData: Record<string, unknown> & { total: string; limit: string; offset: string; url: string };
};
