import { Validator } from '@seriousme/openapi-schema-validator';
import type { OpenAPIObject } from 'openapi3-ts/oas31';
import { describe, expect, it } from 'vitest';
import { createApi } from '#server/api.ts';
import { createApp } from '#server/app.ts';
import { createClock } from '#server/clock.ts';
import type { Database } from '#server/db/client.ts';
import { parseEnv } from '#server/env.ts';
import { createLogger } from '#server/log.ts';
import { createServices } from '#server/services.ts';
import { openApiDocument } from './openapi.ts';

// Only the route table and the document are read: no request reaches the database.
function appWith(env: Record<string, string> = {}) {
  return createApp({
    services: createServices({
      env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env }),
      clock: createClock(),
      log: createLogger('silent'),
      database: {} as Database,
      events: 'process',
    }),
  });
}
const app = appWith();

/** Hono's `/:year/:round/summary` → OpenAPI's `/{year}/{round}/summary`. */
const openApiPath = (path: string) => path.replace(/:(\w+)(\{[^}]*\}+)?/g, '{$1}');

// better-auth's endpoints (/api/auth/*, update-user among them, which we answer in its place with
// its request shape) and the /api/* 404 are not ours to document; the Ergast API, /media and /flags
// are not part of the JSON API.
const mounted = new Set(
  app.routes
    .filter(
      (route) =>
        route.method !== 'ALL' && route.path.startsWith('/api/') && !route.path.startsWith('/api/auth/'),
    )
    .map((route) => `${route.method} ${openApiPath(route.path)}`),
);
const document = openApiDocument(createApi(), 'http://localhost:3000');
const documented = new Set(
  Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    ['get', 'put', 'post', 'patch', 'delete']
      .filter((method) => method in item)
      .map((method) => `${method.toUpperCase()} ${path}`),
  ),
);

describe('the OpenAPI document', () => {
  it('documents every API route the app mounts', () => {
    expect([...mounted].filter((route) => !documented.has(route))).toEqual([]);
  });

  it('documents no route the app does not mount', () => {
    expect([...documented].filter((route) => !mounted.has(route))).toEqual([]);
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(JSON.parse(JSON.stringify(document)));
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('would fail that check with a broken operation', async () => {
    const broken = JSON.parse(JSON.stringify(document));
    broken.paths['/api/news'].get.parameters[0].in = 'body';
    expect((await new Validator().validate(broken)).valid).toBe(false);
  });

  it('describes a 2xx body and the error body for every operation', () => {
    for (const item of Object.values(document.paths ?? {})) {
      for (const operation of [item.get, item.put, item.patch, item.delete].flatMap((op) => op ?? [])) {
        const responses = operation.responses ?? {};
        const statuses = Object.keys(responses);
        const label = operation.summary;
        expect(
          statuses.some((status) => status.startsWith('2')),
          label,
        ).toBe(true);
        for (const status of statuses) {
          const content = responses[status].content;
          expect(content, `${label} ${status}`).toBeDefined();
          if (status.startsWith('4')) {
            expect(content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Error' });
          }
        }
      }
    }
  });

  it('marks the signed-in operations with the session cookie', () => {
    const secured = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
      Object.entries(item).flatMap(([method, operation]) =>
        operation.security ? [`${method.toUpperCase()} ${path}`] : [],
      ),
    );
    expect(secured.sort()).toEqual([
      'DELETE /api/predictions/leagues/{id}',
      'DELETE /api/predictions/leagues/{id}/members/{userId}',
      'DELETE /api/profile/photo',
      'DELETE /api/reminders',
      'DELETE /api/reminders/push-subscriptions',
      'GET /api/check-admin',
      'GET /api/favourites/mine',
      'GET /api/predictions/{season}/{round}/mine',
      'GET /api/profile',
      'GET /api/reaction-game/mine',
      'GET /api/reminders',
      'GET /api/votes/{season}/{round}/mine',
      'PATCH /api/profile',
      'POST /api/predictions',
      'POST /api/predictions/leagues',
      'POST /api/predictions/leagues/join',
      'POST /api/predictions/leagues/{id}/invite',
      'POST /api/reaction-game/times',
      'POST /api/reminders/push-subscriptions',
      'POST /api/votes',
      'PUT /api/favourites/mine',
      'PUT /api/profile/photo',
      'PUT /api/reminders',
    ]);
  });

  it('is served at /api/openapi.json with the public origin and its session cookie', async () => {
    const response = await appWith({ PUBLIC_URL: 'https://pitwall.example' }).request('/api/openapi.json');
    expect(response.status).toBe(200);
    const served = (await response.json()) as OpenAPIObject;
    expect(served.openapi).toBe('3.1.0');
    expect(served.info).toMatchObject({ title: 'Pitwall API', version: '1' });
    expect(served.servers).toEqual([{ url: 'https://pitwall.example' }]);
    expect(served.components?.securitySchemes?.session).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: '__Secure-pitwall.session_token',
    });
  });
});

describe('GET /api/docs', () => {
  it('serves the page as HTML that loads nothing else', async () => {
    const response = await app.request('/api/docs');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=UTF-8');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    const page = await response.text();
    expect(page).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(page).not.toMatch(/<script|<link|<img|<iframe|\bsrc=/i);
  });
});
