import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { createTestApp } from '#server/testing/test-app.ts';
import { openTestDatabase } from '#server/testing/test-database.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const ask = (method: string, path: string) =>
  createTestApp(database, { now: '2025-12-10T12:00:00Z' }).app.request(`http://localhost:3000${path}`, {
    method,
    headers: { origin: 'http://localhost:3000' },
  });

// Routes behind a session answer 401 first, as they do to any method.
describe('a method the API does not answer at a path it has', () => {
  it.each([
    ['PUT', '/api/standings/2025/drivers', 'GET, HEAD'],
    ['DELETE', '/api/results/2025/7/race', 'GET, HEAD'],
    ['POST', '/api/news', 'GET, HEAD'],
    ['GET', '/api/votes', 'POST'],
    ['PUT', '/api/reaction-game/times', 'POST'],
  ])('%s %s is a 405 that names %s', async (method, path, allow) => {
    const response = await ask(method, path);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe(allow);
    expect(await response.json()).toEqual({
      error: { code: 'method_not_allowed', message: `${path} answers ${allow}, not ${method}` },
    });
  });

  it('leaves a path the API does not have a 404, and the methods it answers as they were', async () => {
    const missing = await ask('DELETE', '/api/no-such-thing');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({
      error: { code: 'not_found', message: 'No API route /api/no-such-thing' },
    });
    expect((await ask('GET', '/api/standings/2025/drivers')).status).toBe(200);
    expect((await ask('HEAD', '/api/standings/2025/drivers')).status).toBe(200);
  });
});
