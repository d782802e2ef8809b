import type { Page } from '@playwright/test';
import routes from '../src/web/routes.ts';
import {
  adminEmail,
  createConfirmedAccount,
  expect,
  newAccount,
  signInContext,
  test,
} from './support/accounts.ts';

// Every route in src/web/routes.ts at 320 px, the narrowest phone we support: the page must not
// scroll sideways, nothing in the navbar may stick out past the screen (where the navbar would clip
// it), and nothing in the page's <main> may run into its side padding (where the page looks lopsided
// without scrolling). A new route fails the first test until it is given a URL here.

/** `menus: false` for a page that hands over and goes away at once (the sign-in popup's landing page). */
type Visit = { url: string; as?: 'fan' | 'admin'; menus?: false };

/** Concrete URLs for each route path of routes.ts ('' is the index, '*' the not-found page). */
const visits: Record<string, Visit[]> = {
  '': [{ url: '/' }, { url: '/', as: 'fan' }],
  welcome: [{ url: '/welcome' }],
  info: [{ url: '/info' }],
  'privacy-policy': [{ url: '/privacy-policy' }],
  'terms-of-service': [{ url: '/terms-of-service' }],
  teams: [{ url: '/teams' }],
  'teams/:id': [{ url: '/teams/mclaren' }, { url: '/teams/kick-sauber' }],
  drivers: [{ url: '/drivers' }],
  'drivers/:id': [{ url: '/drivers/NOR' }, { url: '/drivers/HAM' }],
  'race-results/:year?/:round?': [
    { url: '/race-results' },
    { url: '/race-results/2025' },
    { url: '/race-results/2024/5' },
    { url: '/race-results/1950' },
  ],
  'qualifying-results/:year?/:round?': [
    { url: '/qualifying-results' },
    { url: '/qualifying-results/2025' },
    { url: '/qualifying-results/2024/5' },
  ],
  schedule: [{ url: '/schedule' }],
  'schedule/:year': [{ url: '/schedule/2024' }],
  'schedule/:year/:meeting_name': [
    { url: '/schedule/2025/british-grand-prix' },
    { url: '/schedule/2025/emilia-romagna-grand-prix' },
  ],
  live: [{ url: '/live' }],
  // The archive is out of reach here; e2e/live-feed.spec.ts checks a replay that plays at 320 px.
  'replay/:year/:meeting_name/:session': [{ url: '/replay/2025/british-grand-prix/race' }],
  'f1-history': [{ url: '/f1-history' }],
  'f1-history/:year': [{ url: '/f1-history/1950' }, { url: '/f1-history/2024' }],
  fun: [{ url: '/fun' }, { url: '/fun?era=modern&seed=narrow-1' }],
  'track-vizualizer/:circuit?': [{ url: '/track-vizualizer' }, { url: '/track-vizualizer/monaco' }],
  'track-visualizer/*': [{ url: '/track-visualizer' }],
  'head-to-head': [
    { url: '/head-to-head' },
    { url: '/head-to-head?a=lewis-hamilton&b=max-verstappen&season=2021' },
  ],
  vote: [{ url: '/vote' }, { url: '/vote', as: 'fan' }],
  'vote/results': [{ url: '/vote/results' }],
  spoilers: [{ url: '/spoilers' }],
  'reaction-game': [{ url: '/reaction-game' }, { url: '/reaction-game', as: 'fan' }],
  predict: [{ url: '/predict' }, { url: '/predict', as: 'fan' }],
  'predict/table': [{ url: '/predict/table' }],
  'predict/leagues': [{ url: '/predict/leagues', as: 'fan' }],
  // A league of the fan's and a working invite are made and checked at 320 px by predictions.spec.ts;
  // here, the pages a stranger to a league and a broken link get.
  'predict/leagues/:id': [{ url: '/predict/leagues/no-such-league', as: 'fan' }],
  'predict/join': [{ url: '/predict/join', as: 'fan' }],
  login: [{ url: '/login' }],
  signup: [{ url: '/signup' }],
  logout: [{ url: '/logout' }],
  'forgot-password': [{ url: '/forgot-password' }],
  confirm: [{ url: '/confirm' }],
  'auth-action': [{ url: '/auth-action' }],
  'auth-popup': [{ url: '/auth-popup', menus: false }],
  'reset-password': [{ url: '/reset-password' }],
  profile: [{ url: '/profile', as: 'fan' }],
  'update-profile': [{ url: '/update-profile', as: 'fan' }],
  'profile/calendar': [{ url: '/profile/calendar', as: 'fan' }],
  admin: [{ url: '/admin', as: 'admin' }],
  'admin/season-events': [{ url: '/admin/season-events', as: 'admin' }],
  'admin/test': [{ url: '/admin/test', as: 'admin' }],
  test: [{ url: '/test', as: 'admin' }],
  'admin/driver-editor': [{ url: '/admin/driver-editor', as: 'admin' }],
  'admin/team-editor': [{ url: '/admin/team-editor', as: 'admin' }],
  'update-teams': [{ url: '/update-teams', as: 'admin' }],
  '*': [{ url: '/no-such-page' }, { url: '/a/rather/long/path/that/does/not/exist/anywhere-on-the-site' }],
};

