import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '#server/app-env.ts';
import { CacheRegistry } from '#server/cache.ts';
import type { EventType } from '#server/events.ts';
import type { Services } from '#server/services.ts';
import { anonymousAnswers } from './anonymous-answers.ts';
import { CompressibleBody, compressRendered, sendBody } from './compression.ts';

/**
 * A site wired as app.ts wires it: pages under compression and the anonymous answers, and a results
 * API whose routes send kept bodies, behind the anonymous answers. `clock.now` drives the caches'
 * expiry, `clock.site` the site's own clock.
 */
function site(clock: { now: number; site?: number }) {
  let renders = 0;
  const asked: string[] = [];
  const cache = new CacheRegistry(() => clock.now);
  const siteClock = { now: () => new Date(clock.site ?? Date.parse('2025-07-06T16:00:00Z')) };
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set('services', { cache, clock: siteClock } as unknown as Services);
    await next();
  });
  app.use('/f1/*', anonymousAnswers());
  app.get('/f1/current/last/results.json', async (c) => {
    asked.push(c.req.path);
    // Slow enough that askers in the same moment overlap.
    await new Promise((done) => setTimeout(done, 20));
    const body = JSON.stringify({ answer: asked.length, MRData: 'x'.repeat(2000) });
    return sendBody(c, new CompressibleBody(new TextEncoder().encode(body), 'application/json'), {
      'Content-Type': 'application/json',
      'Cache-Control': 'public, max-age=60',
    });
  });
  app.get('/f1/private.json', (c) => {
    asked.push(c.req.path);
    return c.json({ answer: asked.length }, 200, { 'Cache-Control': 'private, no-store' });
  });
  app.use(compressRendered());
  app.use(anonymousAnswers());
  app.get('/', async (c) => {
    renders += 1;
    await new Promise((resolve) => setTimeout(resolve, 10));
    return c.html(`<p>render ${renders}</p>`);
  });
  app.get('/mine', () => {
    const html = `<p>${'Your favourite driver: Lando Norris. '.repeat(60)}</p>`;
    const headers = new Headers({ 'content-type': 'text/html', 'cache-control': 'private, no-store' });
    headers.append('set-cookie', 'a=1');
    headers.append('set-cookie', 'b=2');
    return new Response(html, { headers });
  });
  app.get('/personal', (c) => {
    c.header('Set-Cookie', 'a=b');
    return c.html('<p>yours</p>');
  });
  app.get('/text', (c) => c.text(`render ${++renders}`));
  app.get('/long', (c) => {
    renders += 1;
    return c.html(
      `<ol>${'<li>Lando Norris, McLaren, 423 points</li>'.repeat(100)}</ol><p>render ${renders}</p>`,
    );
  });
  app.get('/missing', (c) => c.html('<p>not found</p>', 404));
  return { app, cache, asked, renders: () => renders };
}

