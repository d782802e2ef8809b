import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { createTestApp } from '../testing/test-app.ts';
import { openTestDatabase } from '../testing/test-database.ts';
import { strictTransportSecurity } from './strict-transport.ts';

// Over real HTTP, so the address the app sees is the socket's (127.0.0.1 here).
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

async function answerOf(env: Record<string, string>, headers: Record<string, string> = {}) {
  const { app } = createTestApp(database, { env });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((listening) => server.once('listening', listening));
  try {
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/api/health`, { headers });
    await response.arrayBuffer();
    return response.headers.get('strict-transport-security');
  } finally {
    await new Promise((closed) => server.close(closed));
  }
}

describe('Strict-Transport-Security', () => {
  it('is sent when the public URL is https', async () => {
    expect(await answerOf({ PUBLIC_URL: 'https://pitwall.example' })).toBe(strictTransportSecurity);
    expect(strictTransportSecurity).toBe('max-age=63072000; includeSubDomains');
  });

  it('is sent when a trusted proxy says the request came over https', async () => {
    const headers = { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7' };
    expect(await answerOf({ TRUSTED_PROXIES: '127.0.0.1' }, headers)).toBe(strictTransportSecurity);
    expect(await answerOf({ TRUSTED_PROXIES: '10.0.0.0/8, 127.0.0.0/8' }, headers)).toBe(
      strictTransportSecurity,
    );
  });

  it('is never sent over plain http, whatever an untrusted client claims', async () => {
    expect(await answerOf({})).toBeNull();
    expect(await answerOf({}, { 'x-forwarded-proto': 'https' })).toBeNull();
    expect(await answerOf({ TRUSTED_PROXIES: '10.0.0.0/8' }, { 'x-forwarded-proto': 'https' })).toBeNull();
    expect(await answerOf({ TRUSTED_PROXIES: '127.0.0.1' }, { 'x-forwarded-proto': 'http' })).toBeNull();
  });
});
