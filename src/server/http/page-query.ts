import type { MiddlewareHandler } from 'hono';
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';
import { type PageHandle, readsParameter } from '#shared/page-query.ts';
import type { AppEnv } from '../app-env.ts';

/** The server build's routes as the tree `matchRoutes` takes (the build lists them flat). */
function routeTree(routes: ServerBuild['routes'], parentId?: string): RouteObject[] {
  return Object.values(routes).flatMap((route): RouteObject[] => {
    if (!route || route.parentId !== parentId) return [];
    const { id, path, caseSensitive } = route;
    if (route.index) return [{ id, path, caseSensitive, index: true }];
    return [{ id, path, caseSensitive, children: routeTree(routes, id) }];
  });
}

/** Paths whose declared query is kept per build: a page's paths, not an attacker's. */
const declaredPathsKept = 1000;

/**
 * The query parameters each path's routes declare, per build. Matching the routes flattens and
 * ranks the whole route tree each time (about 0.4 ms), so each path's answer is kept; past
 * `declaredPathsKept` paths the one asked least recently goes.
 */
function declaredQuery(build: ServerBuild) {
  const tree = routeTree(build.routes);
  const kept = new Map<string, readonly string[]>();
  return (pathname: string): readonly string[] => {
    let declared = kept.get(pathname);
    if (declared) {
      kept.delete(pathname);
    } else {
      declared = (matchRoutes(tree, pathname) ?? []).flatMap(
        ({ route }) => (build.routes[route.id ?? '']?.module.handle as PageHandle | undefined)?.query ?? [],
      );
      if (kept.size >= declaredPathsKept) kept.delete(kept.keys().next().value as string);
    }
    kept.set(pathname, declared);
    return declared;
  };
}

/**
 * Drops from a page's address the query parameters its routes do not declare (`PageHandle`), before
 * the anonymous-answer cache and the render see it: `/drivers?season=1987&r=1`, `&r=2`, … are one page, kept
 * once. Only reading a page (GET, HEAD) is concerned; a form's POST, React Router's data requests
 * (`….data`) and its route manifest (`/__manifest?paths=…&version=…`) keep their query as sent.
 */
export function pageQuery(build: ServerBuild | (() => Promise<ServerBuild>)): MiddlewareHandler<AppEnv> {
  const declaredFor = new WeakMap<ServerBuild, (pathname: string) => readonly string[]>();
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const url = new URL(c.req.url);
    if (url.search === '' || url.pathname.endsWith('.data')) return next();
    const current = typeof build === 'function' ? await build() : build;
    // React Router's own question for the routes of a link (lazy route discovery), not a page.
    if (url.pathname === current.routeDiscovery.manifestPath) return next();
    let declaredQueryOf = declaredFor.get(current);
    if (!declaredQueryOf) {
      declaredQueryOf = declaredQuery(current);
      declaredFor.set(current, declaredQueryOf);
    }
    const declared = declaredQueryOf(url.pathname);
    const kept = [...url.searchParams].filter(([name]) => readsParameter(declared, name));
    if (kept.length === url.searchParams.size) return next();
    url.search = new URLSearchParams(kept).toString();
    c.req.raw = new Request(url, c.req.raw);
    return next();
  };
}
