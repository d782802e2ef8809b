import { expect, type Page, test, useTheme } from './support/test.ts';

// Pages link the build's stylesheets in their head (React Router's <Links />), so the first paint is
// styled; pages reached by a link in the browser get theirs before they show, and the styles of the
// first page stay right when the visitor comes back to it.

/** Records requests for stylesheets and the errors the page logs (a failed hydration logs one). */
function watch(page: Page) {
  const stylesheets: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet' || request.url().endsWith('.css'))
      stylesheets.push(request.url());
  });
  page.on('console', (message) => {
    // Photos come from the official media site, out of reach here: their failures are not the page's.
    if (message.type() === 'error' && !message.location().url.startsWith('https://media.formula1.com/'))
      errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { stylesheets, errors };
}

const style = (page: Page, selector: string, property: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

test('a page links its stylesheets in the head, is styled, and hydrates cleanly', async ({ page }) => {
  const seen = watch(page);
  const response = await page.goto('/');
  const head = ((await response?.text()) ?? '').split('</head>')[0] ?? '';
  expect(head).toMatch(/<link [^>]*rel="stylesheet" href="\/assets\/root-[\w-]+\.css"/);
  expect(head).toMatch(/<link [^>]*rel="stylesheet" href="\/assets\/home-[\w-]+\.css"/);
  // The home page's own stylesheet lays out the meeting card as a grid.
  await expect.poll(() => style(page, '.hero-card', 'display')).toBe('grid');
  await page.waitForLoadState('networkidle');
  expect(seen.stylesheets.some((url) => /\/assets\/root-[\w-]+\.css$/.test(url))).toBe(true);
  expect(seen.errors).toEqual([]);
});

test('dark mode is right on the first paint', async ({ page }) => {
  await useTheme(page, 'dark');
  // Without the page's bundle: what the server sent (its stylesheets and the head script) is all there is.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/teams');
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const [r, g, b] = (background.match(/\d+/g) ?? []).map(Number);
  expect((r ?? 255) + (g ?? 255) + (b ?? 255)).toBeLessThan(3 * 80);
});

test('a page reached by a link gets its stylesheet, and the first page keeps its own', async ({ page }) => {
  const seen = watch(page);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Schedule' }).click();
  await expect(page).toHaveURL(/\/schedule$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The schedule's own stylesheet lays out its header as a row, fetched in the browser.
  await expect.poll(() => style(page, '.schedule__header', 'display')).toBe('flex');
  expect(seen.stylesheets.some((url) => /\/assets\/schedule-[\w-]+\.css$/.test(url))).toBe(true);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => style(page, '.hero-card', 'display')).toBe('grid');
  expect(seen.errors).toEqual([]);
});
