import { blockMedia, expect, expectNoA11yViolations, test, useTheme } from './support/test.ts';

test.use({ now: '2025-12-10T12:00:00Z' });

const teams2025 = [
  'mclaren',
  'mercedes',
  'red-bull',
  'ferrari',
  'williams',
  'racing-bulls',
  'aston-martin',
  'haas',
  'kick-sauber',
  'alpine',
];

test('a team card on /teams leads to the team page: its hero, standing and drivers', async ({ page }) => {
  await blockMedia(page);
  await page.goto('/teams');
  await page.getByRole('article', { name: 'McLaren' }).getByRole('link', { name: 'McLaren' }).click();
  await expect(page).toHaveURL(/\/teams\/mclaren$/);
  await expect(page).toHaveTitle('McLaren 2025 · Pitwall');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('McLaren');

  const hero = page.locator('.team-hero');
  await expect(hero.getByText('2025 season')).toBeVisible();
  // The band is in the team's papaya with black text on it, the name printed beside the colour.
  await expect(hero.locator('.team-hero__band')).toHaveCSS('color', 'rgb(0, 0, 0)');
  const standing = hero.locator('dl[aria-label="2025 standing"]');
  await expect(standing.getByRole('definition')).toHaveText(['1', '833']);
  // Logo and car fall back to the livery with the team's code and name.
  await expect(hero.locator('.team-hero__logo')).toHaveAttribute('data-status', 'failed');
  await expect(hero.locator('.team-hero__logo')).toHaveText('MCL');
  await expect(hero.locator('.team-hero__car')).toHaveAttribute('data-status', 'failed');
  await expect(hero.locator('.team-hero__car')).toContainText('McLaren');

  const drivers = page.getByRole('list', { name: 'McLaren drivers, 2025' }).getByRole('link');
  await expect(drivers).toHaveCount(2);
  await expect(drivers.nth(0)).toHaveAttribute('href', '/drivers/NOR');
  await expect(drivers.nth(0)).toContainText('Lando Norris');
  await expect(drivers.nth(1)).toHaveAttribute('href', '/drivers/PIA');
  // A driver's photo falls back to his number on the team colour, never to initials.
  await expect(drivers.nth(1).locator('.driver-image')).toHaveText('81');

  const totals = page.locator('dl[aria-label="McLaren 2025 season totals"]');
  await expect(totals.getByRole('definition').first()).toHaveText('1');
  await expect(totals.getByRole('definition').nth(2)).toHaveText('14');
  const rounds = page.getByRole('table', { name: "McLaren's 2025 points, race by race" });
  await expect(rounds.locator('tbody tr')).toHaveCount(24);
  await expect(rounds.locator('tbody tr').last().getByRole('cell').last()).toHaveText('833');

  await drivers.nth(0).click();
  await expect(page).toHaveURL(/\/drivers\/NOR$/);
  // And back from the driver's page through his team's standing.
  await page.getByRole('link', { name: /Team standing/ }).click();
  await expect(page).toHaveURL(/\/teams\/mclaren$/);
});

test('the standings table on a phone links each team to its page', async ({ page }) => {
  await blockMedia(page);
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/teams');
  const table = page.getByRole('table', { name: 'Team standings 2025' });
  await expect(table.getByRole('link')).toHaveCount(10);
  await table.getByRole('link', { name: 'Red Bull' }).click();
  await expect(page).toHaveURL(/\/teams\/red-bull$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Red Bull');
});

test('an id no 2025 team has answers 404 with a way back to the teams', async ({ page }) => {
  const response = await page.goto('/teams/no-such-team');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Team not found');
  await expect(page).toHaveTitle('Team not found · Pitwall');
  await page.getByRole('main').getByRole('link', { name: 'See all teams' }).click();
  await expect(page).toHaveURL(/\/teams$/);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the team page passes axe in the ${theme} theme`, async ({ page }) => {
    await blockMedia(page);
    await useTheme(page, theme);
    for (const path of ['/teams/mclaren', '/teams/haas', '/teams/williams', '/teams/no-such-team']) {
      await page.goto(path);
      await expect(page.locator('[data-status="loading"]')).toHaveCount(0);
      await expectNoA11yViolations(page);
    }
  });
}

test('at 320 px no team page scrolls sideways', async ({ page }) => {
  await blockMedia(page);
  await page.setViewportSize({ width: 320, height: 700 });
  for (const id of teams2025) {
    await page.goto(`/teams/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), id).toBeLessThanOrEqual(320);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the team page is all there, its links plain links', async ({ page }) => {
    await blockMedia(page);
    await page.goto('/teams');
    await page.getByRole('article', { name: 'Ferrari' }).getByRole('link', { name: 'Ferrari' }).click();
    await expect(page).toHaveURL(/\/teams\/ferrari$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ferrari');
    await expect(page.locator('dl[aria-label="2025 standing"]').getByRole('definition')).toHaveText([
      '4',
      '398',
    ]);
    await expect(page.getByRole('table', { name: "Ferrari's 2025 points, race by race" })).toBeVisible();
    await page.getByRole('list', { name: 'Ferrari drivers, 2025' }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/drivers\/[A-Z]{3}$/);
  });
});
