import type { Page } from '@playwright/test';
import { scrollToTheEnd } from './support/scrolling.ts';
import { expect, expectNoA11yViolations, test } from './support/test.ts';

// The worker's clock is Thursday 3 July 2025: the latest race run is Austria, round 11 of 2025.

const rounds = (page: Page) => page.getByRole('main').getByRole('article');
const roundTitles = (page: Page) => rounds(page).getByRole('heading', { level: 2 });
const status = (page: Page) => page.getByRole('main').getByRole('status');

test('the race results page arrives server-rendered with the latest round', async ({ request }) => {
  const response = await request.get('/race-results/2025');
  expect(response.status()).toBe(200);
  const html = (await response.text()).replaceAll('<!-- -->', '');
  expect(html).toContain('Austrian Grand Prix');
  expect(html).toMatch(
    /<caption id="[^"]+">Race<span class="visually-hidden"> results, Austrian Grand Prix 2025<\/span><\/caption>/,
  );
  expect(html).toContain('Lando Norris');
  expect(html).toContain('Scroll for more results');
  // Only the first round's results are in the first response (the round list names them all).
  expect(html.match(/<article/g)).toHaveLength(1);
  expect(html).not.toContain('Race results, Canadian Grand Prix');
});

test('infinite scroll loads 2025 one round per load back to round 1, then stops', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/api/results/')) requested.push(path);
  });
  await page.goto('/race-results/2025');
  await expect(roundTitles(page)).toHaveText(['Austrian Grand Prix']);
  await expect(status(page)).toHaveText('Scroll for more results');

  await scrollToTheEnd(page, 'That was the first race of 2025.');
  await expect(rounds(page)).toHaveCount(11);
  await expect(rounds(page).getByText(/^Round \d+$/)).toHaveText(
    Array.from({ length: 11 }, (_, index) => `Round ${11 - index}`),
  );
  await expect(roundTitles(page).last()).toHaveText('Australian Grand Prix');

  // One request per round from 10 down to 1; a sprint weekend's round brings its sprint along.
  expect(requested).toEqual(Array.from({ length: 10 }, (_, index) => `/api/results/2025/${10 - index}/race`));
  const miami = rounds(page).filter({ hasText: 'Miami Grand Prix' });
  await expect(miami.locator('caption')).toHaveText([/^Race/, /^Sprint/]);
  await expect(
    miami
      .getByRole('table', { name: /^Sprint/ })
      .getByRole('row')
      .nth(1),
  ).toContainText('Lando Norris');
  // Race table columns: position, driver, constructor, points, status, fastest lap ('-' when none),
  // with the time or gap as the meeting pages show it.
  const australia = rounds(page).filter({ hasText: 'Australian Grand Prix' }).getByRole('table');
  await expect(australia.getByRole('columnheader')).toHaveText([
    'Pos',
    'No',
    'Driver',
    'Constructor',
    'Time / gap',
    'Pts',
    'Status',
    'Fastest lap',
  ]);
  await expect(australia.getByRole('row').filter({ hasText: 'Lando Norris' })).toContainText('25');
  await expect(
    australia.getByRole('row').filter({ hasText: 'Carlos Sainz' }).getByRole('cell').last(),
  ).toHaveText('-');

  // Nothing is asked for after round 1.
  const count = requested.length;
  await page.mouse.wheel(0, 20_000);
  await page.waitForTimeout(500);
  expect(requested).toHaveLength(count);
  expect(requested.some((path) => path.includes('/2025/0/'))).toBe(false);
});

test('qualifying pages backwards with its own texts and Q1, Q2, Q3', async ({ page }) => {
  await page.goto('/qualifying-results/2025');
  await expect(roundTitles(page)).toHaveText(['Austrian Grand Prix']);
  await expect(status(page)).toHaveText('Scroll for more races');
  const table = rounds(page).first().getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(['Pos', 'No', 'Driver', 'Q1', 'Q2', 'Q3']);
  await expect(table.getByRole('row').nth(1)).toContainText('Lando Norris');
  await page.mouse.wheel(0, 20_000);
  await expect(roundTitles(page).nth(1)).toHaveText('Canadian Grand Prix');
});

test('changing the season clears the list and starts that season from its last round', async ({ page }) => {
  await page.goto('/race-results/2025');
  await page.mouse.wheel(0, 20_000);
  await expect(roundTitles(page).nth(1)).toHaveText('Canadian Grand Prix');
  const season = page.getByRole('combobox', { name: 'Season' });
  await expect(season.locator('option')).toHaveText(
    Array.from({ length: 12 }, (_, index) => String(2025 - index)),
  );
  await season.selectOption('2019');
  await expect(page).toHaveURL(/\/race-results\/2019$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Race results 2019');
  // The 2025 rounds are gone; 2019 starts from its final round.
  await expect(roundTitles(page).first()).toHaveText('Abu Dhabi Grand Prix');
  await expect(rounds(page).first().getByRole('row').nth(1)).toContainText('Lewis Hamilton');
  await expect(rounds(page).filter({ hasText: '2025' })).toHaveCount(0);
  await page.mouse.wheel(0, 20_000);
  await expect(roundTitles(page).nth(1)).toHaveText('Brazilian Grand Prix');
});

test('paging stops when a round fails to load', async ({ page }) => {
  await page.route('**/api/results/2025/9/race', (route) => route.abort());
  await page.goto('/race-results/2025');
  await page.mouse.wheel(0, 20_000);
  await expect(roundTitles(page).nth(1)).toHaveText('Canadian Grand Prix');
  await page.mouse.wheel(0, 20_000);
  await expect(status(page)).toHaveText('Round 9 could not be loaded.');
  await page.mouse.wheel(0, 20_000);
  await page.waitForTimeout(300);
  await expect(rounds(page)).toHaveCount(2);
});

test('a season outside the archive is not found', async ({ request }) => {
  expect((await request.get('/race-results/2013')).status()).toBe(404);
  expect((await request.get('/qualifying-results/2026')).status()).toBe(404);
  expect((await request.get('/race-results/twenty')).status()).toBe(404);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a "more" link per page walks back through the rounds, and the season form works', async ({
    page,
  }) => {
    await page.goto('/race-results/2025');
    await page.getByRole('link', { name: 'Show round 10' }).click();
    await expect(page).toHaveURL(/\/race-results\/2025\?before=11$/);
    await expect(roundTitles(page)).toHaveText(['Canadian Grand Prix']);
    await page.getByRole('link', { name: 'Show round 9' }).click();
    await expect(roundTitles(page)).toHaveText(['Spanish Grand Prix']);

    await page.getByRole('combobox', { name: 'Season' }).selectOption('2016');
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(/\/race-results\/2016$/);
    await expect(roundTitles(page)).toHaveText(['Abu Dhabi Grand Prix']);
  });
});

for (const theme of ['light', 'dark'] as const) {
  test(`results pages pass axe in the ${theme} theme`, async ({ page }) => {
    await page.addInitScript((dark) => localStorage.setItem('darkMode', String(dark)), theme === 'dark');
    for (const path of ['/race-results/2025', '/qualifying-results/2025']) {
      await page.goto(path);
      await expect(rounds(page).first()).toBeVisible();
      await expectNoA11yViolations(page);
    }
  });
}
