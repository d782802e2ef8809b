import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '#server/app-env.ts';
import { CacheRegistry } from '#server/cache.ts';
import type { Services } from '#server/services.ts';
import { pageCache } from './page-cache.ts';

function site(clock: { now: number }) {
  let renders = 0;
  const cache = new CacheRegistry(() => clock.now);
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set('services', { cache } as unknown as Services);
    await next();
  });
  app.use(pageCache());
  app.get('/', async (c) => {
    renders += 1;
    await new Promise((resolve) => setTimeout(resolve, 10));
    return c.html(`<p>render ${renders}</p>`);
  });
  app.get('/personal', (c) => {
    c.header('Set-Cookie', 'a=b');
    return c.html('<p>yours</p>');
  });
  app.get('/json', (c) => c.json({ renders: ++renders }));
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
});
