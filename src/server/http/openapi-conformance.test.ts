import type { SchemaObject } from 'openapi3-ts/oas31';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createApi } from '#server/api.ts';
import { type FeedServer, startFeedServer } from '#server/features/news/fixtures/feed-server.ts';
import { refreshNews } from '#server/features/news/news-refresh.ts';
import {
  jsonRequest,
  openAccountsTestApp,
  signIn,
  signUpConfirmed,
  testOrigin,
} from '#server/testing/accounts.ts';
import { createTestApp } from '#server/testing/test-app.ts';
import { openApiDocument } from './openapi.ts';

/**
 * The document against the running routes: the rules it states for inputs are the ones enforced,
 * and real answers have exactly the documented shape (no field missing, none undocumented).
 */

let feeds: FeedServer;
let t: Awaited<ReturnType<typeof openAccountsTestApp>>;
let cookie: string;
beforeAll(async () => {
  feeds = await startFeedServer({
    '/f1.xml': { file: 'f1-latest.xml' },
    '/racefans.xml': { file: 'racefans-feed.xml' },
  });
  t = await openAccountsTestApp({
    NEWS_F1_FEED_URL: feeds.url('/f1.xml'),
    NEWS_RACEFANS_FEED_URL: feeds.url('/racefans.xml'),
  });
  await refreshNews(t.services);
  cookie = await signIn(t.app, await signUpConfirmed(t.app, t.inbox));
});
afterAll(async () => {
  await feeds?.close();
  await t?.close();
});

const document = openApiDocument(createApi(), 'http://localhost:3000');
const declared = createApi().openAPIRegistry.definitions.flatMap((definition) =>
  definition.type === 'route' ? [definition.route] : [],
);

/** The zod schema a route declares for a JSON answer of this status. */
function declaredBody(method: string, path: string, status: number): z.ZodType {
  // Routes are declared below the API's /api base path.
  const route = declared.find((entry) => entry.method === method && `/api${entry.path}` === path);
  const response = route?.responses[status];
  const media = response && 'content' in response ? response.content?.['application/json'] : undefined;
  const schema = media && 'schema' in media ? media.schema : undefined;
  if (!(schema instanceof z.ZodType)) throw new Error(`${method} ${path} declares no JSON ${status}`);
  return schema;
}

/** The answer has exactly the declared shape: zod drops undeclared fields, so they show as a difference. */
async function expectDeclared(response: Response, method: string, path: string) {
  const body = await response.json();
  const parsed = declaredBody(method, path, response.status).safeParse(body);
  expect(parsed.error, `${method} ${path} ${response.status}`).toBeUndefined();
  expect(parsed.data, `${method} ${path} ${response.status}`).toEqual(body);
}

/** A property schema of a request body in the generated document. */
function bodyProperty(path: string, method: 'put' | 'patch', name: string): SchemaObject {
  const schema = document.paths?.[path]?.[method]?.requestBody;
  const property = schema && 'content' in schema ? schema.content['application/json']?.schema : undefined;
  const found = property && 'properties' in property ? property.properties?.[name] : undefined;
  if (!found || '$ref' in found) throw new Error(`no ${name} in ${method} ${path}`);
  return found;
}

