// The JavaScript budget: what a first visit of each page downloads (the client entry, every route
// module from the root down to the page's, and the chunks each imports), gzipped, read from the
// React Router manifest the client build writes (build/client/assets/manifest-*.js).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Most JavaScript, gzipped, a page may make a first visit download: 125 KB. The browser runs React
 * DOM 19 with React Router 7, which take ~107 KB together on every page whatever the page does; the
 * rest is room for the shell and a page's own modules. Something large arriving on the first load
 * (zod through a shared module, a chart library imported at the top of a page) still fails the build.
 */
export const firstLoadBudgetBytes = 125 * 1024;

/** React Router's manifest for the browser: the entry and each route's modules. */
export type ClientManifest = {
  entry: { module: string; imports?: string[] };
  routes: Record<string, ManifestRoute>;
};

type ManifestRoute = {
  id: string;
  parentId?: string;
  module: string;
  imports?: string[];
  clientActionModule?: string;
  clientLoaderModule?: string;
  clientMiddlewareModule?: string;
  hydrateFallbackModule?: string;
};

/** The manifest React Router writes for the browser, as an object. */
export function readClientManifest(clientDir: string): ClientManifest {
  const assets = join(clientDir, 'assets');
  const file = existsSync(assets)
    ? readdirSync(assets).find((name) => /^manifest-.*\.js$/.test(name))
    : undefined;
  if (!file) throw new Error(`No React Router manifest (manifest-*.js) in ${assets}`);
  const source = readFileSync(join(assets, file), 'utf8');
  return JSON.parse(source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1));
}

/**
 * React Router's split route chunks (future.v8_splitRouteModules): a route's clientAction,
 * clientLoader, clientMiddleware and HydrateFallback in files of their own, which the page imports
 * on a first visit beside the route's module.
 */
const routeChunks = [
  'clientActionModule',
  'clientLoaderModule',
  'clientMiddlewareModule',
  'hydrateFallbackModule',
] as const;

/** The files a first visit of `routeId` loads: the entry, then each route from the root down. */
export function firstLoadFiles(manifest: ClientManifest, routeId: string): string[] {
  const chain: ManifestRoute[] = [];
  for (let route = manifest.routes[routeId]; route; route = manifest.routes[route.parentId ?? '']) {
    chain.unshift(route);
    if (!route.parentId) break;
  }
  const files = new Set([manifest.entry.module, ...(manifest.entry.imports ?? [])]);
  for (const route of chain) {
    files.add(route.module);
    for (const chunk of routeChunks) {
      const file = route[chunk];
      if (file) files.add(file);
    }
    for (const file of route.imports ?? []) files.add(file);
  }
  return [...files];
}

/**
 * Each page route's first-load JavaScript (bytes gzipped, like a server that compresses sends
 * them), largest first, and those over `budget`. Layout routes without a path of their own (the
 * root) are counted in their pages.
 */
export function firstLoadSizes(clientDir: string, budget = firstLoadBudgetBytes) {
  const manifest = readClientManifest(clientDir);
  const gzipped = new Map<string, number>();
  const sizeOf = (file: string): number => {
    const known = gzipped.get(file);
    if (known !== undefined) return known;
    const size = gzipSync(readFileSync(join(clientDir, file))).length;
    gzipped.set(file, size);
    return size;
  };
  const parents = new Set(Object.values(manifest.routes).map((route) => route.parentId));
  const pages = Object.values(manifest.routes)
    .filter((route) => !parents.has(route.id))
    .map((route) => {
      const files = firstLoadFiles(manifest, route.id);
      return {
        route: route.id,
        files: files.length,
        bytes: files.reduce((sum, file) => sum + sizeOf(file), 0),
      };
    })
    .sort((a, b) => b.bytes - a.bytes || a.route.localeCompare(b.route));
  return { pages, over: pages.filter((page) => page.bytes > budget) };
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
