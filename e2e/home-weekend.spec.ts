import { blockMedia, expect, expectNoA11yViolations, keepPicture, test } from './support/test.ts';

/** Saturday at Silverstone, an hour after qualifying ended. */
test.use({ now: '2025-07-05T16:00:00Z', timezoneId: 'Europe/London' });

test('on a race weekend: qualifying’s top three and both championships’ top three', async ({ page }) => {
  await blockMedia(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'British Grand Prix' })).toBeVisible();
  // The too-soon rule (docs/product.md §4): the last race's section stays away during the weekend.
  await expect(page.getByRole('region', { name: 'Last race results' })).toHaveCount(0);

  const session = page.getByRole('region', { name: 'Qualifying: top three' });
  await expect(session.getByRole('listitem')).toHaveCount(3);
  await expect(
    session.getByRole('list', { name: 'Qualifying top three' }).getByRole('listitem').first(),
  ).toContainText('Max Verstappen');
  await expect(session.getByRole('link', { name: 'British Grand Prix' })).toHaveAttribute(
    'href',
    '/schedule/2025/british-grand-prix',
  );

  const standings = page.getByRole('region', { name: 'Championship standings' });
  const drivers = standings
    .getByRole('list', { name: "Drivers' championship, top three" })
    .getByRole('listitem');
  await expect(drivers).toHaveCount(3);
  await expect(drivers.first()).toContainText('Oscar Piastri');
  await expect(drivers.first()).toContainText('216 pts');
  const teams = standings.getByRole('list', { name: "Teams' championship, top three" }).getByRole('listitem');
  await expect(teams.first()).toContainText('McLaren');
  // Each place shows its number.
  for (const places of [drivers, teams]) {
    for (const position of [1, 2, 3]) {
      await expect(places.nth(position - 1).getByText(String(position), { exact: true })).toBeVisible();
    }
  }
  await expect(standings.getByRole('link', { name: 'All driver standings' })).toHaveAttribute(
    'href',
    '/drivers',
  );
  await expect(standings.getByRole('link', { name: 'All team standings' })).toHaveAttribute('href', '/teams');
});

test('the weekend home page fits 320 px and is axe-clean in both themes', async ({ page }, info) => {
  await blockMedia(page);
  for (const dark of [false, true]) {
    if (dark) await page.addInitScript(() => localStorage.setItem('darkMode', 'true'));
    for (const width of [320, 390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      if (dark) await expect(page.locator('html')).toHaveClass(/\bdarkmode\b/);
      await expect(page.getByRole('region', { name: 'Championship standings' })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `/ at ${width} px`).toBeLessThanOrEqual(0);
      if (width !== 320) await expectNoA11yViolations(page);
      await keepPicture(page, info, `home-${width}-${dark ? 'dark' : 'light'}.png`, { fullPage: true });
    }
  }
});

test('before the weekend’s first session has ended there is no session top three', async ({
  page,
  startServer,
}) => {
  const server = await startServer({ now: '2025-07-03T12:00:00Z' });
  await blockMedia(page);
  await page.goto(server.url);
  await expect(page.getByRole('region', { name: 'Championship standings' })).toBeVisible();
  await expect(page.getByRole('region', { name: /top three$/ })).toHaveCount(0);
});
