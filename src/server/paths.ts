import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The checkout's root folder, found by walking up to our package.json. Modules run both from src/
 * (tests, tsx) and bundled into build/server/, so a path relative to a module's own URL would differ
 * between the two; paths from the root do not.
 */
function findRoot(start: string): string {
  for (let dir = start; ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (
      existsSync(manifest) &&
      (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === 'pitwall'
    ) {
      return dir;
    }
    if (dirname(dir) === dir) throw new Error(`No pitwall package.json above ${start}`);
  }
}

export const projectRoot = findRoot(dirname(fileURLToPath(import.meta.url)));

/** A path inside the checkout, e.g. `fromRoot('data', 'snapshot')`. */
export const fromRoot = (...parts: string[]): string => join(projectRoot, ...parts);
