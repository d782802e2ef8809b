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

it('keeps the site’s own API same-origin', async () => {
  const { app } = createTestApp(database);
  const response = await app.request('/api/health');
  expect(response.headers.get('access-control-allow-origin')).toBeNull();
  expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
});
