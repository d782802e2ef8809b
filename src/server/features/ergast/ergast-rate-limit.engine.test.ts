import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { createLogger } from '#server/log.ts';
import { createTestApp } from '#server/testing/test-app.ts';
import { openTestDatabase } from '#server/testing/test-database.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

// Windows far longer than a test runs, so no answer depends on how fast the machine is.
const limits = { ERGAST_BURST_RATE_LIMIT: '4/60', ERGAST_HOURLY_RATE_LIMIT: '500/3600' };
const behindProxy = { ...limits, TRUSTED_PROXIES: '127.0.0.1' };

type App = ReturnType<typeof createTestApp>['app'];

/** A page of the every-season results table, asked by `client` through the trusted proxy. */
function page(app: App, client: string, offset: number) {
  return app.request(`/f1/results.json?limit=100&offset=${offset}`, {
    headers: { 'X-Forwarded-For': client },
  });
}

describe('/f1 rate limit', () => {
  it('refuses a client past its burst with a 429, Retry-After and an Ergast-style body', async () => {
    // Errors logged, so a failed answer comes with its cause.
    const { app } = createTestApp(database, { env: behindProxy, log: createLogger('error') });
    const statuses: number[] = [];
    // The body of an answer that is neither, so a failure says what went wrong.
    const unexpected: string[] = [];
    let refused: Response | undefined;
    for (let offset = 0; offset < 8; offset++) {
      const response = await page(app, '203.0.113.10', offset * 100);
      statuses.push(response.status);
      if (response.status === 429) refused ??= response;
      else if (response.status === 200) await response.arrayBuffer();
      else unexpected.push(`${response.status}: ${await response.text()}`);
    }
    expect(statuses, unexpected.join('\n')).toEqual([200, 200, 200, 200, 429, 429, 429, 429]);
    const retryAfter = Number(refused?.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused?.headers.get('cache-control')).toBe('no-store');
    expect(await refused?.json()).toEqual({
      detail: `Request was throttled. Expected available in ${retryAfter} seconds.`,
      error: { code: 'rate_limited', message: 'Too many requests. Please try again later.' },
    });

    // Another client is still served.
    const other = await page(app, '203.0.113.11', 900);
    expect(other.status).toBe(200);
  });

  it('is shared by two instances on one database', async () => {
    const first = createTestApp(database, { env: behindProxy }).app;
    const second = createTestApp(database, { env: behindProxy }).app;
    const client = '203.0.113.20';
    const statuses = [];
    for (const [offset, app] of [first, second, first, second, first, second].entries()) {
      const response = await page(app, client, offset * 100);
      statuses.push(response.status);
      await response.arrayBuffer();
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
  });

  it('refuses a client past its hour with a Retry-After of the rest of the hour', async () => {
    const { app } = createTestApp(database, {
      env: { ...behindProxy, ERGAST_BURST_RATE_LIMIT: '100/1', ERGAST_HOURLY_RATE_LIMIT: '3/3600' },
    });
    const statuses = [];
    let refused: Response | undefined;
    for (let offset = 0; offset < 4; offset++) {
      const response = await page(app, '203.0.113.30', offset * 100);
      statuses.push(response.status);
      if (response.status === 429) refused = response;
      else await response.arrayBuffer();
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(3000);
  });

  it('does not believe X-Forwarded-For from a client that is not a trusted proxy', async () => {
    const { app } = createTestApp(database, { env: limits });
    const statuses = [];
    for (let offset = 0; offset < 6; offset++) {
      // A new forged address each time: all are the one direct client.
      const response = await page(app, `198.51.100.${offset}`, offset * 100);
      statuses.push(response.status);
      await response.arrayBuffer();
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
  });
});
