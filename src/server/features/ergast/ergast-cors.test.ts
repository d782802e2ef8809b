import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { createTestApp } from '#server/testing/test-app.ts';
import { openTestDatabase } from '#server/testing/test-database.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

it('lets pages on other sites read the results API', async () => {
  const { app } = createTestApp(database);
  const response = await app.request('/f1/2025/24/results.json', {
    headers: { Origin: 'https://example.org' },
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('access-control-allow-origin')).toBe('*');
  expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  expect(response.headers.get('access-control-expose-headers')).toBe('ETag');
});

it('answers a browser’s preflight for a cross-site read with its own headers', async () => {
  const { app } = createTestApp(database);
  const preflight = await app.request('/f1/2025/24/results.json', {
    method: 'OPTIONS',
    headers: {
      Origin: 'https://example.org',
      'Access-Control-Request-Method': 'GET',
      'Access-Control-Request-Headers': 'if-none-match',
    },
  });
  expect(preflight.status).toBe(204);
  expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
  expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, HEAD');
  expect(preflight.headers.get('access-control-allow-headers')).toBe('if-none-match');
  expect(preflight.headers.get('access-control-max-age')).toBe('86400');
});

it('answers no preflight for the site’s own API', async () => {
  const { app } = createTestApp(database);
  const preflight = await app.request('/api/standings/2025/drivers', {
    method: 'OPTIONS',
    headers: { Origin: 'https://example.org', 'Access-Control-Request-Method': 'GET' },
  });
  expect(preflight.status).toBeGreaterThanOrEqual(400);
  expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  expect(preflight.headers.get('access-control-allow-methods')).toBeNull();
});

it('keeps the site’s own API same-origin', async () => {
  const { app } = createTestApp(database);
  const response = await app.request('/api/health');
  expect(response.headers.get('access-control-allow-origin')).toBeNull();
  expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
});

it('sends an answer kept for visitors without cookies with every header the first one had, and its own request id', async () => {
  const { app } = createTestApp(database);
  const first = await app.request('/f1/2024/1/qualifying.json');
  const again = await app.request('/f1/2024/1/qualifying.json');
  expect(first.headers.get('x-cache')).toBe('MISS');
  expect(again.headers.get('x-cache')).toBe('HIT');
  for (const name of [
    'access-control-allow-origin',
    'cross-origin-resource-policy',
    'content-security-policy',
    'x-content-type-options',
    'referrer-policy',
    'cache-control',
    'content-type',
    'etag',
  ]) {
    expect(again.headers.get(name), name).toBeTruthy();
    expect(again.headers.get(name), name).toBe(first.headers.get(name));
  }
  expect(again.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
  expect(await again.text()).toBe(await first.text());
});
