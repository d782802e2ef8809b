import type { Page } from '@playwright/test';
import { blockMedia, expect, expectNoA11yViolations, keepPicture, test } from './support/test.ts';

/** After the 2025 finale: the final tables. */
test.use({ now: '2025-12-10T12:00:00Z' });

async function darkTheme(page: Page) {
  await page.addInitScript(() => localStorage.setItem('darkMode', 'true'));
}

test.describe('standings on a phone', () => {
  test('/drivers at 390 px: a compact table, not the cards', async ({ page }) => {
    await blockMedia(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/drivers');
    const table = page.getByRole('table', { name: 'Driver standings 2025' });
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader')).toHaveText(['Pos', 'Driver', 'Pts', 'Gap']);
    await expect(table.locator('tbody tr')).toHaveCount(21);
    await expect(table.locator('tbody tr').first().locator('th, td')).toHaveText([
      '1',
      'Norris, McLaren',
      '423',
      'Leader',
    ]);
    await expect(table.locator('tbody tr').nth(1).locator('th, td')).toHaveText([
      '2',
      'Verstappen, Red Bull',
      '421',
      '-2',
    ]);
    await expect(table.getByRole('link', { name: 'Norris' })).toHaveAttribute('href', '/drivers/NOR');
    await expect(page.getByRole('list', { name: 'Drivers, 2025' })).toBeHidden();
  });

  test('/teams at 390 px: a compact table, not the cards', async ({ page }) => {
    await blockMedia(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/teams');
    const table = page.getByRole('table', { name: 'Team standings 2025' });
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader')).toHaveText(['Pos', 'Team', 'Pts', 'Gap']);
    await expect(table.locator('tbody tr')).toHaveCount(10);
    await expect(table.locator('tbody tr').nth(1).locator('th, td')).toHaveText([
      '2',
      'Mercedes',
      '469',
      '-364',
    ]);
    await expect(page.getByRole('list', { name: 'Teams, 2025' })).toBeHidden();
  });

  for (const path of ['/drivers', '/teams']) {
    test(`${path} at 1280 px: the cards, not the table`, async ({ page }) => {
      await blockMedia(page);
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(path);
      // The standings table is the phone's; the title race keeps its own table at every width.
      await expect(page.getByRole('table', { name: /standings 2025$/ })).toBeHidden();
      await expect(page.getByRole('list', { name: /, 2025$/ })).toBeVisible();
    });

    test(`${path} fits 320 px, is axe-clean in both themes at 390 and 1280 px`, async ({ page }, info) => {
      await blockMedia(page);
      for (const dark of [false, true]) {
        if (dark) await darkTheme(page);
        for (const width of [320, 390, 1280]) {
          await page.setViewportSize({ width, height: 900 });
          await page.goto(path);
          if (dark) await expect(page.locator('html')).toHaveClass(/\bdarkmode\b/);
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - window.innerWidth,
          );
          expect(overflow, `${path} at ${width} px`).toBeLessThanOrEqual(0);
          if (width !== 320) await expectNoA11yViolations(page);
          await keepPicture(page, info, `${path.slice(1)}-${width}-${dark ? 'dark' : 'light'}.png`, {
            fullPage: width !== 1280,
          });
        }
      }
    });
  }
});
