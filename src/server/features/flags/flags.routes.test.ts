import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '#server/app-env.ts';
import { respondWithError } from '#server/http/errors.ts';
import { flagRoutes } from './flags.routes.ts';

const app = new Hono<AppEnv>().onError(respondWithError).route('/flags', flagRoutes);

describe('GET /flags/:code.svg', () => {
  it('serves a flag-icons SVG from our origin with a day of caching', async () => {
    const response = await app.request('/flags/gb.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toMatch(/max-age=86400/);
    expect(await response.text()).toMatch(/^<svg[^>]+viewBox="0 0 640 480"/);
  });

  it('answers 404 for a code flag-icons does not have', async () => {
    const response = await app.request('/flags/zz.svg');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: 'not_found', message: 'No flag zz.svg' } });
  });

  it('does not read outside the flags folder', async () => {
    for (const path of ['/flags/..%2f..%2fpackage.json', '/flags/GB.svg', '/flags/gb.png']) {
      expect((await app.request(path)).status).toBe(404);
    }
  });
});
