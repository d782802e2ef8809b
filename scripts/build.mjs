// Builds the site with Vite: the browser's files (build/client) and one server bundle
// (build/server/index.js) that starts from src/server/main.ts and holds the React Router app with it,
// so production runs plain `node` without tsx. A stamp holding a content hash of every build input
// lets `npm start` skip the build when nothing changed.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { serverModuleCopies } from './server-bundle.mjs';

export const root = fileURLToPath(new URL('..', import.meta.url));
export const buildDir = join(root, 'build');
export const serverEntry = join(buildDir, 'server', 'index.js');
const stampFile = join(buildDir, '.build-stamp');

const inputDirs = ['src', 'data', 'public'];
const inputFiles = [
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'react-router.config.ts',
  'tsconfig.json',
  'scripts/build.mjs',
];
// Tests do not end up in the build, so editing one does not trigger a rebuild.
const ignored = /\.(test|spec)\.tsx?$/;

function* walk(dir) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
    a.name.localeCompare(b.name),
  )) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile() && !ignored.test(entry.name)) yield path;
  }
}

/** A hash of the content (and names) of every file the build reads. */
export function sourceHash() {
  const hash = createHash('sha256');
  const files = [
    ...inputDirs.flatMap((dir) => [...walk(join(root, dir))]),
    ...inputFiles.map((file) => join(root, file)).filter((file) => existsSync(file)),
  ];
  for (const file of files) {
    hash.update(relative(root, file).split(sep).join('/'));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Why a build is needed, or undefined when build/ matches the sources. */
export function staleReason(hash = sourceHash()) {
  if (!existsSync(serverEntry)) return 'no build found';
  if (!existsSync(stampFile)) return 'no build stamp';
  if (readFileSync(stampFile, 'utf8').trim() !== hash) return 'sources changed';
  return undefined;
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    throw new Error(`${[command, ...args].join(' ')} failed (${result.signal ?? `exit ${result.status}`})`);
  }
}

/** Builds everything and writes the stamp. */
export async function build() {
  const started = performance.now();
  const hash = sourceHash();
  rmSync(stampFile, { force: true });
  rmSync(buildDir, { recursive: true, force: true });
  run(process.execPath, [join(root, 'node_modules', '@react-router', 'dev', 'bin.js'), 'build']);
  const { modules, duplicated } = serverModuleCopies(root);
  if (duplicated.length > 0) {
    const list = duplicated.map(([path, files]) => `${path} (${files.join(', ')})`).join('\n  ');
    throw new Error(`The server build holds more than one copy of:\n  ${list}`);
  }
  writeFileSync(stampFile, `${hash}\n`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Built build/client and build/server/index.js (${modules} server modules, one copy each) in ${seconds} s`,
  );
}

/** Builds when build/ is missing or older than the sources; returns whether it built. */
export async function buildIfNeeded() {
  const reason = staleReason();
  if (!reason) return false;
  console.log(`Building: ${reason}`);
  await build();
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    if (process.argv.includes('--if-needed')) await buildIfNeeded();
    else await build();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