describe('request rules in the document', () => {
  it('PATCH /api/profile: displayName is refused past the documented maxLength, and below minLength', async () => {
    const { minLength, maxLength } = bodyProperty('/api/profile', 'patch', 'displayName');
    expect([minLength, maxLength]).toEqual([1, 50]);
    const rename = (displayName: string) =>
      t.app.request('/api/profile', jsonRequest('PATCH', { displayName }, cookie));

    const longest = await rename('x'.repeat(maxLength ?? 0));
    expect(longest.status).toBe(200);
    const tooLong = await rename('x'.repeat((maxLength ?? 0) + 1));
    expect(tooLong.status).toBe(400);
    expect(((await tooLong.json()) as { error: { field: string } }).error.field).toBe('displayName');
    expect((await rename('x'.repeat((minLength ?? 0) - 1))).status).toBe(400);
  });

  it('PUT /api/favourites/mine: an id past the documented maxLength fails validation, one at it reaches the line-up check', async () => {
    const { maxLength, type } = bodyProperty('/api/favourites/mine', 'put', 'driverId');
    expect(type).toEqual(['string', 'null']);
    const choose = async (driverId: string | null) => {
      const response = await t.app.request(
        '/api/favourites/mine',
        jsonRequest('PUT', { driverId, teamId: null }, cookie),
      );
      return { status: response.status, body: (await response.json()) as { error?: { code: string } } };
    };
    expect(await choose('x'.repeat((maxLength ?? 0) + 1))).toMatchObject({
      status: 400,
      body: { error: { code: 'invalid_input', field: 'driverId' } },
    });
    expect(await choose('x'.repeat(maxLength ?? 0))).toMatchObject({
      status: 400,
      body: { error: { code: 'unknown_driver' } },
    });
    expect((await choose(null)).status).toBe(200);
  });

  it('GET /api/news: the documented source enum and limit range are what the route accepts', async () => {
    const parameters = document.paths?.['/api/news']?.get?.parameters ?? [];
    const schemaOf = (name: string) => {
      const parameter = parameters.find((entry) => 'name' in entry && entry.name === name);
      return parameter && 'schema' in parameter ? (parameter.schema as SchemaObject) : {};
    };
    const { enum: sources = [] } = schemaOf('source');
    const { minimum = 0, maximum = 0 } = schemaOf('limit');
    const status = async (query: string) => (await t.app.request(`/api/news?${query}`)).status;

    expect(sources).toEqual(['f1', 'racefans']);
    for (const source of sources) expect(await status(`source=${source}`)).toBe(200);
    expect(await status('source=bbc')).toBe(400);
    expect(await status(`limit=${minimum}`)).toBe(200);
    expect(await status(`limit=${maximum}`)).toBe(200);
    expect(await status(`limit=${minimum - 1}`)).toBe(400);
    expect(await status(`limit=${maximum + 1}`)).toBe(400);
  });
});

describe('answers have the declared shapes', () => {
  it('public race data, at several points of a season', async () => {
    const clocks = ['2025-01-10T12:00:00Z', '2025-07-05T12:00:00Z', '2025-12-10T12:00:00Z'];
    for (const now of clocks) {
      const { app } = createTestApp(t.database, { now });
      const get = async (url: string, path = url) => expectDeclared(await app.request(url), 'get', path);
      await get('/api/meetings/next');
      await get('/api/meetings/last');
      await get('/api/standings/2025/teams', '/api/standings/{year}/teams');
      await get('/api/standings/2025/drivers', '/api/standings/{year}/drivers');
      await get('/api/standings/2025/drivers/NOR', '/api/standings/{year}/drivers/{id}');
    }
  });

  it('the other public routes, and their errors', async () => {
    const get = async (url: string, path = url) => expectDeclared(await t.app.request(url), 'get', path);
    await get('/api/health');
    await get('/api/openapi.json');
    await get('/api/news');
    await get('/api/news?limit=0', '/api/news');
    await get('/api/races/2025/12/summary', '/api/races/{year}/{round}/summary');
    await get('/api/races/2025/40/summary', '/api/races/{year}/{round}/summary');
    await get('/api/races/1900/1/summary', '/api/races/{year}/{round}/summary');
    await get('/api/standings/2040/teams', '/api/standings/{year}/teams');
    await get('/api/favourites/line-up');
    await get('/api/favourites/drivers/fans');
    await get('/api/favourites/teams/fans');
  });

  it('the signed-in routes, and their errors', async () => {
    const request = async (method: string, path: string, body?: unknown, as = cookie) =>
      expectDeclared(await t.app.request(path, jsonRequest(method.toUpperCase(), body, as)), method, path);
    await request('put', '/api/favourites/mine', { driverId: 'lando-norris', teamId: 'mclaren' });
    await request('get', '/api/favourites/mine');
    await request('get', '/api/favourites/drivers/fans');
    await request('get', '/api/profile');
    await request('patch', '/api/profile', { displayName: 'Box Box' });
    await request('patch', '/api/profile', { displayName: '' });
    await request('delete', '/api/profile/photo');
    await request('get', '/api/check-admin');
    await request('get', '/api/profile', undefined, '');

    const notJson = await t.app.request('/api/favourites/mine', {
      method: 'PUT',
      headers: { cookie, origin: testOrigin, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'driverId=lando-norris&teamId=mclaren',
    });
    expect(notJson.status).toBe(415);
    await expectDeclared(notJson, 'put', '/api/favourites/mine');
  });

  it('the session cookie is the one the security scheme names', async () => {
    const scheme = document.components?.securitySchemes?.session;
    expect(scheme && 'name' in scheme ? cookie.split('; ').map((pair) => pair.split('=')[0]) : []).toContain(
      scheme && 'name' in scheme ? scheme.name : 'the scheme',
    );
  });
});
