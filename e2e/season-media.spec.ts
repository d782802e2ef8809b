import { blockMedia, expect, expectNoA11yViolations, type Page, test, useTheme } from './support/test.ts';

/** The Tuesday after the 2026 Dutch Grand Prix: 2026 is in focus, its tables after round 11. */
test.use({ now: '2026-08-25T12:00:00Z' });

/** Waits until every image on screen has loaded or failed (the lazy ones below load as they scroll in). */
async function settled(page: Page) {
  for (const box of await page.locator('[data-status]').all()) await box.scrollIntoViewIfNeeded();
  await expect(page.locator('[data-status="loading"]')).toHaveCount(0);
}

/** Sums the layout shifts of the page so far, as the CLS metric counts them. */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
            total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 100);
      }),
  );
}

test('with the media site unreachable, every 2026 driver card shows his number and flag on his team colour', async ({
  page,
}) => {
  await blockMedia(page);
  await page.goto('/drivers');
  const cards = page.getByRole('list', { name: 'Drivers, 2026' }).getByRole('article');
  await expect(cards).toHaveCount(22);
  await settled(page);
  for (const card of await cards.all()) {
    const photo = card.locator('.driver-photo');
    await expect(photo).toHaveAttribute('data-status', 'failed');
    // A number, never initials.
    await expect(photo).toHaveText(/^\d{1,2}$/);
    const flag = photo.locator('img.driver-image__flag');
    await expect(flag).toHaveAttribute('src', /^\/flags\/[a-z]{2}\.svg$/);
    expect(await flag.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(
      true,
    );
    // The box keeps the size reserved for the photo.
    expect(await photo.boundingBox()).toMatchObject({ width: 88, height: 88 });
  }
  const verstappen = page.getByRole('article', { name: 'Max Verstappen' }).locator('.driver-photo');
  await expect(verstappen).toHaveText('3');
  await expect(verstappen).toHaveCSS('background-color', 'rgb(54, 113, 198)');
  await expect(verstappen.locator('img.driver-image__flag')).toHaveAttribute('src', '/flags/nl.svg');
  await expect(page.locator('[class*="initials"]')).toHaveCount(0);
  expect(await layoutShift(page)).toBe(0);
});

test('with the media site unreachable, every 2026 team card shows its livery with its code and name', async ({
  page,
}) => {
  await blockMedia(page);
  await page.goto('/teams');
  const cards = page.getByRole('list', { name: 'Teams, 2026' }).getByRole('article');
  await expect(cards).toHaveCount(11);
  await settled(page);
  for (const card of await cards.all()) {
    const name = await card.getByRole('heading', { level: 2 }).textContent();
    await expect(card.locator('.team-logo')).toHaveAttribute('data-status', 'failed');
    await expect(card.locator('.team-logo')).toHaveText(/^[A-Z]{3}$/);
    await expect(card.getByRole('img', { name: `${name} 2026 car` })).toHaveText(name ?? '');
  }
  const cadillac = page.getByRole('article', { name: 'Cadillac' });
  await expect(cadillac.locator('.team-logo')).toHaveText('CAD');
  await expect(cadillac.locator('.team-car')).toHaveCSS('background-color', 'rgb(170, 170, 173)');
  expect(await layoutShift(page)).toBe(0);
});

test("with the media site unreachable, a driver's page shows his number and flag", async ({ page }) => {
  await blockMedia(page);
  await page.goto('/drivers/PER');
  const photo = page.locator('.driver-hero .driver-photo');
  await expect(photo).toHaveAttribute('data-status', 'failed');
  await expect(photo).toHaveText('11');
  await expect(photo.locator('img.driver-image__flag')).toHaveAttribute('src', '/flags/mx.svg');
});

test('the pages ask the media site for the addresses of the media file', async ({ page }) => {
  const requested: string[] = [];
  await page.route('https://media.formula1.com/**', (route) => {
    requested.push(route.request().url());
    return route.abort();
  });
  await page.goto('/teams');
  await settled(page);
  expect(requested).toContain(
    'https://media.formula1.com/image/upload/c_lfill,w_640/q_auto/d_common:f1:2026:fallback:car:2026fallbackcarright.webp/v1740000000/common/f1/2026/audi/2026audicarright.webp',
  );
  expect(requested.filter((url) => url.includes('/common/f1/2026/'))).toHaveLength(22);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the fallbacks pass axe in the ${theme} theme`, async ({ page }) => {
    await blockMedia(page);
    await useTheme(page, theme);
    for (const path of ['/drivers', '/teams', '/drivers/PER']) {
      await page.goto(path);
      await settled(page);
      await expectNoA11yViolations(page);
    }
  });
}
