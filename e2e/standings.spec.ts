import { blockMedia, expect, expectNoA11yViolations, test } from './support/test.ts';

/** After the 2025 finale: the final tables. */
const afterSeason = '2025-12-10T12:00:00Z';
test.use({ now: afterSeason });

/** The F1 media site is out of reach in tests: every remote image fails, as it would offline. */

// A 1×1 PNG standing in for the F1 media site when a test needs an image that loads.
const pixel = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('team standings after the 2025 season', () => {
  test('lists the ten teams in order with points, wins and drivers', async ({ page }) => {
    await blockMedia(page);
    await page.goto('/teams');
    await expect(page).toHaveTitle('Team standings 2025 · Pitwall');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Team standings');
    await expect(page.getByText('After round 24, the Abu Dhabi Grand Prix.')).toBeVisible();
    const cards = page.getByRole('list', { name: 'Teams, 2025' }).getByRole('article');
    await expect(cards).toHaveCount(10);
    await expect(cards.getByRole('heading', { level: 2 })).toHaveText([
      'McLaren',
      'Mercedes',
      'Red Bull',
      'Ferrari',
      'Williams',
      'Racing Bulls',
      'Aston Martin',
      'Haas',
      'Kick Sauber',
      'Alpine',
    ]);
    const mclaren = page.getByRole('article', { name: 'McLaren' });
    await expect(mclaren.locator('.team-card__position')).toHaveText('Position 1');
    await expect(mclaren.getByText('833 PTS')).toBeVisible();
    await expect(mclaren.getByText('14 races won')).toBeVisible();
    await expect(mclaren.getByRole('list', { name: 'McLaren drivers' }).getByRole('listitem')).toHaveText([
      'Lando Norris',
      'Oscar Piastri',
    ]);
    // No accounts yet: nobody likes anybody, so no 'liked by' anywhere; no wins, no wins line.
    await expect(page.getByText(/Liked by/)).toHaveCount(0);
    await expect(page.getByRole('article', { name: 'Alpine' }).getByText(/won/)).toHaveCount(0);
    await expect(page.getByRole('article', { name: 'Alpine' }).getByText('22 PTS')).toBeVisible();
  });

  test('draws the team colour and name when the car and logo cannot load', async ({ page }) => {
    await blockMedia(page);
    await page.goto('/teams');
    const mclaren = page.getByRole('article', { name: 'McLaren' });
    const car = mclaren.locator('.team-car');
    await expect(car).toHaveAttribute('data-status', 'failed');
    await expect(mclaren.getByRole('img', { name: 'McLaren 2025 car' })).toContainText('McLaren');
    await expect(car).toHaveCSS('background-color', 'rgb(255, 128, 0)');
    await expect(mclaren.locator('.team-logo')).toHaveAttribute('data-status', 'failed');
    await expect(mclaren.locator('.team-logo')).toHaveText('MCL');
    await expect(mclaren.locator('.team-logo')).toHaveCSS('background-color', 'rgb(255, 128, 0)');
    await expect(page.locator('img[src^="https://media.formula1.com"]')).toHaveCount(0);
  });

  test('shows the car over the fallback once it loads', async ({ page }) => {
    await page.route('https://media.formula1.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'image/png', body: pixel }),
    );
    await page.goto('/teams');
    const mclaren = page.getByRole('article', { name: 'McLaren' });
    await expect(mclaren.locator('.team-car')).toHaveAttribute('data-status', 'loaded');
    await expect(mclaren.getByRole('img', { name: 'McLaren 2025 car' })).toHaveAttribute(
      'src',
      /2025mclarencarright\.webp$/,
    );
    await expect(mclaren.locator('.team-car .team-image__name')).toHaveCount(0);
  });

  test('hovering a card draws its border in the team colour', async ({ page }) => {
    await blockMedia(page);
    await page.goto('/teams');
    const ferrari = page.getByRole('article', { name: 'Ferrari' });
    await expect(ferrari).toHaveCSS('border-right-color', 'rgb(214, 214, 222)');
    await ferrari.hover();
    await expect(ferrari).toHaveCSS('border-right-color', 'rgb(232, 0, 45)');
  });
});

