import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { serverModuleCopies } from './server-bundle.ts';

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

function bundle(files: Record<string, string[]>) {
  root = mkdtempSync(join(tmpdir(), 'pitwall-bundle-'));
  for (const [file, sources] of Object.entries(files)) {
    const path = join(root, 'build', 'server', file);
    mkdirSync(join(path, '..'), { recursive: true });
    writeFileSync(`${path}.map`, JSON.stringify({ version: 3, sources, mappings: '' }));
  }
}

describe('the server build check', () => {
  it('passes a bundle where each module is in one output file', () => {
    bundle({
      'index.js': ['../../src/server/main.ts', '../../src/server/features/news/news.server.ts'],
      'assets/chunk.js': ['../../../src/web/routes/home.tsx', '../../../node_modules/react/index.js'],
    });
    expect(serverModuleCopies(root)).toEqual({ modules: 3, duplicated: [] });
  });

  it('names a module bundled twice, as a separate server entry bundle once did', () => {
    bundle({
      'index.js': ['../../src/server/features/news/news.server.ts', '../../src/web/routes/home.tsx'],
      '../main.js': ['../src/server/main.ts', '../src/server/features/news/news.server.ts'],
    });
    const { duplicated } = serverModuleCopies(root, join(root, 'build'));
    expect(duplicated.map(([path, files]) => [path, files.sort()])).toEqual([
      ['src/server/features/news/news.server.ts', ['build/main.js', 'build/server/index.js']],
    ]);
  });
});