type RouteEntry = { path?: string; children?: RouteEntry[] };
/** Each page's path: a layout (the admin area) stands for the routes under it. */
const pathsOf = (route: RouteEntry): string[] => route.children?.flatMap(pathsOf) ?? [route.path ?? ''];
const routePaths = routes.flatMap(pathsOf);

/**
 * What sticks out: the page's own sideways scroll, navbar elements past either screen edge, and
 * elements of <main> past its padding (those inside a box that scrolls or clips sideways aside).
 */
function overflowAt(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const found: string[] = [];
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth > width) found.push(`the page is ${scrollWidth} px wide`);
    for (const element of document.querySelectorAll('header *')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.right > width + 0.5 || box.left < -0.5) {
        const name = `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`;
        found.push(`${name} "${element.textContent?.trim().slice(0, 30)}" spans ${box.left}–${box.right} px`);
      }
    }
    const main = document.querySelector('main');
    if (!main) return found;
    const style = getComputedStyle(main);
    const mainBox = main.getBoundingClientRect();
    const left = mainBox.left + Number.parseFloat(style.paddingLeft) - 0.5;
    const right = mainBox.right - Number.parseFloat(style.paddingRight) + 0.5;
    const insideScroller = (element: Element) => {
      for (let box = element.parentElement; box && box !== main; box = box.parentElement) {
        if (getComputedStyle(box).overflowX !== 'visible') return true;
      }
      return false;
    };
    for (const element of main.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || (box.left >= left && box.right <= right)) continue;
      if (insideScroller(element)) continue;
      const name = `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`;
      found.push(
        `${name} "${element.textContent?.trim().slice(0, 30)}" spans ${box.left}–${box.right} px in <main>`,
      );
      if (found.length > 5) break;
    }
    return found;
  });
}

test('every route has URLs to check', () => {
  expect(routePaths.filter((path) => !(path in visits))).toEqual([]);
  expect(Object.keys(visits).filter((path) => !routePaths.includes(path))).toEqual([]);
});

test.describe('at 320 px', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  for (const path of routePaths) {
    for (const visit of visits[path] ?? []) {
      const who = visit.as ? ` (${visit.as})` : '';
      test(`${visit.url}${who} does not scroll sideways`, async ({ page, context, server, inbox }) => {
        if (visit.as) {
          const account =
            visit.as === 'admin'
              ? await createConfirmedAccount(server.url, inbox, newAccount({ email: adminEmail })).catch(() =>
                  newAccount({ email: adminEmail }),
                )
              : await createConfirmedAccount(server.url, inbox);
          await signInContext(context, server.url, account);
        }
        await page.goto(visit.url);
        if (visit.as) await expect(page).toHaveURL(new RegExp(`${visit.url.replace(/\//g, '\\/')}$`));
        expect(await overflowAt(page)).toEqual([]);
        if (visit.menus === false) return;

        // The open menus fit as well.
        const menu = page.getByRole('button', { name: 'Menu' });
        await menu.click();
        await expect(menu).toHaveAttribute('aria-expanded', 'true');
        expect(await overflowAt(page)).toEqual([]);
        await page.keyboard.press('Escape');
        const standings = page
          .getByRole('navigation', { name: 'Main' })
          .getByRole('button', { name: 'Standings' });
        await standings.click();
        await expect(standings).toHaveAttribute('aria-expanded', 'true');
        expect(await overflowAt(page)).toEqual([]);
      });
    }
  }
});
