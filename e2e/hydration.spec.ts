import { expect, type Page, test } from './support/test.ts';

// The server renders with React and the browser takes the page over with React DOM, the same React
// (docs/decisions/027-react-dom-in-the-browser.md). Taking over must keep the server's elements: a
// mismatch makes React build the page again on the client, which flashes, logs an error and loses
// what the visitor typed or selected before the scripts arrived. The menus turn scripted once the
// page has been taken over.

/**
 * Notes, before the app's scripts run, the elements of the server's head, main and footer; the
 * navbar is left out, its menus turn from `<details>` into scripted buttons once the page runs.
 * Left out too: the preloads React's server render adds to the head for the page's scripts and
 * images, which React DOM drops as it takes the head over (the fetches they started go on), and
 * what a photo shows: its fallback until it loads, the fallback alone if it fails.
 */
async function watchTakeOver(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      (window as unknown as { __server: Element[] }).__server = [
        ...document.querySelectorAll('head *, main, main *, footer, footer *'),
      ].filter(
        (element) => !element.matches('link[rel="preload"], link[rel="modulepreload"], .fallback-image *'),
      );
    });
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !/Failed to load resource/.test(message.text()))
      errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const pages = [
  '/',
  '/schedule',
  '/drivers',
  '/teams',
  '/race-results/2025',
  '/qualifying-results/2025',
  '/drivers/NOR',
  '/f1-history',
  '/signup',
  '/fun',
  '/vote',
];

for (const path of pages) {
  test(`${path}: the browser takes over the server's page in place`, async ({ page }) => {
    const errors = await watchTakeOver(page);
    await page.goto(path);
    // The navbar's Standings menu becomes a scripted button once the page has been taken over.
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Standings' }),
    ).toHaveAttribute('aria-expanded', 'false');
    await page.waitForLoadState('networkidle');
    const { kept, gone } = await page.evaluate(() => {
      const server = (window as unknown as { __server: Element[] }).__server;
      const gone = server.filter((element) => !element.isConnected);
      return {
        kept: server.length - gone.length,
        gone: gone.map((element) => `<${element.localName}> ${element.outerHTML.slice(0, 80)}`),
      };
    });
    expect(gone).toEqual([]);
    expect(kept).toBeGreaterThan(50);
    expect(errors).toEqual([]);
  });
}

// Once the page has been taken over, its links navigate within the page.
const pageLinks = [
  { path: '/f1-history', link: '.champion__year', to: /\/f1-history\/\d{4}$/ },
  { path: '/teams', link: '.team-grid a[href^="/drivers/"]', to: /\/drivers\/[A-Z]{3}$/ },
  { path: '/race-results/2025', link: '.archive-round__title a', to: /\/schedule\/2025\/[a-z-]+$/ },
];

for (const { path, link, to } of pageLinks) {
  test(`${path}: a link navigates without loading a new document`, async ({ page }) => {
    await page.goto(path);
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Standings' }),
    ).toHaveAttribute('aria-expanded', 'false');
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });
    const target = page.locator(link).first();
    const name = (await target.textContent())?.trim() ?? '';
    await target.click();
    await expect(page).toHaveURL(to);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name.slice(0, 4));
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);
  });
}
