import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { type ClientManifest, firstLoadFiles, firstLoadSizes } from './client-budget.mjs';

let clientDir: string | undefined;
afterEach(() => {
  if (clientDir) rmSync(clientDir, { recursive: true, force: true });
  clientDir = undefined;
});

/** A client build: files of random (incompressible) bytes of the given sizes, and its manifest. */
function clientBuild(manifest: ClientManifest, sizes: Record<string, number>) {
  const dir = mkdtempSync(join(tmpdir(), 'pitwall-client-'));
  clientDir = dir;
  mkdirSync(join(dir, 'assets'));
  for (const [file, bytes] of Object.entries(sizes)) writeFileSync(join(dir, file), randomBytes(bytes));
  writeFileSync(
    join(dir, 'assets', 'manifest-0a1b2c3d.js'),
    `window.__reactRouterManifest=${JSON.stringify(manifest)};`,
  );
  return dir;
}

const gzipped = (bytes: number) => gzipSync(randomBytes(bytes)).length;

const manifest: ClientManifest = {
  entry: { module: '/assets/entry.client.js', imports: ['/assets/react.js'] },
  routes: {
    root: { id: 'root', module: '/assets/root.js', imports: ['/assets/react.js', '/assets/shell.js'] },
    'routes/home': {
      id: 'routes/home',
      parentId: 'root',
      module: '/assets/home.js',
      imports: ['/assets/react.js'],
    },
    'routes/signup': {
      id: 'routes/signup',
      parentId: 'root',
      module: '/assets/signup.js',
      imports: ['/assets/react.js', '/assets/schemas.js'],
    },
  },
};

const sizes = {
  'assets/entry.client.js': 40_000,
  'assets/react.js': 30_000,
  'assets/root.js': 5_000,
  'assets/shell.js': 3_000,
  'assets/home.js': 4_000,
  'assets/signup.js': 2_000,
  'assets/schemas.js': 25_000,
};

describe('the first-load JavaScript budget', () => {
  it('counts the entry, the root and the page, and each shared chunk once', () => {
    expect(firstLoadFiles(manifest, 'routes/home')).toEqual([
      '/assets/entry.client.js',
      '/assets/react.js',
      '/assets/root.js',
      '/assets/shell.js',
      '/assets/home.js',
    ]);
  });

  it('passes pages within the budget', () => {
    const { pages, over } = firstLoadSizes(clientBuild(manifest, sizes), 110 * 1024);
    expect(over).toEqual([]);
    expect(pages.map((page) => page.route)).toEqual(['routes/signup', 'routes/home']);
  });

  it('names the page that goes over it, with its size', () => {
    const { pages, over } = firstLoadSizes(clientBuild(manifest, sizes), 100 * 1024);
    expect(over.map((page) => page.route)).toEqual(['routes/signup']);
    const signup = pages.find((page) => page.route === 'routes/signup');
    // Random bytes do not compress, so the gzipped size is close to the sum of the raw sizes.
    const expected = [40_000, 30_000, 5_000, 3_000, 2_000, 25_000].reduce((sum, n) => sum + gzipped(n), 0);
    expect(signup?.bytes).toBeGreaterThan(expected - 200);
    expect(signup?.bytes).toBeLessThan(expected + 200);
    expect(signup?.files).toBe(6);
  });
});
