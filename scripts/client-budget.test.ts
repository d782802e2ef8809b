import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type ClientManifest,
  firstLoadBudgetBytes,
  firstLoadFiles,
  firstLoadSizes,
} from './client-budget.ts';

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
  entry: { module: '/assets/entry.client.js', imports: ['/assets/framework.js'] },
  routes: {
    root: { id: 'root', module: '/assets/root.js', imports: ['/assets/framework.js', '/assets/shell.js'] },
    'routes/home': {
      id: 'routes/home',
      parentId: 'root',
      module: '/assets/home.js',
      imports: ['/assets/framework.js'],
    },
    'routes/signup': {
      id: 'routes/signup',
      parentId: 'root',
      module: '/assets/signup.js',
      imports: ['/assets/framework.js', '/assets/schemas.js'],
    },
  },
};

// The framework chunk (React DOM 19, React and React Router 7) is ~107 KB gzip on every page.
const sizes = {
  'assets/entry.client.js': 3_000,
  'assets/framework.js': 109_000,
  'assets/root.js': 5_000,
  'assets/shell.js': 3_000,
  'assets/home.js': 4_000,
  'assets/signup.js': 2_000,
  // What zod leaking into a shared module costs (decision 021).
  'assets/schemas.js': 23_000,
};

describe('the first-load JavaScript budget', () => {
  it('is 125 KB gzip: room for the framework (~107 KB), the shell and a page', () => {
    expect(firstLoadBudgetBytes).toBe(125 * 1024);
  });

  it('counts the entry, the root and the page, and each shared chunk once', () => {
    expect(firstLoadFiles(manifest, 'routes/home')).toEqual([
      '/assets/entry.client.js',
      '/assets/framework.js',
      '/assets/root.js',
      '/assets/shell.js',
      '/assets/home.js',
    ]);
  });

  it("counts a route's split chunks (clientLoader, HydrateFallback …), which the first visit imports too", () => {
    const split: ClientManifest = {
      ...manifest,
      routes: {
        ...manifest.routes,
        'routes/home': {
          id: 'routes/home',
          parentId: 'root',
          module: '/assets/home.js',
          clientLoaderModule: '/assets/home-client-loader.js',
          hydrateFallbackModule: '/assets/home-hydrate-fallback.js',
          imports: ['/assets/framework.js'],
        },
      },
    };
    expect(firstLoadFiles(split, 'routes/home')).toEqual([
      '/assets/entry.client.js',
      '/assets/framework.js',
      '/assets/root.js',
      '/assets/shell.js',
      '/assets/home.js',
      '/assets/home-client-loader.js',
      '/assets/home-hydrate-fallback.js',
    ]);
  });

  it('passes a page of the framework, the shell and its own modules (~121 KB)', () => {
    const { pages, over } = firstLoadSizes(clientBuild(manifest, sizes));
    const home = pages.find((page) => page.route === 'routes/home');
    expect(home?.bytes).toBeGreaterThan(120 * 1024);
    expect(over.map((page) => page.route)).not.toContain('routes/home');
    expect(pages.map((page) => page.route)).toEqual(['routes/signup', 'routes/home']);
  });

  it('names the page that goes over it, with its size', () => {
    const { pages, over } = firstLoadSizes(clientBuild(manifest, sizes));
    expect(over.map((page) => page.route)).toEqual(['routes/signup']);
    const signup = pages.find((page) => page.route === 'routes/signup');
    // Random bytes do not compress, so the gzipped size is close to the sum of the raw sizes.
    const expected = [3_000, 109_000, 5_000, 3_000, 2_000, 23_000].reduce((sum, n) => sum + gzipped(n), 0);
    expect(signup?.bytes).toBeGreaterThan(expected - 200);
    expect(signup?.bytes).toBeLessThan(expected + 200);
    expect(signup?.files).toBe(6);
  });

  it('takes another budget when given one', () => {
    const { over } = firstLoadSizes(clientBuild(manifest, sizes), 150 * 1024);
    expect(over).toEqual([]);
  });
});
