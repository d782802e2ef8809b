import { createContext, Fragment, type ReactNode, useContext } from 'react';
import { renderToString } from 'react-dom/server';
import { type AppLoadContext, createMemoryRouter, RouterProvider } from 'react-router';
import type { SessionUser } from '#server/auth/session.server.ts';
import { defineCache } from '#server/cache.ts';
import { fanCounts, favouritesOf, viewerFavourites } from '#server/features/profile/favourites.server.ts';
import {
  type FavouriteStandings,
  favouriteStandings,
} from '#server/features/standings/favourite-standings.server.ts';
import type { VisitorParts } from '#server/http/visitor-pages.ts';
import type { Services } from '#server/services.ts';
import { timeZoneCookie } from '#shared/time-zone-cookie.ts';
import { FooterAccount } from './features/shell/footer-account.tsx';
import { ProfileMenu } from './features/shell/profile-menu.tsx';
import type { ShellUser } from './features/shell/shell-data.ts';
import { shellUser } from './features/shell/shell-user.server.ts';
import { HomeFavourites } from './features/standings/home-favourites.tsx';

/**
 * Pages whose loaders give every visitor the same data but for the root's user and the home page's
 * favourites, so one render serves every signed-in visitor with their own slots filled in (see
 * docs/decisions/024-one-render-for-signed-in-visitors.md). Pages behind a guard, or showing the
 * visitor's votes, favourites or records, are not among them.
 */
export const sharedRouteIds: readonly string[] = [
  'root',
  'routes/home',
  'routes/schedule',
  'routes/schedule-meeting',
  'routes/race-results',
  'routes/qualifying-results',
  'routes/driver',
  'routes/head-to-head',
  'routes/f1-history',
  'routes/f1-history-season',
  'routes/live',
  'routes/fun',
  'routes/info',
  'routes/privacy-policy',
  'routes/terms-of-service',
  'routes/track-vizualizer',
];

/**
 * Cookies besides the session that those pages read: the schedule's times are written in the time
 * zone the browser reported. A shared render is made with them, one for each value.
 */
export const sharedCookies: readonly string[] = [timeZoneCookie];

/**
 * The shell's user with their favourites. SPEC §8: favourites that cannot be read are logged; the
 * shell shows the visitor without them.
 */
export async function visitorShellUser(services: Services, user: SessionUser): Promise<ShellUser> {
  const favourites = await favouritesOf(services, user.id).catch((error: unknown) => {
    services.log.error('Failed to fetch user data:', error);
    return null;
  });
  return shellUser(user, favourites);
}

/** The home page's favourite cards for the visitor of `request`: null when signed out or without favourites. */
export async function homeFavourites(
  services: Services,
  request: Request,
): Promise<FavouriteStandings | null> {
  return favouriteStandings(services, await viewerFavourites(services, request), () => fanCounts(services));
}

/** The parts being rendered, for the one route of the `partRouters`. */
const PartsContext = createContext<ReactNode>(null);
const Parts = () => useContext(PartsContext);

/**
 * A router at each address parts are rendered for, so links resolve as on the page. A memory router
 * holds no listener outside itself, so one dropped from the cache needs no disposing.
 */
const partRouters = defineCache<ReturnType<typeof createMemoryRouter>>({
  name: 'visitor-part-routers',
  maxEntries: 500,
  ttlMs: Number.POSITIVE_INFINITY,
  dropOn: [],
});

/** Between two slots in the one render that makes them all. */
const slotBreak = '<template data-slot-break=""></template>';

/**
 * The parts of a shared page that belong to `user` (signed in, on `request`'s page), made by the same
 * components as a full render, inside a router at the same address so links mark the current page
 * alike. `routeIds` are the page's matched routes.
 */
export async function visitorParts(
  context: AppLoadContext,
  request: Request,
  user: SessionUser,
  routeIds: readonly string[],
): Promise<VisitorParts> {
  const { services } = context;
  const shell = await visitorShellUser(services, user);
  const parts: Array<[string, ReactNode]> = [
    ['navbar-account', <ProfileMenu key="navbar-account" user={shell} />],
    ['footer-account', <FooterAccount key="footer-account" user={shell} />],
  ];
  const data: VisitorParts['data'] = { root: { user: shell } };
  if (routeIds.includes('routes/home')) {
    const favourites = await homeFavourites(services, request);
    parts.push(['home-favourites', <HomeFavourites key="home-favourites" favourites={favourites} />]);
    data['routes/home'] = { favourites };
  }
  const url = new URL(request.url);
  const path = `${url.pathname}${url.search}`;
  const router = await services.cache
    .use(partRouters)
    .get(path, async () => createMemoryRouter([{ path: '*', Component: Parts }], { initialEntries: [path] }));
  const elements = parts.flatMap(([name, part], index) => [
    index > 0 ? <template key={`break-${name}`} data-slot-break="" /> : null,
    <Fragment key={name}>{part}</Fragment>,
  ]);
  const markup = renderToString(
    <PartsContext value={elements}>
      <RouterProvider router={router} />
    </PartsContext>,
  ).split(slotBreak);
  if (markup.length !== parts.length) throw new Error('A visitor part wrote a slot break of its own');
  return { slots: Object.fromEntries(parts.map(([name], index) => [name, markup[index] ?? ''])), data };
}
