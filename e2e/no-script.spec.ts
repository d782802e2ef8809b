import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test } from './support/test.ts';

// The site without JavaScript: the navbar's menus are <details> elements the browser opens itself,
// so every page in them is reachable; the timetable says which zone its times are in.

const main = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test.use({ javaScriptEnabled: false });

const pages = [
  { menu: 'Standings', link: 'Teams', url: '/teams', heading: /Team/ },
  { menu: 'Standings', link: 'Drivers', url: '/drivers', heading: /Driver/ },
  { menu: 'Results', link: 'Races', url: '/race-results/2025', heading: /Race/ },
  { menu: 'Results', link: 'Qualifying', url: '/qualifying-results/2025', heading: /Qualifying/ },
];

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const { menu, link, url, heading } of pages) {
    test(`${menu} → ${link} opens ${url}`, async ({ page }) => {
      await page.goto('/info');
      const links = main(page).getByRole('link', { name: link, exact: true });
      await expect(links).toBeHidden();
      await main(page).locator('summary', { hasText: menu }).click();
      await links.click();
      await expect(page).toHaveURL(new RegExp(`${url}$`));
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    });
  }

  test('opening one menu closes the other', async ({ page }) => {
    await page.goto('/info');
    await main(page).locator('summary', { hasText: 'Standings' }).click();
    await expect(main(page).getByRole('link', { name: 'Teams' })).toBeVisible();
    await main(page).locator('summary', { hasText: 'Results' }).click();
    await expect(main(page).getByRole('link', { name: 'Races' })).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Teams' })).toBeHidden();
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const { menu, link, url, heading } of pages) {
    // On a phone Results lives in the hamburger menu.
    const opener = menu === 'Results' ? 'Menu' : menu;
    test(`${opener} → ${link} opens ${url}`, async ({ page }) => {
      await page.goto('/');
      const button =
        opener === 'Menu'
          ? page.getByRole('banner').locator('summary[aria-label="Menu"]')
          : main(page).locator('summary', { hasText: menu });
      await expect(button).toBeVisible();
      await button.click();
      await page.getByRole('banner').getByRole('link', { name: link, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${url}$`));
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    });
  }
});

test('a meeting page shows another session’s classification through a plain link', async ({ page }) => {
  await page.goto('/schedule/2025/austrian-grand-prix');
  const session = (name: string) => page.getByRole('region', { name, exact: true });
  await expect(session('Race').getByRole('table')).toBeVisible();
  await session('Practice 1').getByRole('link', { name: 'Show the Practice 1 classification' }).click();
  await expect(page).toHaveURL(/\/schedule\/2025\/austrian-grand-prix\?results=fp1#results-fp1$/);
  await expect(session('Practice 1').getByRole('table')).toBeVisible();
  await expect(session('Race').getByRole('link', { name: 'Show the Race classification' })).toBeVisible();
});

test('the timetable says its times are in UTC', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('Times are shown in UTC.')).toBeVisible();
  await expect(page.getByText('Times are shown in your time zone.')).toHaveCount(0);
  await page.goto('/schedule/2025/british-grand-prix');
  await expect(page.getByText('Times are shown in UTC.')).toBeVisible();
});

// axe on the navbar with its menus closed and open, in both themes, with the app and without it.
// axe needs script in the page, so "without" blocks the app's bundles instead: the page stays the
// server's HTML, as with JavaScript off (the theme's inline head script still runs).
test.describe('axe', () => {
  test.use({ javaScriptEnabled: true });
  for (const app of [false, true]) {
    for (const theme of ['light', 'dark'] as const) {
      for (const width of [1280, 390, 320]) {
        test(`navbar menus closed and open, ${app ? 'with' : 'without'} the app, ${theme}, ${width} px`, async ({
          page,
        }) => {
          if (!app) await page.route('**/assets/*.js', (route) => route.abort());
          await page.setViewportSize({ width, height: 800 });
          await page.goto('/info');
          if (theme === 'dark') {
            await page.evaluate(() => localStorage.setItem('darkMode', 'true'));
            await page.reload();
            await expect(page.locator('html')).toHaveClass(/\bdarkmode\b/);
          }
          await expectNoA11yViolations(page);
          const name = width === 1280 ? 'Results' : 'Menu';
          const opener = app
            ? page.getByRole('banner').getByRole('button', { name, exact: true })
            : width === 1280
              ? main(page).locator('summary', { hasText: name })
              : page.getByRole('banner').locator('summary[aria-label="Menu"]');
          await opener.click();
          await expect(page.getByRole('banner').getByRole('link', { name: 'Races' })).toBeVisible();
          await expectNoA11yViolations(page);
        });
      }
    }
  }
});
