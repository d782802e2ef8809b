import type { ReactNode } from 'react';
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useRouteLoaderData,
} from 'react-router';
import { sameOriginMiddleware, sessionMiddleware } from '#server/auth/pages/guards.server.ts';
import { visitorSession } from '#server/auth/pages/visitor-session.server.ts';
import { favouritesOf } from '#server/features/profile/favourites.server.ts';
import { navMeetingLink } from '#server/features/shell/nav-meeting-link.server.ts';
import { shellUser } from '#server/features/shell/shell-user.server.ts';
import { readerOf, shieldMiddleware } from '#server/features/spoilers/request-shield.server.ts';
import { seasonInFocus } from '#server/race-data/season-in-focus.ts';
import { serverContext } from '#server/react-router-context.server.ts';
import { crossSiteAddress } from '#shared/cross-site.ts';
import type { PageHandle } from '#shared/page-query.ts';
import type { Route } from './+types/root';
import { NoticeToast } from './features/auth/notice-toast.tsx';
import { InstallableSiteTags } from './features/shell/installable-site.tsx';
import { useNonce } from './features/shell/nonce.ts';
import { NotFoundPage } from './features/shell/not-found-page.tsx';
import { headScript } from './features/shell/preferences.ts';
import { Shell } from './features/shell/shell.tsx';
import type { ShellData } from './features/shell/shell-data.ts';
import './styles/global.css';
import textFont from '@fontsource/titillium-web/files/titillium-web-latin-400-normal.woff2?url';
import mediumFont from '@fontsource/titillium-web/files/titillium-web-latin-600-normal.woff2?url';
import boldFont from '@fontsource/titillium-web/files/titillium-web-latin-700-normal.woff2?url';

/** The query every page reads: the notice a redirect left (#shared/page-query.ts). */
export const handle: PageHandle = { query: ['notice'] };

/** The three weights the pages are set in, fetched with the page rather than after its CSS (styles/fonts.css). */
const preloadedFonts = [textFont, mediumFont, boldFont].map((href) => ({
  rel: 'preload',
  href,
  as: 'font',
  type: 'font/woff2',
  crossOrigin: 'anonymous' as const,
}));

/**
 * Every page request: page actions refuse other sites' forms; the visitor's session and spoiler shield
 * are read when a loader first asks, once per request.
 */
export const middleware: Route.MiddlewareFunction[] = [
  sameOriginMiddleware,
  sessionMiddleware,
  shieldMiddleware,
];

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  ...preloadedFonts,
];

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context.get(serverContext);
  const { user, setCookies } = await visitorSession(context);
  // Favourites that cannot be read are logged; the shell shows the visitor without them (docs/product.md §8).
  const favourites =
    user &&
    (await favouritesOf(services, user.id).catch((error: unknown) => {
      services.log.error('Failed to fetch user data:', error);
      return null;
    }));
  const shell: ShellData = {
    user: user && shellUser(user, favourites),
    meetingLink: await navMeetingLink(services),
    currentSeason: await seasonInFocus(services),
    year: services.clock.now().getUTCFullYear(),
    spoilerShield: (await readerOf(context)).shield,
  };
  // A renewed session cookie (or the removal of a dead one) goes out with the page.
  const headers = new Headers();
  for (const cookie of setCookies) headers.append('Set-Cookie', cookie);
  return data(shell, { headers });
}

/** The shell's data changes with the session (a form submission), not with every link followed. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod ? defaultShouldRevalidate : false;
}

export function Layout({ children }: { children: ReactNode }) {
  // Absent when the root loader itself failed: the shell still renders, without the meeting link.
  const shellData: ShellData = useRouteLoaderData<typeof loader>('root') ?? {
    user: null,
    meetingLink: null,
    currentSeason: new Date().getUTCFullYear(),
    year: new Date().getUTCFullYear(),
    spoilerShield: { on: false },
  };
  const nonce = useNonce();
  return (
    // The head script sets theme and cookie-notice classes on <html> before the page hydrates.
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of our own, needed before first paint */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: headScript }} />
        <Meta />
        <InstallableSiteTags />
        <Links />
      </head>
      <body>
        <Shell data={shellData}>
          {/* In the page's flow above its <main>, so it never covers the heading. */}
          <NoticeToast />
          {children}
        </Shell>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** The status an error page answers with: a thrown response's, else a failure of ours. */
const errorStatus = (error: unknown) => (isRouteErrorResponse(error) ? error.status : 500);

/** The site's own address when the error is a form refused as cross-site (guards.server.ts). */
const refusedFrom = (error: unknown) =>
  isRouteErrorResponse(error) && error.status === 403 ? crossSiteAddress(error.data) : null;

/** The heading, and the title, of the root's error page for a status. */
function errorHeading(status: number, crossSite: boolean): string {
  if (status === 404) return 'Page not found';
  if (crossSite) return 'Not sent: the form came from another address';
  // A form posted to a page that takes none (a stale tab, a hand-made request).
  if (status === 405) return 'Nothing to send here';
  return 'Something went wrong';
}

/**
 * The title of the error pages the root shows; pages name their own. In the browser the title must
 * come from here: a `<title>` written in the page's body is not kept when the page hydrates.
 */
export function meta({ error }: Route.MetaArgs) {
  if (!error) return [];
  return [
    { title: `${errorHeading(errorStatus(error), refusedFrom(error) !== null)} · Pitwall` },
    { name: 'robots', content: 'noindex' },
  ];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { pathname } = useLocation();
  const status = errorStatus(error);
  if (status === 404) return <NotFoundPage />;
  const siteAddress = refusedFrom(error);
  return (
    <main className="page">
      <p className="eyebrow">Error</p>
      <h1>{errorHeading(status, siteAddress !== null)}</h1>
      {siteAddress !== null ? (
        <p className="lead">
          Pitwall takes forms only from its own pages, at {siteAddress}, so nothing was changed. Open{' '}
          <a href={new URL(pathname, siteAddress).toString()}>this page at that address</a> and send the form
          again.
        </p>
      ) : status === 405 ? (
        <p className="lead">
          This page has no form to send. <a href={pathname}>Open it again</a> to read it.
        </p>
      ) : (
        <p className="lead">The page could not be shown. Please try again in a moment.</p>
      )}
    </main>
  );
}
