import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { raceDataCaching } from './race-data-caching.ts';

function api() {
  let standings = { leader: 'NOR', points: 423 };
  const app = new Hono();
  app.use('/api/*', raceDataCaching());
  app.get('/api/standings', (c) => c.json(standings));
  app.get('/api/private', (c) => c.json({ mine: true }, 200, { 'Cache-Control': 'no-store' }));
  app.get('/api/missing', (c) => c.json({ error: 'none' }, 404));
  return { app, change: () => (standings = { leader: 'VER', points: 421 }) };
}

describe('race-data answers of the JSON API', () => {
  it('carry an ETag and Cache-Control, and a matching If-None-Match gets 304 without a body', async () => {
    const { app } = api();
    const first = await app.request('/api/standings');
    const etag = first.headers.get('ETag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('Cache-Control')).toMatch(/^public, max-age=\d+, stale-while-revalidate=\d+$/);
    expect(await first.json()).toEqual({ leader: 'NOR', points: 423 });

    const again = await app.request('/api/standings', { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('ETag')).toBe(etag);
  });

  it('answer in full once the data changed, under a new ETag', async () => {
    const { app, change } = api();
    const etag = (await app.request('/api/standings')).headers.get('ETag')!;
    change();
    const after = await app.request('/api/standings', { headers: { 'If-None-Match': etag } });
    expect(after.status).toBe(200);
    expect(after.headers.get('ETag')).not.toBe(etag);
    expect(await after.json()).toEqual({ leader: 'VER', points: 421 });
  });

  it('leave errors and answers with their own caching alone', async () => {
    const { app } = api();
    expect((await app.request('/api/missing')).headers.get('ETag')).toBeNull();
    const own = await app.request('/api/private');
    expect(own.headers.get('Cache-Control')).toBe('no-store');
    expect(own.headers.get('ETag')).toBeNull();
  });
});
