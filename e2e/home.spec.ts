import { expect, expectNoA11yViolations, type Page, test } from './support/test.ts';

// The worker's default clock is the Thursday before the 2025 British Grand Prix: the next meeting is
// Silverstone, FP1 on Friday 4 July at 11:30 UTC, qualifying on Saturday at 14:00 UTC, the race on
// Sunday 6 July at 14:00 UTC.

const hero = (page: Page, name: string) => page.getByRole('region', { name });
const timetableRow = (page: Page, session: RegExp) =>
  page.getByRole('region', { name: 'Weekend timetable' }).getByRole('listitem').filter({ hasText: session });

test('the home page arrives server-rendered with the next meeting', async ({ request }) => {
  const response = await request.get('/');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('British Grand Prix');
  expect(html).toContain('Silverstone');
  // Before hydration, times are in UTC.
  expect(html).toContain('Fri 4 Jul, 11:30');
});

test.describe('in the visitor’s time zone', () => {
  test.use({ timezoneId: 'Asia/Kolkata' });

  test('shows the next meeting and its sessions in local time', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'British Grand Prix' })).toBeVisible();
    // 11:30 UTC is 17:00 in India (UTC+5:30); 14:00 UTC is 19:30.
    await expect(hero(page, 'British Grand Prix')).toContainText('Next meeting');
    await expect(hero(page, 'British Grand Prix')).toContainText('Upcoming Practice 1 · Fri 4 Jul, 17:00');
    await expect(timetableRow(page, /^Practice 1/)).toContainText('Fri 4 Jul, 17:00');
    await expect(timetableRow(page, /^Race/)).toContainText('Sun 6 Jul, 19:30');
    await expectNoA11yViolations(page);
  });
});

test.describe('during the weekend', () => {
  test.use({ timezoneId: 'Europe/London' });

  test('shows the current meeting with the live session', async ({ startServer, page }) => {
    // Saturday 5 July 2025, half an hour into qualifying.
    const server = await startServer({ now: '2025-07-05T14:30:00Z' });
    await page.goto(server.url);
    await expect(page.getByRole('heading', { level: 1, name: 'British Grand Prix' })).toBeVisible();
    await expect(hero(page, 'British Grand Prix')).toContainText('This weekend');
    await expect(hero(page, 'British Grand Prix')).toContainText('Live Qualifying');
    // 14:00 UTC is 15:00 in London (BST).
    await expect(timetableRow(page, /^Qualifying/)).toContainText('Sat 5 Jul, 15:00');
    await expect(timetableRow(page, /^Qualifying/)).toContainText('Live');
    await expect(timetableRow(page, /^Practice 3/)).toContainText('Finished');
    await expectNoA11yViolations(page);
  });
});

test('a server at another clock shows the following meeting', async ({ startServer, page }) => {
  // The Monday after Silverstone: the Belgian Grand Prix is next.
  const server = await startServer({ now: '2025-07-07T09:00:00Z' });
  await page.goto(server.url);
  await expect(page.getByRole('heading', { level: 1, name: 'Belgian Grand Prix' })).toBeVisible();
});
