import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { createTestApp } from '#server/testing/test-app.ts';
import { openTestDatabase } from '#server/testing/test-database.ts';
import { preferredEncoding } from './compression.ts';

describe('preferredEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['deflate', 'identity'],
    ['*', 'br'],
    ['*;q=0.1, br;q=0', 'gzip'],
    ['GZIP; q=1.0', 'gzip'],
  ] as const)('%s → %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const decode = {
  br: (bytes: Buffer) => brotliDecompressSync(bytes),
  gzip: (bytes: Buffer) => gunzipSync(bytes),
  identity: (bytes: Buffer) => bytes,
};

describe('answers of /f1 and the JSON API', () => {
  for (const path of ['/f1/2025/24/results.json', '/api/standings/2025/drivers']) {
    it(`${path}: Brotli, gzip or identity as asked, the same body each`, async () => {
      const { app } = createTestApp(database);
      const get = async (acceptEncoding?: string) => {
        const response = await app.request(path, {
          headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {},
        });
        expect(response.status).toBe(200);
        return response;
      };
      const plain = await get();
      const identity = Buffer.from(await plain.arrayBuffer());
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(plain.headers.get('vary')).toContain('Accept-Encoding');
      const etags = new Set([plain.headers.get('etag')]);
      for (const [header, encoding] of [
        ['gzip, deflate, br', 'br'],
        ['gzip', 'gzip'],
      ] as const) {
        const response = await get(header);
        expect(response.headers.get('content-encoding')).toBe(encoding);
        expect(response.headers.get('vary')).toContain('Accept-Encoding');
        const bytes = Buffer.from(await response.arrayBuffer());
        expect(bytes.length).toBeLessThan(identity.length / 2);
        expect(decode[encoding](bytes).equals(identity)).toBe(true);
        etags.add(response.headers.get('etag'));
      }
      // Each encoding is a representation of its own: its own ETag.
      expect(etags.size).toBe(3);
      JSON.parse(identity.toString('utf8'));
    });

    it(`${path}: 304 without a body when If-None-Match names the encoding's ETag`, async () => {
      const { app } = createTestApp(database);
      const headers = { 'Accept-Encoding': 'br' };
      const first = await app.request(path, { headers });
      const etag = first.headers.get('etag') as string;
      const again = await app.request(path, { headers: { ...headers, 'If-None-Match': etag } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('etag')).toBe(etag);
      // A tag of another encoding's bytes does not match what this client gets.
      const gzip = await app.request(path, { headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': etag } });
      expect(gzip.status).toBe(200);
      expect(gzip.headers.get('content-encoding')).toBe('gzip');
    });
  }

  it('leaves small answers uncompressed', async () => {
    const { app } = createTestApp(database);
    const response = await app.request('/api/health', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBeNull();
  });
});
