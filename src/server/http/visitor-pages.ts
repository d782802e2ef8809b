import type { Context, MiddlewareHandler } from 'hono';
import { type AppLoadContext, matchRoutes, type RouteObject, type ServerBuild } from 'react-router';
import type { AppEnv } from '#server/app-env.ts';
import { hasSessionCookie, readSession, type SessionUser } from '#server/auth/session.server.ts';
import { defineCache } from '#server/cache.ts';
import { sendRendered } from './compression.ts';
import { pageCacheSpec } from './page-cache.ts';
import { patchRouteData } from './route-data-patch.ts';

/** What the web build's entry (src/web/entry.server.tsx) offers for signed-in page views. */
type VisitorHooks = {
  sharedRouteIds: readonly string[];
  visitorParts: (
    context: AppLoadContext,
    request: Request,
    user: SessionUser,
    routeIds: readonly string[],
  ) => Promise<{ slots: Record<string, string>; data: Record<string, Record<string, unknown>> }>;
};

/** A page rendered for every signed-in visitor: slots where their own parts go, and the render's nonce. */
type SharedPage = { html: string; nonce: string; headers: Record<string, string> };

/** Kept like the anonymous pages: a second at most, and dropped with them on new data. */
export const sharedPageSpec = defineCache<SharedPage | undefined>({
  name: 'shared-pages',
  maxEntries: 500,
  maxSize: 64 * 1024 * 1024,
  sizeOf: (page) => (page?.html.length ?? 0) * 2,
  ttlMs: pageCacheSpec.ttlMs,
  dropOn: pageCacheSpec.dropOn,
});

const encoder = new TextEncoder();
const slot = /<template data-visitor-slot="([a-z-]+)"><\/template>/g;
/** Headers a kept page does not pass on: the security middleware sets them for each answer. */
const notKept = new Set([
  'content-length',
  'content-encoding',
  'etag',
  'content-security-policy',
  'set-cookie',
]);

type Options = {
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** The load context the app gives React Router for this request (services, nonce, address …). */
  loadContext: (c: Context<AppEnv>) => AppLoadContext;
  /** Renders `request` through React Router, in this request's load context with `extra` on top. */
  render: (c: Context<AppEnv>, request: Request, extra: Partial<AppLoadContext>) => Promise<Response>;
};

/**
 * Signed-in views of pages that show every visitor the same but for a few parts (the account menu
 * and footer corner, the home page's favourites and promo; `sharedRouteIds`): the page is rendered
 * once a second for all of them, without a cookie and with those parts left as slots, and each
 * visitor gets that render with their parts (made by the same components) and their loader data
 * written in, under a nonce of their own. Anything it cannot do exactly so (another page, a session
 * it cannot read, a render that is not a 200, data it cannot patch) goes on to a render of its own.
 * See docs/decisions/023-one-render-for-signed-in-visitors.md.
 */
export function visitorPages({ build, render, loadContext }: Options): MiddlewareHandler<AppEnv> {
  let known: { hooks: VisitorHooks; sharedRoutes: (pathname: string) => string[] | null } | null | undefined;
  const prepare = async () => {
    if (known !== undefined) return known;
    const server = typeof build === 'function' ? await build() : build;
    const hooks = server.entry.module as Partial<VisitorHooks>;
    known =
      hooks.sharedRouteIds && hooks.visitorParts
        ? {
            hooks: hooks as VisitorHooks,
            sharedRoutes: routeSharing(hooks as VisitorHooks, routeTree(server)),
          }
        : null;
    return known;
  };

  return async (c, next) => {
    const request = c.req.raw;
    if (
      request.method !== 'GET' ||
      request.headers.has('authorization') ||
      !hasSessionCookie(request.headers)
    ) {
      return next();
    }
    const url = new URL(request.url);
    // React Router's data requests (`/page.data`) answer with loader data, not a page.
    if (url.pathname.endsWith('.data')) return next();
    const prepared = await prepare();
    const routeIds = prepared?.sharedRoutes(url.pathname);
    if (!prepared || !routeIds) return next();

    const services = c.get('services');
    const page = await services.cache.use(sharedPageSpec).get(request.url, async () => {
      const anonymous = new Request(request.url, { headers: withoutCredentials(request.headers) });
      const nonce = c.get('secureHeadersNonce');
      if (!nonce) return undefined;
      const response = await render(c, anonymous, { sharedRender: true, cspNonce: nonce });
      if (response.status !== 200 || !response.headers.get('content-type')?.startsWith('text/html')) {
        await response.body?.cancel();
        return undefined;
      }
      const headers: Record<string, string> = {};
      for (const [name, value] of response.headers) if (!notKept.has(name)) headers[name] = value;
      return { html: await response.text(), nonce, headers };
    });
    if (!page) return next();

    const session = await readSession(services, request.headers);
    if (!session.user) return next();
    const parts = await prepared.hooks.visitorParts(loadContext(c), request, session.user, routeIds);
    const nonce = c.get('secureHeadersNonce') ?? page.nonce;
    const html = fillIn(page.html.split(page.nonce).join(nonce), parts);
    if (html === undefined) {
      services.log.warn('A shared page could not be filled in; rendering it alone', { url: url.pathname });
      await next();
      for (const cookie of session.setCookies) c.res.headers.append('Set-Cookie', cookie);
      return;
    }
    return sendRendered(c, encoder.encode(html), page.headers, session.setCookies);
  };
}

/** The page with every slot filled and the loader data patched; undefined if a slot or field is missing. */
function fillIn(html: string, parts: Awaited<ReturnType<VisitorHooks['visitorParts']>>): string | undefined {
  let missing = false;
  const filled = html.replace(slot, (_marker, name: string) => {
    const part = parts.slots[name];
    if (part === undefined) missing = true;
    return part ?? '';
  });
  return missing ? undefined : patchRouteData(filled, parts.data);
}

/** A request's headers without what identifies the visitor: the shared render is everyone's. */
function withoutCredentials(headers: Headers): Headers {
  const copy = new Headers(headers);
  copy.delete('cookie');
  copy.delete('authorization');
  copy.delete('if-none-match');
  return copy;
}

/** The build's routes as a tree, for matching a path to the route ids a render would load. */
function routeTree(build: ServerBuild): RouteObject[] {
  const byParent = new Map<string | undefined, RouteObject[]>();
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const siblings = byParent.get(route.parentId) ?? [];
    siblings.push({
      id: route.id,
      path: route.path,
      index: route.index,
      caseSensitive: route.caseSensitive,
    } as RouteObject);
    byParent.set(route.parentId, siblings);
  }
  const attach = (routes: RouteObject[]): RouteObject[] =>
    routes.map((route) => {
      const children = byParent.get(route.id);
      return children && !route.index ? { ...route, children: attach(children) } : route;
    });
  return attach(byParent.get(undefined) ?? []);
}

/**
 * The matched route ids of a path when every one of them may be shared, else null. Matching ranks
 * all the site's routes each time, so answers are remembered by path (a bounded number of them).
 */
function routeSharing({ sharedRouteIds }: VisitorHooks, routes: RouteObject[]) {
  const known = new Map<string, string[] | null>();
  return (pathname: string): string[] | null => {
    let ids = known.get(pathname);
    if (ids !== undefined) return ids;
    const matched = matchRoutes(routes, pathname)?.map((match) => match.route.id ?? '');
    ids = matched?.every((id) => sharedRouteIds.includes(id)) ? matched : null;
    if (known.size >= 2000) known.clear();
    known.set(pathname, ids);
    return ids;
  };
}
