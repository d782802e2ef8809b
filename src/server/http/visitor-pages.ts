import type { Context, MiddlewareHandler } from 'hono';
import { type AppLoadContext, matchRoutes, type RouteObject, type ServerBuild } from 'react-router';
import type { AppEnv } from '#server/app-env.ts';
import { hasSessionCookie, readSession, type SessionUser } from '#server/auth/session.server.ts';
import { defineCache } from '#server/cache.ts';
import { acceptsGzip } from './compression.ts';
import { deflatedPiece, type GzipPiece, joinGzip, storedPiece } from './gzip-pieces.ts';
import { pageCacheSpec } from './page-cache.ts';
import {
  type DataCut,
  findRouteData,
  type PreparedRouteData,
  prepareRouteData,
  writeRouteData,
} from './route-data-patch.ts';

/** One visitor's parts of a shared page: markup by slot name, and loader data fields by route id. */
export type VisitorParts = {
  slots: Record<string, string>;
  data: Record<string, Record<string, unknown>>;
};

/** What the web build's entry (src/web/entry.server.tsx) offers for signed-in page views. */
type VisitorHooks = {
  sharedRouteIds: readonly string[];
  /** Cookies besides the session that shared pages read: a shared render is made per their values. */
  sharedCookies: readonly string[];
  visitorParts: (
    context: AppLoadContext,
    request: Request,
    user: SessionUser,
    routeIds: readonly string[],
  ) => Promise<VisitorParts>;
};

/**
 * A page rendered for every signed-in visitor, cut where their answers differ: its nonce, the slots
 * for each visitor's parts, and its route data. The rest is kept compressed, once for all of them.
 */
type Piece = { shared: GzipPiece } | { nonce: true } | { slot: string } | { data: DataCut };
type SharedPage = {
  pieces: Piece[];
  routeData: PreparedRouteData;
  headers: Record<string, string>;
  size: number;
};

/**
 * Which routes a path matches, when all of them may be shared (else null). Matching ranks all the
 * site's routes each time, and the answer for a path holds for as long as the build does.
 */
const sharedRouteMatches = defineCache<string[] | null>({
  name: 'shared-route-matches',
  maxEntries: 2000,
  ttlMs: Number.POSITIVE_INFINITY,
  dropOn: [],
});

/** Kept like the anonymous pages: a second at most, and dropped with them on new data. */
export const sharedPageSpec = defineCache<SharedPage | undefined>({
  name: 'shared-pages',
  maxEntries: 500,
  maxSize: 64 * 1024 * 1024,
  sizeOf: (page) => page?.size ?? 0,
  ttlMs: pageCacheSpec.ttlMs,
  dropOn: pageCacheSpec.dropOn,
});

const encoder = new TextEncoder();
/** Level for the shared pieces, compressed once a second at most. */
const sharedLevel = 6;
/**
 * An answer's own pieces (account menu, footer corner, data objects: 0.1–2 KB each) go out stored
 * below this size: each deflate call sets up its own compressor, which costs more CPU than the
 * 1–2 KB it would save on the wire is worth. Larger ones are compressed quickly.
 */
const storedBelow = 4096;
const ownLevel = 1;
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
 * and footer corner, the home page's favourites; `sharedRouteIds`): the page is rendered once a
 * second for all of them, as for someone signed in, without the visitor's cookie and with those
 * parts left as slots (one render per value of `sharedCookies`, such as the time zone), and each
 * visitor gets that render with their parts (made by the same components) and their loader data
 * written in, under a nonce of their own. The shared pieces are compressed once; each answer is
 * gzip joined from them and its own pieces. Anything it cannot do exactly so (another page, a
 * session it cannot read, a render that is not a 200, data it cannot patch) goes on to a render of
 * its own. See docs/decisions/024-one-render-for-signed-in-visitors.md.
 */
export function visitorPages({ build, render, loadContext }: Options): MiddlewareHandler<AppEnv> {
  type Prepared = { hooks: VisitorHooks; routes: RouteObject[] };
  let prepared: Prepared | null | undefined;
  const prepare = async (): Promise<Prepared | null> => {
    if (prepared !== undefined) return prepared;
    const server = typeof build === 'function' ? await build() : build;
    const hooks = server.entry.module as Partial<VisitorHooks>;
    prepared =
      hooks.sharedRouteIds && hooks.sharedCookies && hooks.visitorParts
        ? { hooks: hooks as VisitorHooks, routes: routeTree(server) }
        : null;
    return prepared;
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
    const known = await prepare();
    if (!known) return next();
    const services = c.get('services');
    const routeIds = await services.cache
      .use(sharedRouteMatches)
      .get(url.pathname, async () => sharedRoutes(known.hooks.sharedRouteIds, known.routes, url.pathname));
    if (!routeIds) return next();

    const cookies = keptCookies(request.headers.get('cookie'), known.hooks.sharedCookies);
    const page = await services.cache.use(sharedPageSpec).get(`${request.url}\n${cookies}`, async () => {
      const nonce = c.get('secureHeadersNonce');
      if (!nonce) return undefined;
      const anonymous = new Request(request.url, { headers: withoutCredentials(request.headers, cookies) });
      const response = await render(c, anonymous, { sharedRender: true, cspNonce: nonce });
      if (response.status !== 200 || !response.headers.get('content-type')?.startsWith('text/html')) {
        await response.body?.cancel();
        return undefined;
      }
      const headers: Record<string, string> = {};
      for (const [name, value] of response.headers) if (!notKept.has(name)) headers[name] = value;
      return cutPage(await response.text(), nonce, headers);
    });
    if (!page) return next();

    const session = await readSession(services, request.headers);
    if (!session.user) return next();
    const parts = await known.hooks.visitorParts(loadContext(c), request, session.user, routeIds);
    const own = ownPieces(page, parts, c.get('secureHeadersNonce') ?? '');
    if (!own) {
      services.log.warn('A shared page could not be filled in; rendering it alone', { path: url.pathname });
      await next();
      for (const cookie of session.setCookies) c.res.headers.append('Set-Cookie', cookie);
      return;
    }
    const gzip = acceptsGzip(c.req.header('accept-encoding'));
    // Marked, as the page cache marks its answers, so an operator (and a test) sees which way it went.
    const headers = { ...page.headers, 'x-shared-render': 'filled' };
    const answer = c.body(
      (gzip ? joinGzip(own.map(compressed)) : Buffer.concat(own.map(rawOf))) as Uint8Array<ArrayBuffer>,
      200,
      gzip ? { ...headers, 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } : headers,
    );
    for (const cookie of session.setCookies) answer.headers.append('Set-Cookie', cookie);
    return answer;
  };
}

