import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '#server/app-env.ts';
import { CacheRegistry } from '#server/cache.ts';
import type { Services } from '#server/services.ts';
import { compressRendered } from './compression.ts';
import { pageCache } from './page-cache.ts';

function site(clock: { now: number }) {
  let renders = 0;
  const cache = new CacheRegistry(() => clock.now);
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set('services', { cache } as unknown as Services);
    await next();
  });
  app.use(compressRendered());
  app.use(pageCache());
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
  app.get('/json', (c) => c.json({ renders: ++renders }));
  app.get('/long', (c) => {
    renders += 1;
    return c.html(
      `<ol>${'<li>Lando Norris, McLaren, 423 points</li>'.repeat(100)}</ol><p>render ${renders}</p>`,
    );
  });
  app.get('/missing', (c) => c.html('<p>not found</p>', 404));
  return { app, cache, renders: () => renders };
}

describe('pageCache', () => {
  it('serves one render to every cookie-less visitor within the window', async () => {
    const clock = { now: 0 };
    const { app, renders } = site(clock);
    const first = await app.request('/');
    expect(first.headers.get('x-page-cache')).toBe('MISS');
    const second = await app.request('/');
    expect(await second.text()).toBe('<p>render 1</p>');
    expect(second.headers.get('x-page-cache')).toBe('HIT');
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

  it('renders afresh for visitors with cookies or credentials', async () => {
    const { app, renders } = site({ now: 0 });
    await app.request('/');
    const signedIn = await app.request('/', { headers: { Cookie: 'session=1' } });
    expect(await signedIn.text()).toBe('<p>render 2</p>');
    const bearer = await app.request('/', { headers: { Authorization: 'Bearer x' } });
    expect(await bearer.text()).toBe('<p>render 3</p>');
    expect(renders()).toBe(3);
  });

  it('never keeps answers that set cookies, are not HTML or are not 200', async () => {
    const { app, renders } = site({ now: 0 });
    expect((await app.request('/personal')).headers.get('x-page-cache')).toBeNull();
    await app.request('/json');
    expect(await (await app.request('/json')).json()).toEqual({ renders: 2 });
    expect(renders()).toBe(2);
    expect((await app.request('/missing')).headers.get('x-page-cache')).toBeNull();
  });

  it('renders afresh once race data changed, within the window', async () => {
    const clock = { now: 0 };
    const { app, cache, renders } = site(clock);
    await app.request('/');
    // What the event bus makes every instance do when race data is written.
    cache.drop('race-data.changed');
    expect(await (await app.request('/')).text()).toBe('<p>render 2</p>');
    expect(renders()).toBe(2);
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
    expect(br.headers.get('x-page-cache')).toBeNull();
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(html);
  });
});
