import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { MiddlewareHandler } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import type { AppEnv } from '../app-env.ts';
import { CompressibleBody, sendBody } from './compression.ts';

/** Built files whose names carry a hash of their content: a new build gives them a new name. */
export const immutableCacheControl = 'public, max-age=31536000, immutable';
/** Other public files (the favicon, images) keep their names across builds. */
export const publicCacheControl = 'public, max-age=3600';
/**
 * The site's worker and the script it imports are asked again on every check for a new build, so
 * that no cache on the way (a CDN's) holds visitors on an old one.
 */
const workerScripts = new Set(['/sw.js', '/push-worker.js']);

function cacheControlOf(url: string): string {
  if (url.startsWith('/assets/')) return immutableCacheControl;
  return workerScripts.has(url) ? 'no-cache' : publicCacheControl;
}

type StaticFile = { body: CompressibleBody; headers: Record<string, string> };

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

function readIfPresent(path: string): Uint8Array | undefined {
  return existsSync(path) ? readFileSync(path) : undefined;
}

/**
 * The built client files (build/client), read into memory once at start: each answer is a lookup and
 * one write, with no file-system call per request. A file's `.br` and `.gz` companions, written by
 * the build, are what clients that take Brotli or gzip get; `/assets/` files are immutable.
 */
export function staticFiles(clientDir: string): MiddlewareHandler<AppEnv> {
  const files = new Map<string, StaticFile>();
  for (const path of existsSync(clientDir) ? walk(clientDir) : []) {
    if (/\.(br|gz)$/.test(path)) continue;
    const url = `/${relative(clientDir, path).split(sep).join('/')}`;
    const type = getMimeType(path) ?? 'application/octet-stream';
    const body = new CompressibleBody(readFileSync(path), type, {
      ready: { br: readIfPresent(`${path}.br`), gzip: readIfPresent(`${path}.gz`) },
    });
    files.set(url, { body, headers: { 'Content-Type': type, 'Cache-Control': cacheControlOf(url) } });
  }
  return async (c, next) => {
    const method = c.req.method;
    if (method !== 'GET' && method !== 'HEAD') return next();
    const file = files.get(c.req.path);
    if (!file) return next();
    return sendBody(c, file.body, file.headers);
  };
}
