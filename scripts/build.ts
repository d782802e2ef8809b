// The build's own steps and `npm start`'s "build when needed". `npm run build` is `react-router
// build`; React Router's buildEnd hook (react-router.config.ts) calls `finishBuild` here: the
// JavaScript budget, the service worker, precompression and the stamp `npm start` compares.
// `node --import tsx scripts/build.ts --if-needed` builds when the sources changed since the stamped build.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  closeSync,
  existsSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { join, relative, sep } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { firstLoadBudgetBytes, firstLoadSizes, kb } from './client-budget.ts';
import { generateServiceWorker } from './service-worker.ts';

export const root = fileURLToPath(new URL('..', import.meta.url));
export const buildDir = join(root, 'build');
export const serverEntry = join(buildDir, 'server', 'index.js');
const stampFile = join(buildDir, '.build-stamp');
// Outside build/, which a build removes: held by the one process building, named by its pid.
const lockFile = join(root, '.build.lock');

const inputDirs = ['src', 'data', 'public'];
const inputFiles = [
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'react-router.config.ts',
  'tsconfig.json',
  'scripts/build.ts',
  'scripts/client-budget.ts',
  'scripts/service-worker.ts',
];
// Tests do not end up in the build, so editing one does not trigger a rebuild.
const ignored = /\.(test|spec)\.tsx?$/;

function* walk(dir: string): Generator<string> {
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
export function staleReason(hash = sourceHash()): string | undefined {
  if (!existsSync(serverEntry)) return 'no build found';
  if (!existsSync(stampFile)) return 'no build stamp';
  if (readFileSync(stampFile, 'utf8').trim() !== hash) return 'sources changed';
  return undefined;
}

/**
 * The stamp `finishBuild` writes, handed to it by `buildIfNeeded`: the hash of the sources as the
 * build started, so that an edit made while it runs leaves the build stale.
 */
const sourceHashVariable = 'PITWALL_BUILD_SOURCE_HASH';

/** `react-router build` of the sources with hash `hash`, always the production build whoever asks. */
function reactRouterBuild(hash: string) {
  // A test runner's NODE_ENV=test would otherwise bundle React's development builds (about 55 KB
  // more per page) into what `npm start` serves.
  const env = { ...process.env, NODE_ENV: 'production', [sourceHashVariable]: hash };
  rmSync(stampFile, { force: true });
  const cli = join(root, 'node_modules', '@react-router', 'dev', 'bin.js');
  const result = spawnSync(process.execPath, [cli, 'build'], { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) {
    throw new Error(`react-router build failed (${result.signal ?? `exit ${result.status}`})`);
  }
}

const compressible = /\.(js|mjs|css|svg|html|json|txt|xml|webmanifest)$/;

/**
 * Writes a Brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside each text file of
 * build/client from 1 KB up, where smaller, so the server sends them without compressing anything
 * while it serves. Returns the bytes before and after (Brotli).
 */
export function precompress(dir: string) {
  let before = 0;
  let after = 0;
  for (const file of walk(dir)) {
    if (!compressible.test(file)) continue;
    const body = readFileSync(file);
    if (body.length < 1024) continue;
    const br = brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    });
    const gz = gzipSync(body, { level: 9 });
    before += body.length;
    after += Math.min(br.length, body.length);
    if (br.length < body.length) writeFileSync(`${file}.br`, br);
    if (gz.length < body.length) writeFileSync(`${file}.gz`, gz);
  }
  return { before, after };
}

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException).code;

function alive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return errorCode(error) === 'EPERM';
  }
}

/**
 * Runs `work` as the only build on this checkout: two processes that start at once (`npm start`
 * beside a test run, two test files that each need the server bundle) would otherwise remove each
 * other's output halfway. Waits for the other build; takes over a lock whose process has died.
 */
async function withBuildLock<T>(work: () => Promise<T>): Promise<T> {
  const giveUpAt = Date.now() + 15 * 60_000;
  let waiting = false;
  for (;;) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      break;
    } catch (error) {
      if (errorCode(error) !== 'EEXIST') throw error;
    }
    let holder: number;
    try {
      holder = Number(readFileSync(lockFile, 'utf8').trim());
    } catch (error) {
      if (errorCode(error) === 'ENOENT') continue;
      throw error;
    }
    // An empty file is being written this instant, unless its writer died before writing.
    const written = statSync(lockFile, { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
    const orphan = !(holder > 0) && Date.now() - written > 10_000;
    if (orphan || (holder > 0 && !alive(holder))) {
      rmSync(lockFile, { force: true });
      continue;
    }
    if (Date.now() > giveUpAt) throw new Error(`Another build (pid ${holder}) holds ${lockFile}`);
    if (!waiting) console.log(`Waiting for the build in process ${holder} to finish`);
    waiting = true;
    await sleep(250);
  }
  try {
    return await work();
  } finally {
    rmSync(lockFile, { force: true });
  }
}

/**
 * The build's last steps, after React Router built the client and the server (its buildEnd hook):
 * fails naming every page over the JavaScript budget; then writes the service worker (after the
 * client build, whose files it lists), precompresses build/client (the worker too) and stamps the
 * build with the sources' hash (taken as the build started when `buildIfNeeded` runs it).
 */
export async function finishBuild() {
  const hash = process.env[sourceHashVariable] ?? sourceHash();
  rmSync(stampFile, { force: true });
  const { pages, over } = firstLoadSizes(join(buildDir, 'client'));
  if (over.length > 0) {
    const list = over.map((page) => `${page.route}: ${kb(page.bytes)} in ${page.files} files`).join('\n  ');
    throw new Error(
      `First-load JavaScript over the ${kb(firstLoadBudgetBytes)} gzip budget (docs/decisions/021-javascript-budget.md):\n  ${list}`,
    );
  }
  const worker = await generateServiceWorker(join(buildDir, 'client'));
  const { before, after } = precompress(join(buildDir, 'client'));
  writeFileSync(stampFile, `${hash}\n`);
  const kib = (bytes: number) => `${Math.round(bytes / 1024)} KiB`;
  console.log(
    `Service worker: sw.js and the Workbox runtime, ${kib(worker.workerBytes)}; ${worker.precached} files (${kib(worker.precachedBytes)}) kept at install`,
  );
  console.log(`Compressed build/client's text files: ${kib(before)}, ${kib(after)} with Brotli`);
  const largest = pages[0];
  if (largest) {
    console.log(
      `First-load JavaScript: at most ${kb(largest.bytes)} gzip (${largest.route}), budget ${kb(firstLoadBudgetBytes)}`,
    );
  }
}

/** Builds when build/ is missing or older than the sources; returns whether it built. */
export async function buildIfNeeded(): Promise<boolean> {
  if (!staleReason()) return false;
  // Asked again under the lock: a build that finished while this one waited may have made it fresh.
  return withBuildLock(async () => {
    const hash = sourceHash();
    const reason = staleReason(hash);
    if (!reason) return false;
    console.log(`Building: ${reason}`);
    reactRouterBuild(hash);
    return true;
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (!process.argv.includes('--if-needed')) {
    console.error('usage: node --import tsx scripts/build.ts --if-needed (`npm run build` builds always)');
    process.exit(2);
  }
  try {
    await buildIfNeeded();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
