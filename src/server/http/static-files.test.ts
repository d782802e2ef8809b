import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../../scripts/build.ts';
import type { AppEnv } from '../app-env.ts';
import { immutableCacheControl, publicCacheControl, staticFiles } from './static-files.ts';

let dir: string;
const script = `export const drivers = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `driver ${i}`))};\n`;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'pitwall-static-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'drivers-C1tM3mPh.js'), script);
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dir, 'sw.js'), "importScripts('push-worker.js');\n");
  // What `npm run build` does to build/client.
  precompress(dir);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function site() {
  const app = new Hono<AppEnv>();
  app.use('*', staticFiles(dir));
  app.get('*', (c) => c.text('page', 404));
  return app;
}

describe('built client files', () => {
  it('are served pre-compressed as the client asks, immutable under /assets', async () => {
    const app = site();
    const path = '/assets/drivers-C1tM3mPh.js';
    const br = await app.request(path, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('cache-control')).toBe(immutableCacheControl);
    expect(br.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(script);

    const gzip = await app.request(path, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(script);

    const plain = await app.request(path);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it('answer 304 to a matching If-None-Match, and other files keep a short lifetime', async () => {
    const app = site();
    const first = await app.request('/assets/drivers-C1tM3mPh.js', { headers: { 'Accept-Encoding': 'br' } });
    const again = await app.request('/assets/drivers-C1tM3mPh.js', {
      headers: { 'Accept-Encoding': 'br', 'If-None-Match': first.headers.get('etag') as string },
    });
    expect(again.status).toBe(304);
    const icon = await app.request('/favicon.svg', { headers: { 'Accept-Encoding': 'br' } });
    expect(icon.headers.get('cache-control')).toBe(publicCacheControl);
    // Too small to be worth compressing.
    expect(icon.headers.get('content-encoding')).toBeNull();
    expect(await icon.text()).toContain('<svg');
  });

  it("are checked again each time for the site's worker, so no cache holds visitors on an old build", async () => {
    const worker = await site().request('/sw.js');
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    expect(worker.headers.get('content-type')).toMatch(/^text\/javascript/);
  });

  it('leave every other path, and the compressed copies themselves, to the routes after them', async () => {
    const app = site();
    expect((await app.request('/drivers')).status).toBe(404);
    expect(await (await app.request('/assets/drivers-C1tM3mPh.js.br')).text()).toBe('page');
  });
});