test.describe('driver standings after the 2025 season', () => {
  test('lists Norris 423, Verstappen 421, Piastri 410 with teams and flags', async ({ page }) => {
    await blockMedia(page);
    await page.goto('/drivers');
    await expect(page).toHaveTitle('Driver standings 2025 · Pitwall');
    const cards = page.getByRole('list', { name: 'Drivers, 2025' }).getByRole('article');
    await expect(cards).toHaveCount(21);
    const top = ['Lando Norris', 'Max Verstappen', 'Oscar Piastri'];
    for (const [index, name] of top.entries()) {
      await expect(cards.nth(index).getByRole('heading', { level: 2 })).toHaveText(name);
    }
    const norris = page.getByRole('article', { name: 'Lando Norris' });
    await expect(norris.locator('.driver-card__position')).toHaveText('Position 1');
    await expect(norris.getByText('423 PTS')).toBeVisible();
    await expect(norris.getByText('McLaren')).toBeVisible();
    await expect(page.getByRole('article', { name: 'Max Verstappen' }).getByText('421 PTS')).toBeVisible();
    await expect(page.getByRole('article', { name: 'Oscar Piastri' }).getByText('410 PTS')).toBeVisible();
    const flag = norris.getByRole('img', { name: 'United Kingdom' });
    await expect(flag).toHaveAttribute('src', '/flags/gb.svg');
    expect(await flag.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(
      true,
    );
    await expect(page.getByRole('article', { name: 'Yuki Tsunoda' }).getByText('Red Bull')).toBeVisible();
  });

  test('shows the gap to the leader only under 300 points, and none for the leader', async ({ page }) => {
    await blockMedia(page);
    await page.goto('/drivers');
    const gap = (name: string) => page.getByRole('article', { name }).locator('.driver-card__gap');
    await expect(gap('Lando Norris')).toHaveCount(0);
    await expect(gap('Max Verstappen')).toHaveText('Gap to NOR: -2');
    await expect(gap('Oscar Piastri')).toHaveText('Gap to NOR: -13');
    // Antonelli 150: 273 behind; Albon 73: 350 behind.
    await expect(gap('Kimi Antonelli')).toHaveText('Gap to NOR: -273');
    await expect(gap('Alexander Albon')).toHaveCount(0);
    await expect(page.getByText(/Gap to/)).toHaveCount(6);
  });

  test('draws his number and flag on the team colour when a photo cannot load, and no fan hearts', async ({
    page,
  }) => {
    await blockMedia(page);
    await page.goto('/drivers');
    const photo = page.getByRole('article', { name: 'Lando Norris' }).locator('.driver-photo');
    await expect(photo).toHaveAttribute('data-status', 'failed');
    await expect(photo).toHaveText('4');
    await expect(photo.locator('img.driver-image__flag')).toHaveAttribute('src', '/flags/gb.svg');
    await expect(photo).toHaveCSS('background-color', 'rgb(255, 128, 0)');
    await expect(page.locator('.driver-card__fans')).toHaveCount(0);
  });

  test('invites visitors to sign up to pick a favourite, and a card opens the driver page', async ({
    page,
  }) => {
    await blockMedia(page);
    await page.goto('/drivers');
    const invite = page.getByRole('complementary', { name: 'Who is your driver?' });
    await expect(invite.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    await page.getByRole('article', { name: 'Oscar Piastri' }).click({ position: { x: 30, y: 30 } });
    await expect(page).toHaveURL(/\/drivers\/PIA$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oscar Piastri');
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`/teams and /drivers pass axe in the ${theme} theme`, async ({ page }) => {
      await blockMedia(page);
      await page.addInitScript((dark) => localStorage.setItem('darkMode', String(dark)), theme === 'dark');
      for (const path of ['/teams', '/drivers']) {
        await page.goto(path);
        await expect(page.locator('[data-status="loading"]')).toHaveCount(0);
        await expectNoA11yViolations(page);
      }
    });
  }
});

test('standings follow the clock: before the British GP the tables are those after Austria', async ({
  startServer,
  page,
}) => {
  const server = await startServer({ now: '2025-07-03T12:00:00Z' });
  await blockMedia(page);
  await page.goto(`${server.url}/drivers`);
  await expect(page.getByText('After round 11, the Austrian Grand Prix.')).toBeVisible();
  const first = page.getByRole('list', { name: 'Drivers, 2025' }).getByRole('article').first();
  await expect(first.getByRole('heading', { level: 2 })).toHaveText('Oscar Piastri');
  await expect(first.getByText('216 PTS')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Lando Norris' }).locator('.driver-card__gap')).toHaveText(
    'Gap to PIA: -15',
  );
});

test('before a season starts, positions, points and gaps are hidden', async ({ startServer, page }) => {
  const server = await startServer({ now: '2026-03-01T00:00:00Z', env: { CURRENT_SEASON: '2026' } });
  await blockMedia(page);
  await page.goto(`${server.url}/drivers`);
  await expect(page.getByText(/positions and points appear after the first race/)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Drivers, 2026' }).getByRole('article')).not.toHaveCount(0);
  await expect(page.getByText(/PTS|Gap to/)).toHaveCount(0);
  await expect(page.locator('.driver-card__position')).toHaveCount(0);
  await page.goto(`${server.url}/teams`);
  await expect(page.getByRole('list', { name: 'Teams, 2026' }).getByRole('article')).toHaveCount(11);
  await expect(page.getByText(/PTS/)).toHaveCount(0);
  await expect(page.locator('.team-card__position')).toHaveCount(0);
});