describe('anonymousAnswers', () => {
  it('serves one render to every cookie-less visitor within the window', async () => {
    const clock = { now: 0 };
    const { app, renders } = site(clock);
    const first = await app.request('/');
    expect(first.headers.get('x-cache')).toBe('MISS');
    const second = await app.request('/');
    expect(await second.text()).toBe('<p>render 1</p>');
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(second.headers.get('content-type')).toMatch(/text\/html/);
    clock.now = 1001;
    expect(await (await app.request('/')).text()).toBe('<p>render 2</p>');
    expect(renders()).toBe(2);
  });

  it('renders once for many simultaneous first visitors', async () => {
    const { app, renders } = site({ now: 0 });
    const bodies = await Promise.all(Array.from({ length: 20 }, async () => (await app.request('/')).text()));
    expect(new Set(bodies)).toEqual(new Set(['<p>render 1</p>']));
    expect(renders()).toBe(1);
  });

  it('renders afresh for visitors with cookies or credentials, and for a part of a page', async () => {
    const { app, renders } = site({ now: 0 });
    await app.request('/');
    const signedIn = await app.request('/', { headers: { Cookie: 'session=1' } });
    expect(await signedIn.text()).toBe('<p>render 2</p>');
    const bearer = await app.request('/', { headers: { Authorization: 'Bearer x' } });
    expect(await bearer.text()).toBe('<p>render 3</p>');
    const part = await app.request('/', { headers: { Range: 'bytes=0-3' } });
    expect(await part.text()).toBe('<p>render 4</p>');
    expect(renders()).toBe(4);
  });

  it('never keeps answers that set cookies, are private, are neither HTML nor JSON or are not 200', async () => {
    const { app, asked, renders } = site({ now: 0 });
    expect((await app.request('/personal')).headers.get('x-cache')).toBeNull();
    expect((await app.request('/text')).headers.get('x-cache')).toBeNull();
    expect(await (await app.request('/text')).text()).toBe('render 2');
    expect((await app.request('/missing')).headers.get('x-cache')).toBeNull();
    await app.request('/f1/private.json');
    expect(await (await app.request('/f1/private.json')).json()).toEqual({ answer: 2 });
    expect([renders(), asked.length]).toEqual([2, 2]);
  });

  it('sends a results API answer again, the same bytes and ETag, for a second, uncompressed or not', async () => {
    const clock = { now: 0 };
    const { app, asked } = site(clock);
    const results = '/f1/current/last/results.json';
    const first = await app.request(results, { headers: { 'Accept-Encoding': 'br' } });
    expect(first.headers.get('x-cache')).toBe('MISS');
    const body = brotliDecompressSync(Buffer.from(await first.arrayBuffer())).toString();
    clock.now += 999;
    const again = await app.request(results, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(again.headers.get('x-cache')).toBe('HIT');
    expect(gunzipSync(Buffer.from(await again.arrayBuffer())).toString()).toBe(body);
    const plain = await app.request(results);
    expect(plain.headers.get('etag')).toBe(first.headers.get('etag')?.replace('-br"', '"'));
    expect(await plain.text()).toBe(body);
    expect(asked).toHaveLength(1);
    clock.now += 2;
    expect((await (await app.request(results)).json()).answer).toBe(2);
  });

  it('asks the results API once for askers in the same moment, and again, and when the site clock moves on', async () => {
    const clock = { now: 0, site: Date.parse('2025-07-06T16:00:00Z') };
    const { app, asked } = site(clock);
    const results = '/f1/current/last/results.json';
    const answers = await Promise.all(Array.from({ length: 5 }, () => app.request(results)));
    expect(new Set(answers.map((answer) => answer.headers.get('etag'))).size).toBe(1);
    expect(asked).toHaveLength(1);
    clock.site += 60 * 60_000;
    expect((await (await app.request(results)).json()).answer).toBe(2);
  });

  it('answers afresh after any event that changes what a visitor is told, within the window', async () => {
    const { app, cache, renders } = site({ now: 0 });
    await app.request('/');
    // What the event bus makes every instance do on each of these writes.
    const events: EventType[] = [
      'race-data.changed',
      'live.changed',
      'news.changed',
      'votes.changed',
      'favourites.changed',
    ];
    for (const event of events) {
      cache.drop(event);
      expect((await app.request('/')).headers.get('x-cache')).toBe('MISS');
    }
    expect(renders()).toBe(1 + events.length);
  });

  it('compresses a page once for each encoding, and answers 304 to a visitor who holds it', async () => {
    const { app, renders } = site({ now: 0 });
    const plain = await app.request('/long');
    const html = await plain.text();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    const br = await app.request('/long', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(html);
    const gzip = await app.request('/long', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(html);
    expect(renders()).toBe(1);

    const etag = br.headers.get('etag') as string;
    const held = await app.request('/long', { headers: { 'Accept-Encoding': 'br', 'If-None-Match': etag } });
    expect(held.status).toBe(304);
    expect(await held.text()).toBe('');
    const other = await app.request('/long', {
      headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': etag },
    });
    expect(other.status).toBe(200);
  });

  it('compresses pages it may not keep, with their own headers and cookies', async () => {
    const { app } = site({ now: 0 });
    const plain = await app.request('/mine', { headers: { Cookie: 'session=1' } });
    const html = await plain.text();
    const br = await app.request('/mine', { headers: { Cookie: 'session=1', 'Accept-Encoding': 'br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('cache-control')).toBe('private, no-store');
    expect(br.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    expect(br.headers.get('x-cache')).toBeNull();
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(html);
  });
});
