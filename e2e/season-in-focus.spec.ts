import { blockMedia, expect, expectNoA11yViolations, test } from './support/test.ts';

/** The Monday after Las Vegas 2026: the data has rounds 1–11 classified, round 21 has just been run. */
test.use({ now: '2026-11-23T12:00:00Z' });

/** The F1 media site is out of reach in tests: every remote image fails, as it would offline. */

test('every page agrees the season in focus is 2026', async ({ page, request }) => {
  await blockMedia(page);
  await page.goto('/drivers');
  await expect(page).toHaveTitle('Driver standings 2026 · Pitwall');
  // Standings stand after the last classified round, not empty after the unclassified Las Vegas.
  await expect(page.getByText('After round 11, the Hungarian Grand Prix.')).toBeVisible();
  await expect(page.getByText(/^Standings: f1db · as of 21 Aug 2026$/)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Drivers, 2026' }).getByRole('article').first()).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Race results' })).toHaveAttribute(
    'href',
    '/race-results/2026',
  );
  await expect(footer.getByRole('link', { name: 'Qualifying' })).toHaveAttribute(
    'href',
    '/qualifying-results/2026',
  );
  await expect(page.locator('header a[href="/race-results/2026"]').first()).toBeAttached();

  await page.goto('/teams');
  await expect(page).toHaveTitle('Team standings 2026 · Pitwall');

  await page.goto('/schedule');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Formula 1 2026');
  await expect(page.getByText('Final round')).toHaveCount(0);

  await page.goto('/race-results');
  await expect(page).toHaveURL(/\/race-results(\/2026)?$/);
  await expect(page.getByLabel('Season').locator('option').first()).toHaveText('2026');

  const current = await request.get('/f1/current.json');
  expect(current.status()).toBe(200);
  const body = (await current.json()) as { MRData: { RaceTable: { season: string } } };
  expect(body.MRData.RaceTable.season).toBe('2026');
});

test('the 2026 race results list rounds 21 to 12 as pending, then 11 to 1', async ({ page }) => {
  await page.goto('/race-results/2026');
  const rounds = page.getByRole('navigation', { name: 'Jump to a round' }).getByRole('link');
  await expect(rounds).toHaveText(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11']);
  // Newest first: the pending rounds from Las Vegas (21) down to 12, then round 11 and back.
  await expect(page.getByRole('article').nth(0)).toHaveAccessibleName('Las Vegas Grand Prix');
  await expect(page.getByRole('article').nth(10)).toHaveAccessibleName('Hungarian Grand Prix');
  const vegas = page.getByRole('article', { name: 'Las Vegas Grand Prix' });
  await expect(vegas.getByText('Results pending')).toBeVisible();
  await expect(vegas.getByRole('table')).toHaveCount(0);
  const hungary = page.getByRole('article', { name: 'Hungarian Grand Prix' });
  await expect(hungary.getByRole('table').first()).toBeVisible();
  await expect(hungary.getByText(/^Results: f1db · as of 21 Aug 2026$/)).toBeVisible();
});

test('every 2026 race driver has a page: /drivers/LIN is Arvid Lindblad', async ({ page }) => {
  await blockMedia(page);
  const response = await page.goto('/drivers/LIN');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Lindblad');
  await page.goto('/drivers');
  const links = page.getByRole('list', { name: 'Drivers, 2026' }).getByRole('link');
  const hrefs = await links.evaluateAll((anchors) =>
    anchors.map((anchor) => anchor.getAttribute('href')).filter((href) => href?.startsWith('/drivers/')),
  );
  expect(hrefs.length).toBeGreaterThanOrEqual(22);
  for (const href of new Set(hrefs)) {
    expect((await page.request.get(href ?? '')).status(), href ?? '').toBe(200);
  }
});

test('the Las Vegas meeting page says Results pending, never an empty classification', async ({ page }) => {
  await page.goto('/schedule/2026/las-vegas-grand-prix');
  const results = page.getByRole('region', { name: 'Results' });
  await expect(results.getByText('Results pending')).toHaveCount(5);
  await expect(results.getByRole('table')).toHaveCount(0);
  await expect(results.getByText(/No classification/)).toHaveCount(0);
});

test('the home page says the last race’s results are pending', async ({ page }) => {
  await blockMedia(page);
  await page.goto('/');
  const last = page.getByRole('region', { name: 'Last race results' });
  await expect(last.getByRole('link', { name: 'Las Vegas Grand Prix' })).toBeVisible();
  await expect(last.getByText('Results pending')).toBeVisible();
  await expect(last.getByRole('button', { name: 'View more results' })).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the season selectors reach the 1988 drivers and the 1958 constructors', async ({ page }) => {
    await blockMedia(page);
    await page.goto('/drivers');
    await page.getByLabel('Season').selectOption('1988');
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(/\/drivers\?season=1988$/);
    await expect(page).toHaveTitle('Driver standings 1988 · Pitwall');
    const drivers = page.getByRole('list', { name: 'Drivers, 1988' }).getByRole('article');
    await expect(drivers.nth(0).getByRole('heading', { level: 2 })).toHaveText('Ayrton Senna');
    await expect(drivers.nth(1).getByRole('heading', { level: 2 })).toHaveText('Alain Prost');
    // Driver pages are the season in focus's: an earlier season's names link to none.
    await expect(drivers.nth(0).getByRole('link')).toHaveCount(0);

    await page.goto('/teams');
    await page.getByLabel('Season').selectOption('1958');
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(/\/teams\?season=1958$/);
    await expect(page.getByRole('list', { name: 'Teams, 1958' }).getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('list', { name: 'Teams, 1958' }).getByRole('article').first()).toContainText(
      'Vanwall',
    );
  });

  test('a season outside a championship is not found, not an error', async ({ page }) => {
    for (const path of [
      '/teams?season=1957',
      '/drivers?season=1949',
      '/drivers?season=2027',
      '/drivers?season=x',
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
    }
  });
});

for (const theme of ['light', 'dark'] as const) {
  for (const width of [390, 1280]) {
    test(`no accessibility violations in the ${theme} theme at ${width} px`, async ({ page }) => {
      await blockMedia(page);
      await page.setViewportSize({ width, height: 900 });
      await page.addInitScript((dark) => localStorage.setItem('darkMode', String(dark)), theme === 'dark');
      for (const path of [
        '/drivers?season=1988',
        '/teams',
        '/schedule/2026/las-vegas-grand-prix',
        '/race-results/2026',
        '/',
      ]) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdarkmode\b/ : /^(?!.*darkmode)/);
        await expectNoA11yViolations(page);
      }
    });
  }
}
