import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, keepPicture, test, useTheme } from './support/test.ts';

// Each session shows in the visitor's zone and at the track. The 2026 British Grand Prix: FP1 Fri
// 3 July 11:30 UTC, race Sun 5 July 14:00 UTC; Silverstone keeps BST (UTC+1) in July. The worker's
// clock (Thursday 3 July 2025) puts the 2025 British Grand Prix in the heroes: FP1 Fri 4 July 11:30 UTC.

const path = '/schedule/2026/british-grand-prix';
const timetableRow = (page: Page, session: string) =>
  page
    .getByRole('region', { name: 'Weekend timetable' })
    .getByRole('listitem')
    .filter({ has: page.getByText(session, { exact: true }) });

test.describe('in New York', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('the meeting page gives each session in New York time and at Silverstone', async ({ page }) => {
    await page.goto(path);
    await expect(page.getByText('Times are shown in your time zone.')).toBeVisible();
    const race = timetableRow(page, 'Race');
    await expect(race).toContainText('Sun 5 Jul, 10:00 your time · 15:00 at Silverstone');
    await expect(race.locator('time')).toHaveCount(2);
    await expect(race.locator('time').first()).toHaveAttribute('datetime', '2026-07-05T14:00:00.000Z');
    await expect(race.locator('time').last()).toHaveAttribute('datetime', '2026-07-05T15:00+01:00');
    await expect(timetableRow(page, 'Practice 1')).toContainText(
      'Fri 3 Jul, 07:30 your time · 12:30 at Silverstone',
    );
  });

  test('the home and schedule heroes give the next session at both times', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('.hero-card__session')).toContainText(
      'Fri 4 Jul, 07:30 your time · 12:30 at Silverstone',
    );
    await page.goto('/schedule');
    const friday = page
      .getByRole('region', { name: 'British Grand Prix' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Friday 4 July' }) });
    await expect(friday).toContainText('Practice 107:30 your time · 12:30 at Silverstone');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, timezoneId: 'America/New_York' });

  test('the times read as UTC, never as “your time”, and the track’s time is exact', async ({ page }) => {
    await page.goto(path);
    await expect(page.getByText('Times are shown in UTC.')).toBeVisible();
    await expect(timetableRow(page, 'Race')).toContainText('Sun 5 Jul, 14:00 UTC · 15:00 at Silverstone');
    await expect(page.getByText('your time')).toHaveCount(0);
  });
});

test.describe('on a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 800 }, timezoneId: 'America/New_York' });

  test('both times fit without sideways scrolling', async ({ page }, info) => {
    await page.goto(path);
    await expect(timetableRow(page, 'Race')).toContainText('at Silverstone');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await keepPicture(page, info, 'meeting-320.png', { fullPage: true });
  });
});

for (const theme of ['light', 'dark'] as const) {
  for (const width of [390, 1280]) {
    test(`the meeting page and the home hero with both times pass axe, ${theme}, ${width} px`, async ({
      page,
    }, info) => {
      await page.setViewportSize({ width, height: 900 });
      await useTheme(page, theme);
      await page.goto(path);
      await expect(timetableRow(page, 'Race')).toContainText('at Silverstone');
      await expectNoA11yViolations(page);
      await keepPicture(page, info, `meeting-${theme}-${width}.png`, { fullPage: true });
      await page.goto('/');
      await expect(page.locator('.hero-card__session')).toContainText('at Silverstone');
      await expectNoA11yViolations(page);
      await keepPicture(page, info, `home-${theme}-${width}.png`);
      await page.goto('/schedule');
      await expect(page.getByRole('region', { name: 'British Grand Prix' })).toContainText('your time');
      await keepPicture(page, info, `schedule-${theme}-${width}.png`);
    });
  }
}
