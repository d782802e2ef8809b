import { type AddressInfo, connect, type Socket } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { createTestApp } from '#server/testing/test-app.ts';
import { openTestDatabase } from '#server/testing/test-database.ts';
import type { LiveTimingState } from '#shared/live-timing.ts';
import { upsertLiveState } from './live.queries.ts';
import { liveHub } from './live-hub.ts';

// Live-timing streams over real connections: each client address may keep
// LIVE_STREAM_MAX_PER_CLIENT open, the instance LIVE_STREAM_MAX_CLIENTS in all; a stream that closes
// gives its place back. A viewer that stops reading is dropped once what waits for it passes the
// hub's bound, and the others keep getting every update.

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

/** The app on a free port of 127.0.0.1, a trusted proxy so a test can speak for several clients. */
async function startServer(env: Record<string, string>, now?: string) {
  const { app, services } = createTestApp(database, { now, env: { TRUSTED_PROXIES: '127.0.0.1', ...env } });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  const opened: AbortController[] = [];
  /** The server's end of each connection, by the client's port. */
  const connections = new Map<number, Socket>();
  server.on('connection', (socket: Socket) => {
    if (socket.remotePort) connections.set(socket.remotePort, socket);
  });
  return {
    services,
    port,
    connections,
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

  it('a viewer that stops reading is dropped past its buffer, and the one that reads gets every update', async () => {
    // The British Grand Prix half an hour in, with a source configured: the stream sends its state.
    const server = await startServer(
      {
        LIVE_STREAM_MAX_PER_CLIENT: '1',
        LIVE_STREAM_MAX_CLIENTS: '100',
        LIVE_TIMING_SOURCE: 'openf1',
        LIVE_TIMING_URL: 'http://127.0.0.1:9/',
      },
      '2025-07-06T14:30:00Z',
    );
    const hub = liveHub(server.services);
    const slowClient = '203.0.113.21';
    // A raw connection that asks for the stream and then never reads: once the kernel's buffers are
    // full, whatever the server sends it waits in the server.
    const slow = connect(server.port, '127.0.0.1');
    slow.on('error', () => {});
    try {
      slow.write(
        `GET /api/live/stream HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Forwarded-For: ${slowClient}\r\n\r\n`,
      );
      await vi.waitFor(() => expect(hub.clients.size).toBe(1), { timeout: 10_000 });
      // Its address has used its one place.
      expect((await server.open(slowClient)).response.status).toBe(429);

      const reader = await readTiming(server.port);
      await vi.waitFor(() => expect(reader.versions).toHaveLength(1), { timeout: 10_000 });
      expect(hub.clients.size).toBe(2);

      // Updates of about 64 KiB, one at a time, each waited for by the reading viewer, until the
      // hub lets the other one go; at most 400 (25 MiB, far more than the kernel's buffers and the
      // hub's bound hold).
      const limit = 400;
      let published = 0;
      while (published < limit && hub.clients.size > 1) {
        published += 1;
        await publish(server.services, published);
        await vi.waitFor(() => expect(reader.versions.at(-1)).toBe(published), {
          timeout: 10_000,
          interval: 5,
        });
      }
      expect(hub.clients.size).toBe(1);
      expect(reader.versions.slice(1)).toEqual(Array.from({ length: published }, (_, n) => n + 1));
      // The slow viewer's place is free again, and the server has closed its connection, with
      // what it held for it, though the viewer never read.
      expect((await server.open(slowClient)).response.status).toBe(200);
      expect(server.connections.get(slow.localPort ?? 0)?.destroyed).toBe(true);
      reader.close();
    } finally {
      slow.destroy();
      await server.close();
    }
  });
});

const sessionKey = '2025-12-race';
const updateBytes = 64 * 1024;

/** Stores a new live state of about `updateBytes` and tells the instance, as a poller does. */
async function publish(services: ReturnType<typeof createTestApp>['services'], version: number) {
  const updatedAt = new Date(Date.parse('2025-07-06T14:30:00Z') + version * 1000).toISOString();
  const state: LiveTimingState = {
    sessionKey: 9947,
    sessionName: 'Race',
    version,
    updatedAt,
    cursors: {},
    cars: [],
    pitStops: [],
    raceControl: [
      {
        date: updatedAt,
        category: 'Other',
        flag: null,
        message: `${version} `.padEnd(updateBytes, 'x'),
        lap: null,
      },
    ],
  };
  await upsertLiveState(services.db, sessionKey, new Date(updatedAt), state);
  await services.events.publish({ type: 'live.changed', session: sessionKey, version });
}

/** A viewer that reads the stream as it comes: the version of each `timing` event (null for none). */
async function readTiming(port: number) {
  const abort = new AbortController();
  const response = await fetch(`http://127.0.0.1:${port}/api/live/stream`, {
    headers: { 'x-forwarded-for': '203.0.113.22' },
    signal: abort.signal,
  });
  expect(response.status).toBe(200);
  const versions: (number | null)[] = [];
  void (async () => {
    let buffer = '';
    for await (const text of response.body!.pipeThrough(new TextDecoderStream())) {
      buffer += text;
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (!/^event: timing$/m.test(block)) continue;
        const timing = JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? 'null') as { version: number } | null;
        versions.push(timing?.version ?? null);
      }
    }
  })().catch(() => {});
  return { versions, close: () => abort.abort() };
}
