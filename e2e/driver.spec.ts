import { blockMedia, expect, expectNoA11yViolations, test } from './support/test.ts';

test.use({ now: '2025-12-10T12:00:00Z' });

test('the NOR page shows the 2025 season race by race, the points chart and career numbers', async ({
  page,
}) => {
  await blockMedia(page);
  const response = await page.goto('/drivers/NOR');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle('Lando Norris · 2025 season · Pitwall');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lando Norris');
  await expect(page.getByText('2025 season · No. 4')).toBeVisible();
  // Where the season's numbers come from, and when they were brought in.
  await expect(page.getByText(/^Standings: f1db · as of 21 Aug 2026$/)).toBeVisible();

  const totals = page.locator('dl[aria-label="2025 season totals"]');
  await expect(totals.getByRole('term')).toHaveText([
    'Position',
    'Points',
    'Races',
    'Wins',
    'Podiums',
    'Poles',
    'Fastest laps',
    'Best finish',
    'Sprint points',
    'Retirements',
  ]);
  await expect(totals.getByRole('definition').first()).toHaveText('1');
  await expect(totals.getByRole('definition').nth(1)).toHaveText('423');
  await expect(totals.getByRole('definition').nth(3)).toHaveText('7');
  await expect(totals.getByRole('definition').last()).toHaveText('2');

  // His team's standing, compact, linking to the team's page.
  const team = page.getByRole('link', { name: /Team standing/ });
  await expect(team).toHaveAttribute('href', '/teams/mclaren');
  await expect(team).toContainText('McLaren');
  await expect(team).toContainText('833 PTS');
  await expect(team).toContainText('14 races won');

  const results = page.getByRole('table', { name: "Lando Norris's 2025 results, race by race" });
  await expect(results.locator('tbody tr')).toHaveCount(24);
  await expect(results.locator('tbody tr').first().getByRole('cell')).toHaveText(['1', '1', '1', '25', '–']);
  await expect(results.getByRole('rowheader').first()).toHaveText('Australian');
  await expect(results.getByRole('link', { name: 'Australian' })).toHaveAttribute(
    'href',
    '/schedule/2025/australian-grand-prix',
  );
  // China was a sprint weekend: the sprint column shows his place and points.
  await expect(results.locator('tbody tr').nth(1).getByRole('cell').last()).toHaveText('Finished 8 · 1 pts');

  const chart = page.getByRole('img', { name: "Lando Norris's points after each round of 2025" });
  await expect(chart).toHaveCount(1);
  await expect(chart).toHaveAccessibleDescription(
    /^Lando Norris had 423 points after round 24: 25 after round 1, /,
  );
  await page.getByText('Show the numbers').click();
  const numbers = page.getByRole('table', { name: "Lando Norris's points after each round of 2025" });
  await expect(numbers.locator('tbody tr')).toHaveCount(24);
  await expect(numbers.locator('tbody tr').last().getByRole('cell')).toHaveText([
    '24',
    'Abu Dhabi Grand Prix',
    '423',
  ]);

  const career = page.locator('dl[aria-label="Career numbers"]');
  await expect(career.getByRole('term')).toHaveText([
    'Starts',
    'Wins',
    'Podiums',
    'Poles',
    'Fastest laps',
    'Titles',
  ]);
  await expect(career.getByRole('definition')).toHaveText(['152', '11', '44', '16', '18', '1 won in 2025']);
});

test('the photo falls back to his number and flag on the team colour', async ({ page }) => {
  await blockMedia(page);
  await page.goto('/drivers/NOR');
  const photo = page.locator('.driver-hero .driver-photo');
  await expect(photo).toHaveAttribute('data-status', 'failed');
  await expect(photo).toHaveText('4');
  await expect(photo.locator('img.driver-image__flag')).toHaveAttribute('src', '/flags/gb.svg');
  await expect(photo).toHaveCSS('background-color', 'rgb(255, 128, 0)');
});

test('a lower-case id is sent to the upper-case page', async ({ page }) => {
  await blockMedia(page);
  await page.goto('/drivers/ver');
  await expect(page).toHaveURL(/\/drivers\/VER$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Max Verstappen');
});

test('at 320 px a ten-letter surname shrinks to one line instead of breaking inside the name', async ({
  page,
}) => {
  await blockMedia(page);
  await page.setViewportSize({ width: 320, height: 700 });
  const drivers: [id: string, name: string][] = [
    ['VER', 'Verstappen'],
    ['HUL', 'Hülkenberg'],
    ['NOR', 'Norris'],
  ];
  for (const [id, name] of drivers) {
    await page.goto(`/drivers/${id}`);
    const last = page.locator('.driver-hero__last');
    await expect(last).toHaveText(name);
    const layout = await last.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      const size = Number.parseFloat(getComputedStyle(element).fontSize);
      const heading = Number.parseFloat(getComputedStyle(element.parentElement as Element).fontSize);
      return { lines, shrunk: size < heading };
    });
    // A short name keeps the display size; a long one is made smaller, never broken.
    expect(layout).toEqual({ lines: 1, shrunk: name.length >= 10 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  }
});

test('an id no 2025 driver has answers 404 with a way back to the drivers', async ({ page }) => {
  for (const id of ['XYZ', 'NORRIS']) {
    const response = await page.goto(`/drivers/${id}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Driver not found');
    await expect(page).toHaveTitle('Driver not found · Pitwall');
  }
  await page.getByRole('main').getByRole('link', { name: 'See all drivers' }).click();
  await expect(page).toHaveURL(/\/drivers$/);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the driver page passes axe in the ${theme} theme`, async ({ page }) => {
    await blockMedia(page);
    await page.addInitScript((dark) => localStorage.setItem('darkMode', String(dark)), theme === 'dark');
    for (const path of ['/drivers/NOR', '/drivers/XYZ']) {
      await page.goto(path);
      await expect(page.locator('[data-status="loading"]')).toHaveCount(0);
      await expectNoA11yViolations(page);
    }
  });
}
