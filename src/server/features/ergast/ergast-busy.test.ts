import { Agent, get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { createTestApp } from '#server/testing/test-app.ts';
import { openTestDatabase } from '#server/testing/test-database.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** Pages of every season's results no one has asked for yet: each is work, not a kept answer. */
function newPages(app: ReturnType<typeof createTestApp>['app'], count: number, from: number) {
  return Array.from({ length: count }, (_, index) =>
    app.request(`/f1/results.json?limit=5&offset=${from + index}`),
  );
}

/** The queue of costly answers' length in these tests (ADMISSION_QUEUE_LENGTH). */
const queueLength = 100;

describe('/f1 in the queue of costly answers', () => {
  it('answers a page view before the /f1 requests that arrived ahead of it', async () => {
    const { app } = createTestApp(database);
    const server = await new Promise<ServerType>((resolve) => {
      const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    });
    const { port } = server.address() as AddressInfo;
    // Each on a connection of its own, as many clients would ask, opened beforehand so that the
    // requests below reach the server together.
    const agent = new Agent({ keepAlive: true, maxSockets: 21 });
    const order: string[] = [];
    const ask = (name: string, path: string) =>
      new Promise<void>((resolve, reject) => {
        get({ host: '127.0.0.1', port, path, agent }, (response) => {
          response.resume();
          response.on('end', () => {
            order.push(`${name} ${response.statusCode}`);
            resolve();
          });
        }).on('error', reject);
      });
    try {
      // The kept race data every table below is cut from, loaded once.
      await ask('warm', '/f1/grid/1/results.json?limit=1');
      await Promise.all(Array.from({ length: 21 }, () => ask('connect', '/api/health')));
      order.length = 0;
      // New filters over every season: each a table of its own to build, the costliest /f1 request.
      const flood = Array.from({ length: 20 }, (_, index) =>
        ask('f1', `/f1/grid/${index + 2}/status/1/results.json?limit=5`),
      );
      const health = ask('health', '/api/health');
      await Promise.all([...flood, health]);
      expect(order.filter((name) => name === 'f1 200')).toHaveLength(20);
      // Read while the /f1 answers wait their turn: at most the few under way are sent before it.
      expect(order.indexOf('health 200')).toBeLessThan(5);
    } finally {
      agent.destroy();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('answers 503 with Retry-After once the queue is full, and serves again when it has room', async () => {
    const { app } = createTestApp(database, { env: { ADMISSION_QUEUE_LENGTH: String(queueLength) } });
    const answers = await Promise.all(newPages(app, queueLength + 20, 5000));
    const statuses = answers.map((response) => response.status);
    // The full queue, and the few started while the requests were still arriving, are answered.
    const served = statuses.filter((status) => status === 200).length;
    expect(served).toBeGreaterThanOrEqual(queueLength);
    expect(statuses.filter((status) => status === 503)).toHaveLength(queueLength + 20 - served);
    expect(served).toBeLessThan(queueLength + 20);
    const busy = answers.find((response) => response.status === 503);
    expect(busy?.headers.get('retry-after')).toBe('1');
    expect(await busy?.json()).toEqual({
      detail: 'The server is busy. Expected available in 1 second.',
      error: { code: 'busy', message: 'The results API is busy. Please try again in a moment.' },
    });
    await Promise.all(
      answers.filter((response) => response !== busy).map((response) => response.arrayBuffer()),
    );
    const later = await app.request('/f1/results.json?limit=5&offset=9000');
    expect(later.status).toBe(200);
  });
});