/** A shared render cut into pieces (see `Piece`); undefined when its route data cannot be found. */
function cutPage(html: string, nonce: string, headers: Record<string, string>): SharedPage | undefined {
  const data = findRouteData(html);
  const routeData = data && prepareRouteData(html.slice(data.start, data.end));
  if (!data || !routeData) return undefined;
  const marks = new RegExp(
    `${nonce.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}|<template data-visitor-slot="([a-z-]+)"></template>`,
    'g',
  );
  const pieces: Piece[] = [];
  const shared = (text: string) => {
    if (text) pieces.push({ shared: deflatedPiece(encoder.encode(text), sharedLevel) });
  };
  const cut = (text: string) => {
    let from = 0;
    for (const mark of text.matchAll(marks)) {
      shared(text.slice(from, mark.index));
      pieces.push(mark[1] ? { slot: mark[1] } : { nonce: true });
      from = mark.index + mark[0].length;
    }
    shared(text.slice(from));
  };
  cut(html.slice(0, data.start));
  for (const piece of routeData.pieces) {
    if (typeof piece === 'string') shared(piece);
    else pieces.push({ data: piece });
  }
  cut(html.slice(data.end));
  let size = html.length;
  for (const piece of pieces) {
    if ('shared' in piece) size += piece.shared.raw.byteLength + piece.shared.deflated.byteLength;
  }
  return { pieces, routeData, headers, size };
}

/**
 * One visitor's page: the shared pieces with their nonce, parts and route data put in (those still
 * raw bytes), or undefined when a slot has no part or the data cannot be patched.
 */
function ownPieces(
  page: SharedPage,
  parts: VisitorParts,
  nonce: string,
): Array<GzipPiece | Uint8Array> | undefined {
  const routeData = writeRouteData(page.routeData, parts.data);
  if (!routeData) return undefined;
  const nonceBytes = encoder.encode(nonce);
  const own: Array<GzipPiece | Uint8Array> = [];
  for (const piece of page.pieces) {
    if ('shared' in piece) own.push(piece.shared);
    else if ('nonce' in piece) own.push(nonceBytes);
    else if ('data' in piece) own.push(encoder.encode(routeData(piece.data)));
    else {
      const part = parts.slots[piece.slot];
      if (part === undefined) return undefined;
      own.push(encoder.encode(part));
    }
  }
  return own;
}

const compressed = (piece: GzipPiece | Uint8Array): GzipPiece => {
  if (!(piece instanceof Uint8Array)) return piece;
  return piece.byteLength < storedBelow ? storedPiece(piece) : deflatedPiece(piece, ownLevel);
};
/** A piece's bytes as they are, for a client that takes no gzip. */
const rawOf = (piece: GzipPiece | Uint8Array): Uint8Array =>
  piece instanceof Uint8Array ? piece : piece.raw;

/** A request's headers without what identifies the visitor: the shared render is everyone's. */
function withoutCredentials(headers: Headers, cookies: string): Headers {
  const copy = new Headers(headers);
  copy.delete('authorization');
  copy.delete('if-none-match');
  if (cookies) copy.set('cookie', cookies);
  else copy.delete('cookie');
  return copy;
}

/** The named cookies of a Cookie header, as sent (`name=value; …`), in the order of `names`. */
function keptCookies(header: string | null, names: readonly string[]): string {
  if (!header || names.length === 0) return '';
  const sent = new Map<string, string>();
  for (const part of header.split(';')) {
    const pair = part.trim();
    const name = pair.slice(0, pair.indexOf('='));
    if (names.includes(name) && !sent.has(name)) sent.set(name, pair);
  }
  return names.flatMap((name) => sent.get(name) ?? []).join('; ');
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

/** The matched route ids of a path when every one of them may be shared, else null. */
function sharedRoutes(sharedRouteIds: readonly string[], routes: RouteObject[], pathname: string) {
  const matched = matchRoutes(routes, pathname)?.map((match) => match.route.id ?? '');
  return matched?.every((id) => sharedRouteIds.includes(id)) ? matched : null;
}
