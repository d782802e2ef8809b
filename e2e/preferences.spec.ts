import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';

/**
 * Records the <html> classes at the moment the parser creates <body>, i.e. before anything is
 * painted and before any module script or hydration runs.
 */
async function recordFirstPaintClasses(page: Page) {
  await page.addInitScript(() => {
    const record = () => {
      (window as unknown as { firstPaintClasses: string }).firstPaintClasses =
        document.documentElement.className;
    };
    new MutationObserver((_changes, observer) => {
      if (document.body) {
        record();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

const firstPaintClasses = (page: Page) =>
  page.evaluate(() => (window as unknown as { firstPaintClasses?: string }).firstPaintClasses);

/** Reloads with the app's scripts blocked: what shows comes from the HTML, CSS and head script alone. */
async function reloadWithoutApp(page: Page) {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.reload();
}

test('light by default; the dark theme persists across a reload from the first paint', async ({ page }) => {
  await recordFirstPaintClasses(page);
  await page.goto('/');
  expect(await firstPaintClasses(page)).not.toContain('darkmode');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('button', { name: 'Dark Mode' }).click();
  await expect(page.locator('html')).toHaveClass(/\bdarkmode\b/);
  await expect(footer.getByRole('button', { name: 'Light Mode' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('true');

  await page.reload();
  expect(await firstPaintClasses(page)).toContain('darkmode');
  await expect(footer.getByRole('button', { name: 'Light Mode' })).toBeVisible();

  // The server sends no theme: the class comes from the head script, before the app loads.
  const html = await (await page.request.get('/')).text();
  expect(html).not.toMatch(/<html[^>]*darkmode/);
  await reloadWithoutApp(page);
  await expect(page.locator('html')).toHaveClass(/\bdarkmode\b/);
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).toBe('rgb(16, 16, 22)');
  await page.unroute('**/assets/*.js');

  await page.reload();
  await footer.getByRole('button', { name: 'Light Mode' }).click();
  await expect(page.locator('html')).not.toHaveClass(/\bdarkmode\b/);
  expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('false');
  await page.reload();
  expect(await firstPaintClasses(page)).not.toContain('darkmode');
  await expect(footer.getByRole('button', { name: 'Dark Mode' })).toBeVisible();
});

test('the cookie notice shows until accepted, then never again', async ({ page }) => {
  await recordFirstPaintClasses(page);
  await page.goto('/info');
  const notice = page.getByRole('region', { name: 'Cookie notice' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('photos from the official F1 website');
  await expect(notice).toContainText(/Google or GitHub/);
  // A band at the top of the page, above the navbar.
  const box = await notice.boundingBox();
  const navbar = await page.getByRole('banner').boundingBox();
  expect(box && navbar && box.y === 0 && box.y + box.height <= navbar.y).toBe(true);

  await page.getByRole('button', { name: 'Accept and close' }).click();
  await expect(notice).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('cookieAccepted'))).toBe('true');

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(notice).toBeHidden();
  // Hidden from the first paint, so it never flashes.
  expect(await firstPaintClasses(page)).not.toContain('cookie-pending');
  await reloadWithoutApp(page);
  await expect(notice).toBeHidden();
});

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The boxes, in the window, of the elements that match `selector`. */
const boxesOf = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x, y, width, height };
    }),
  );

for (const width of [390, 1280]) {
  test(`at ${width} px the cookie notice covers no content, at the top of a page or scrolled to its end`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    const notice = page.getByRole('region', { name: 'Cookie notice' });
    // The home page's timetable and the driver page's figures, and whatever each page ends with.
    const pages = [
      { path: '/', content: '.home__timetable li, main > :last-child' },
      { path: '/drivers/NOR', content: '.stat-list__item, main > :last-child' },
    ];
    for (const { path, content } of pages) {
      await page.goto(path);
      await expect(notice).toBeVisible();
      for (const where of ['top', 'end'] as const) {
        await page.evaluate(
          (top) => window.scrollTo({ top, behavior: 'instant' }),
          where === 'top' ? 0 : 1e6,
        );
        const box = await notice.boundingBox();
        if (!box) throw new Error('The cookie notice has no box');
        const covered = (await boxesOf(page, content)).filter((target) => overlap(box, target));
        expect(covered, `${path} at the ${where}`).toEqual([]);
      }
    }
  });
}

test('a visitor who has not accepted sees the notice before the app loads', async ({ page }) => {
  await page.goto('/welcome');
  await reloadWithoutApp(page);
  await expect(page.getByRole('region', { name: 'Cookie notice' })).toBeVisible();
});

test('the scroll-to-top button appears after 300 px of scroll and takes you back up', async ({ page }) => {
  await page.goto('/privacy-policy');
  const button = page.getByRole('button', { name: 'Scroll to top' });
  await expect(button).toBeHidden();
  const scrollTo = (y: number) => page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await scrollTo(301);
  await expect(button).toBeVisible();
  await scrollTo(300);
  await expect(button).toBeHidden();
  await scrollTo(1500);
  await expect(button).toBeVisible();

  await button.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toBeHidden();
  // Keyboard focus continues from the top of the content.
  await expect(page.locator('#main')).toBeFocused();
});

test('a client-side navigation shows the loading bar until the page is ready', async ({ page }) => {
  await page.goto('/info');
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/privacy-policy.data*', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  const bar = page.getByRole('progressbar', { name: 'Loading page' });
  await expect(bar).toBeVisible();
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(bar).toBeHidden();
});
