import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '#server/app-env.ts';
import { CacheRegistry } from '#server/cache.ts';
import type { Services } from '#server/services.ts';
import { readyAnswers } from './ready-answers.ts';

/**
 * A results API wired as app.ts wires it: the first middleware keeps answers and sends kept ones.
 * `asked` counts the answers the app itself made.
 */
function resultsApi() {
  const clock = { ms: 0, site: Date.parse('2025-07-06T16:00:00Z') };
  const cache = new CacheRegistry(() => clock.ms);
  const services = { cache, clock: { now: () => new Date(clock.site) } } as unknown as Services;
  const asked: string[] = [];
  const app = new Hono<AppEnv>();
  app.use(readyAnswers(services, ['/f1/']));
  const json = (body: unknown, headers: Record<string, string> = {}) =>
    new Response(JSON.stringify(body), {
      headers: {
        'content-type': 'application/json; charset=UTF-8',
        'cache-control': 'public, max-age=60',
        etag: `"${asked.length}"`,
        ...headers,
      },
    });
  app.get('/f1/current/last/results.json', async (c) => {
    asked.push(c.req.path);
    // Slow enough that askers in the same moment overlap.
    await new Promise((done) => setTimeout(done, 20));
    return json({ answer: asked.length, encoding: c.req.header('accept-encoding') ?? null });
  });
  app.get('/f1/private.json', (c) => {
    asked.push(c.req.path);
    return json({ answer: asked.length }, { 'cache-control': 'private, no-store' });
  });
  app.get('/f1/cookie.json', (c) => {
    asked.push(c.req.path);
    return json({ answer: asked.length }, { 'set-cookie': 'a=b' });
  });
  app.get('/f1/missing.json', (c) => {
    asked.push(c.req.path);
    return c.json({ error: 'not found' }, 404);
  });
  app.get('/api/standings.json', (c) => {
    asked.push(c.req.path);
    return json({ answer: asked.length });
  });
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await app.request(path, { headers });
    return { status: response.status, etag: response.headers.get('etag'), body: await response.json() };
  };
  return { get, asked, clock, cache, request: app.request };
}

const results = '/f1/current/last/results.json';

describe('ready answers of the results API', () => {
  it('sends the answer made for the first asker again, the same bytes and ETag, for a second', async () => {
    const api = resultsApi();
    const first = await api.get(results);
    api.clock.ms += 999;
    expect(await api.get(results)).toEqual(first);
    expect(api.asked).toHaveLength(1);
    api.clock.ms += 2;
    expect((await api.get(results)).body).toEqual({ answer: 2, encoding: null });
  });

  it('makes one answer for askers in the same moment', async () => {
    const api = resultsApi();
    const answers = await Promise.all(Array.from({ length: 5 }, () => api.get(results)));
    expect(api.asked).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.etag)).size).toBe(1);
  });

  it('asks the app again once race data changes, or the site clock moves on', async () => {
    const api = resultsApi();
    await api.get(results);
    api.cache.drop('race-data.changed');
    expect((await api.get(results)).body.answer).toBe(2);
    api.clock.site += 60 * 60_000;
    expect((await api.get(results)).body.answer).toBe(3);
    expect(api.asked).toHaveLength(3);
  });

  it('keeps one answer per encoding asked for', async () => {
    const api = resultsApi();
    const brotli = await api.get(results, { 'accept-encoding': 'br' });
    const gzip = await api.get(results, { 'accept-encoding': 'gzip' });
    expect([brotli.body.encoding, gzip.body.encoding]).toEqual(['br', 'gzip']);
    expect((await api.get(results, { 'accept-encoding': 'gzip, br' })).body).toEqual(brotli.body);
    expect(api.asked).toHaveLength(2);
  });

  it('lets requests with a cookie, credentials or a condition through to the app', async () => {
    const api = resultsApi();
    await api.get(results);
    const personal: Record<string, string>[] = [
      { cookie: 'pitwall.session_token=x' },
      { authorization: 'Bearer x' },
      { 'if-none-match': '"0"' },
    ];
    for (const headers of personal) await api.get(results, headers);
    expect((await api.request(results, { method: 'HEAD' })).status).toBe(200);
    expect(api.asked).toHaveLength(5);
  });

  it('keeps no answer that is private, sets a cookie, is not a 200 or lies outside the results API', async () => {
    const api = resultsApi();
    for (const path of ['/f1/private.json', '/f1/cookie.json', '/f1/missing.json', '/api/standings.json']) {
      await api.get(path);
      await api.get(path);
    }
    expect(api.asked).toHaveLength(8);
  });
});
