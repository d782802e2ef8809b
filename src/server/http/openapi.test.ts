import { describe, expect, it } from 'vitest';
import { createApp } from '#server/app.ts';
import { createClock } from '#server/clock.ts';
import type { Database } from '#server/db/client.ts';
import { parseEnv } from '#server/env.ts';
import { createLogger } from '#server/log.ts';
import { createServices } from '#server/services.ts';
import { openApiDocument } from './openapi.ts';

// Only the route table is read: no request reaches the database.
const app = createApp({
  services: createServices({
    env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    clock: createClock(),
    log: createLogger('silent'),
    database: {} as Database,
  }),
});

/** Hono's `/:year/:file{\\d+\\.ics}` → OpenAPI's `/{year}/{file}`. */
const openApiPath = (path: string) => path.replace(/:(\w+)(\{[^}]*\}+)?/g, '{$1}');

const mounted = new Set(
  app.routes
    .filter((route) => route.method !== 'ALL')
    .filter((route) => route.path.startsWith('/api/') || route.path.startsWith('/f1/'))
    .map((route) => `${route.method} ${openApiPath(route.path)}`),
);
const documented = new Set(
  Object.entries(openApiDocument('http://localhost').paths).flatMap(([path, item]) =>
    Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
  ),
);

describe('the OpenAPI document', () => {
  it('documents every API route the app mounts', () => {
    expect([...mounted].filter((route) => !documented.has(route))).toEqual([]);
  });

  it('documents no route the app does not mount', () => {
    expect([...documented].filter((route) => !mounted.has(route))).toEqual([]);
  });

  it('is served at /api/openapi.json with the public origin', async () => {
    const response = await app.request('/api/openapi.json');
    expect(response.status).toBe(200);
    const document = (await response.json()) as ReturnType<typeof openApiDocument>;
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers).toEqual([{ url: 'http://localhost:3000' }]);
  });
});
