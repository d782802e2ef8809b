// Proves the server build holds one copy of each module: every source module is listed in the source
// map of exactly one output file. Two bundles of the same modules (as a separately bundled server
// entry once made) would give a module two copies, each with state of its own.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';

function* maps(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* maps(path);
    else if (entry.name.endsWith('.js.map')) yield path;
  }
}

/**
 * Source modules of the server build (paths from the checkout root) and the output files holding
 * each; `duplicated` lists those in more than one.
 */
export function serverModuleCopies(root: string, serverDir = join(root, 'build', 'server')) {
  const copies = new Map<string, string[]>();
  if (!existsSync(serverDir)) throw new Error(`${relative(root, serverDir)} does not exist: build first`);
  for (const mapFile of maps(serverDir)) {
    const map: { sourceRoot?: string; sources?: string[] } = JSON.parse(readFileSync(mapFile, 'utf8'));
    const base = resolve(mapFile, '..', map.sourceRoot ?? '');
    for (const source of map.sources ?? []) {
      const path = relative(root, resolve(base, source)).split(sep).join('/');
      if (!path.startsWith('src/')) continue;
      const list = copies.get(path) ?? [];
      list.push(
        relative(root, mapFile)
          .split(sep)
          .join('/')
          .replace(/\.map$/, ''),
      );
      copies.set(path, list);
    }
  }
  const duplicated = [...copies].filter(([, files]) => files.length > 1);
  return { modules: copies.size, duplicated };
}
