import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { createTestApp } from '#server/testing/test-app.ts';
import { openTestDatabase } from '#server/testing/test-database.ts';

// Live-timing streams over real connections: each client address may keep
// LIVE_STREAM_MAX_PER_CLIENT open, the instance LIVE_STREAM_MAX_CLIENTS in all; a stream that closes
// gives its place back.

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

/** The app on a free port of 127.0.0.1, a trusted proxy so a test can speak for several clients. */
async function startServer(env: Record<string, string>) {
  const { app } = createTestApp(database, { env: { TRUSTED_PROXIES: '127.0.0.1', ...env } });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  const opened: AbortController[] = [];
  return {
    /** Opens a stream as `client`; a 200 is read until its first event, so it is surely open. */
    open: async (client: string) => {
      const abort = new AbortController();
      opened.push(abort);
      const response = await fetch(`http://127.0.0.1:${port}/api/live/stream`, {
        headers: { 'x-forwarded-for': client },
        signal: abort.signal,
      });
      if (response.status === 200) await response.body?.getReader().read();
      return { response, close: () => abort.abort() };
    },
    close: async () => {
      for (const abort of opened) abort.abort();
      if ('closeAllConnections' in server) server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

describe('live stream limits', () => {
  it('a client past LIVE_STREAM_MAX_PER_CLIENT gets 429 with Retry-After; closing one lets it in again', async () => {
    const server = await startServer({ LIVE_STREAM_MAX_PER_CLIENT: '2', LIVE_STREAM_MAX_CLIENTS: '100' });
    try {
      const first = await server.open('203.0.113.1');
      const second = await server.open('203.0.113.1');
      expect([first.response.status, second.response.status]).toEqual([200, 200]);
      const refused = await server.open('203.0.113.1');
      expect(refused.response.status).toBe(429);
      expect(Number(refused.response.headers.get('retry-after'))).toBeGreaterThan(0);
      // Another client is not held back.
      expect((await server.open('203.0.113.2')).response.status).toBe(200);

      first.close();
      await expect.poll(async () => (await server.open('203.0.113.1')).response.status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('past LIVE_STREAM_MAX_CLIENTS in all, 503 with Retry-After, whichever the client', async () => {
    const server = await startServer({ LIVE_STREAM_MAX_PER_CLIENT: '10', LIVE_STREAM_MAX_CLIENTS: '3' });
    try {
      const streams = [];
      for (const client of ['203.0.113.11', '203.0.113.12', '203.0.113.13']) {
        streams.push(await server.open(client));
      }
      expect(streams.map((stream) => stream.response.status)).toEqual([200, 200, 200]);
      const refused = await server.open('203.0.113.14');
      expect(refused.response.status).toBe(503);
      expect(Number(refused.response.headers.get('retry-after'))).toBeGreaterThan(0);

      streams[0]?.close();
      await expect.poll(async () => (await server.open('203.0.113.14')).response.status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
