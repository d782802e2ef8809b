import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { stopGracefully } from './graceful-stop.ts';

describe('stopping gracefully', () => {
  it('lets a request in flight finish before closing what it writes to', async () => {
    const events: string[] = [];
    let release: () => void = () => {};
    let started: () => void = () => {};
    const requestStarted = new Promise<void>((resolve) => {
      started = resolve;
    });
    const app = new Hono().post('/slow', async (c) => {
      started();
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      events.push('write acknowledged');
      return c.text('saved');
    });
    const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    });
    const { port } = server.address() as AddressInfo;
    const answer = fetch(`http://127.0.0.1:${port}/slow`, { method: 'POST' });
    await requestStarted;

    const stopped = stopGracefully(server, 60_000, async () => {
      events.push('database closed');
    });
    // New connections are refused at once.
    await expect(fetch(`http://127.0.0.1:${port}/slow`, { method: 'POST' })).rejects.toThrow();
    release();
    const response = await answer;
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('saved');
    await stopped;
    expect(events).toEqual(['write acknowledged', 'database closed']);
  });

  it('does not wait past its limit for a request that never ends', async () => {
    const app = new Hono().get('/stream', () => new Response(new ReadableStream({ start() {} })));
    const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    });
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/stream`);
    let closed = false;
    await stopGracefully(server, 200, async () => {
      closed = true;
    });
    expect(closed).toBe(true);
    await response.body?.cancel().catch(() => {});
    if ('closeAllConnections' in server) server.closeAllConnections();
  });
});
