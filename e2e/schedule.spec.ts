import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { type CalendarEvent, readCalendar } from '../src/server/testing/read-calendar.ts';
import { blockMedia, expect, expectNoA11yViolations, test } from './support/test.ts';

// The worker's clock is Thursday 3 July 2025, 12:00 UTC: the British Grand Prix (round 12) is next,
// FP1 on Friday 4 July at 11:30 UTC, the race on Sunday 6 July at 14:00 UTC.

const card = (page: Page, name: string) =>
  page
    .getByRole('region', { name: 'Rounds' })
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
const hero = (page: Page) => page.getByRole('region', { name: 'British Grand Prix' });
const calendar = (page: Page) => page.getByRole('complementary', { name: 'Calendar' }).getByRole('table');
const sessionRow = (cardLocator: Locator, label: string) =>
  cardLocator
    .locator('.race-card__session')
    .filter({ has: cardLocator.page().getByText(label, { exact: true }) });

async function downloadedEvents(page: Page, start: () => Promise<void>): Promise<CalendarEvent[]> {
  const [download] = await Promise.all([page.waitForEvent('download'), start()]);
  const file = await download.path();
  return readCalendar(readFileSync(file, 'utf8')).events;
}

test('the schedule arrives server-rendered with every round of 2025', async ({ request }) => {
  const response = await request.get('/schedule');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html.match(/<article id="round-\d+"/g)).toHaveLength(24);
  expect(html).toContain('British Grand Prix');
  // Romanian date format, 24-hour clock, in UTC before the browser takes over.
  expect(html).toMatch(/dateTime="2025-07-04T11:30:00.000Z"[^>]*>04\.07, 11:30</);
  expect(html).toMatch(/dateTime="2025-07-06T14:00:00.000Z"[^>]*>14:00</);
});

test.describe('in Bucharest (UTC+3 in summer)', () => {
  test.use({ timezoneId: 'Europe/Bucharest' });

  test('cards show each session’s date and local time, the next round highlighted', async ({ page }) => {
    await page.goto('/schedule');
    const british = card(page, 'British Grand Prix');
    await expect(british).toHaveClass(/race-card--current/);
    await expect(british).toContainText('Next round');
    await expect(sessionRow(british, 'FP1')).toContainText('04.07');
    await expect(sessionRow(british, 'FP1')).toContainText('14:30');
    await expect(sessionRow(british, 'Race')).toContainText('06.07');
    await expect(sessionRow(british, 'Race')).toContainText('17:00');
    await expect(page.locator('.race-card--current')).toHaveCount(1);
    await expect(page.getByText('(Europe/Bucharest)')).toBeVisible();

    // The hero groups the weekend by day.
    const days = hero(page)
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3 }) });
    await expect(days.getByRole('heading', { level: 3 })).toHaveText([
      'Friday 4 July',
      'Saturday 5 July',
      'Sunday 6 July',
    ]);
    await expect(days.first()).toContainText('Practice 114:30');
    await expect(days.first()).toContainText('Practice 218:00');
    await expect(days.last()).toContainText('Race17:00');
  });

  test('a sprint weekend’s card lists sprint qualifying and the sprint instead of FP2 and FP3', async ({
    page,
  }) => {
    await page.goto('/schedule');
    const labels = (name: string) => card(page, name).locator('dt');
    await expect(labels('Miami Grand Prix')).toHaveText(['FP1', 'Sprint Quali', 'Sprint', 'Quali', 'Race']);
    await expect(labels('British Grand Prix')).toHaveText(['FP1', 'FP2', 'FP3', 'Quali', 'Race']);
    await expect(card(page, 'Miami Grand Prix')).toContainText('Sprint');
    await expect(sessionRow(card(page, 'Miami Grand Prix'), 'Sprint Quali')).toContainText('02.05');
    await expect(sessionRow(card(page, 'Miami Grand Prix'), 'Sprint Quali')).toContainText('23:30');
  });
});

test.describe('in Auckland (UTC+12)', () => {
  test.use({ timezoneId: 'Pacific/Auckland' });

  test('the hero regroups the sessions by Auckland’s days', async ({ page }) => {
    await page.goto('/schedule');
    const days = hero(page)
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3 }) });
    await expect(days.getByRole('heading', { level: 3 })).toHaveText([
      'Friday 4 July',
      'Saturday 5 July',
      'Sunday 6 July',
      'Monday 7 July',
    ]);
    await expect(days.nth(1)).toContainText('Practice 203:00');
    await expect(days.nth(1)).toContainText('Practice 322:30');
    await expect(days.nth(3)).toContainText('Race02:00');
  });
});

test('clicking the hero scrolls to its round’s card; clicking a card opens the meeting page', async ({
  page,
}) => {
  // The cookie notice would cover the lower cards, and a smooth scroll would move them under the pointer.
  await page.addInitScript(() => localStorage.setItem('cookieAccepted', 'true'));
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/schedule');
  await hero(page).click({ position: { x: 40, y: 40 } });
  await expect(page).toHaveURL(/#round-12$/);
  await expect(card(page, 'British Grand Prix')).toBeInViewport();

  // Anywhere on a card opens it, not only its title: here, its circuit line.
  await card(page, 'Belgian Grand Prix').click({ position: { x: 30, y: 95 }, force: true });
  await expect(page).toHaveURL(/\/schedule\/2025\/belgian-grand-prix$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Belgian Grand Prix');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a finished round shows its podium in team colours and links to its results', async ({ page }) => {
    await blockMedia(page);
    await page.goto('/schedule');
    const australia = card(page, 'Australian Grand Prix');
    const places = australia.getByRole('list', { name: 'Podium' }).getByRole('listitem');
    await expect(places).toHaveText([
      /^Winner\s*Lando Norris\s*NOR\s*McLaren, car 4\s*4$/,
      /^2\s*Max Verstappen\s*Red Bull/,
      /^3\s*George Russell\s*Mercedes$/,
    ]);
    // The winner's number on a tile in McLaren's orange, in black that reads on it; the photo's
    // place is kept whether it loads or not (here the media site is unreachable).
    const tile = places.first().locator('.race-card__tile');
    await expect(tile).toHaveCSS('background-color', 'rgb(255, 128, 0)');
    await expect(tile.locator('.race-card__number')).toHaveText('4');
    await expect(tile.locator('.race-card__number')).toHaveCSS('color', 'rgb(0, 0, 0)');
    expect(await tile.boundingBox()).toMatchObject({ width: 112, height: 64 });
    await expect(places.nth(1)).toHaveCSS('border-left-color', 'rgb(54, 113, 198)');
    // The round still to come has no podium.
    await expect(card(page, 'British Grand Prix').getByRole('list', { name: 'Podium' })).toHaveCount(0);

    await australia.getByRole('link', { name: 'Race results of the Australian Grand Prix' }).click();
    await expect(page).toHaveURL(/\/race-results\/2025\/1$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Australian Grand Prix' })).toBeVisible();
    await page.goBack();
    await card(page, 'Australian Grand Prix')
      .getByRole('link', { name: 'Australian Grand Prix', exact: true })
      .click();
    await expect(page).toHaveURL(/\/schedule\/2025\/australian-grand-prix$/);
  });
});

test('the month calendar has 42 days from Monday and moves between months', async ({ page }) => {
  await page.goto('/schedule');
  const table = calendar(page);
  await expect(page.locator('#calendar-title')).toHaveText('July 2025');
  await expect(table.getByRole('columnheader')).toHaveText(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
  await expect(table.getByRole('cell')).toHaveCount(42);
  // July 2025 starts on a Tuesday: the grid opens on Monday 30 June.
  await expect(table.getByRole('cell').first()).toHaveText('30');
  await expect(table.getByRole('cell').last()).toHaveText('10');
  await expect(table.locator('[aria-current="date"]')).toHaveText('3');
  const raceDays = table.getByRole('link');
  await expect(raceDays).toHaveCount(3);
  await expect(raceDays.nth(0)).toHaveAccessibleName('6 July: British Grand Prix, race day');
  await expect(raceDays.nth(1)).toHaveAccessibleName('27 July: Belgian Grand Prix, race day');
  await expect(raceDays.nth(2)).toHaveAccessibleName('3 August: Hungarian Grand Prix, race day');

  await page.getByRole('link', { name: 'Next month' }).click();
  await expect(page.locator('#calendar-title')).toHaveText('August 2025');
  await expect(page).toHaveURL(/\?month=2025-08$/);
  await expect(table.getByRole('cell')).toHaveCount(42);
  await expect(table.getByRole('cell').first()).toHaveText('28');
  await expect(table.getByRole('link').last()).toHaveAccessibleName(
    '7 September: Italian Grand Prix, race day',
  );

  await page.getByRole('link', { name: 'Previous month' }).click();
  await page.getByRole('link', { name: 'Previous month' }).click();
  await expect(page.locator('#calendar-title')).toHaveText('June 2025');
  await expect(table.getByRole('cell')).toHaveCount(42);
  await expect(table.getByRole('link')).toHaveText([/^1/, /^15/, /^29/, /^6/]);

  // A race day opens its meeting page.
  await table.getByRole('link', { name: /Canadian Grand Prix/ }).click();
  await expect(page).toHaveURL(/\/schedule\/2025\/canadian-grand-prix$/);
});

test('the calendar stops at the season’s first month', async ({ page }) => {
  await page.goto('/schedule?month=2025-01');
  await expect(page.locator('#calendar-title')).toHaveText('January 2025');
  await expect(calendar(page).getByRole('cell').first()).toHaveText('30');
  await expect(page.getByRole('link', { name: 'Previous month' })).toHaveCount(0);
  await expect(page.getByText('Previous month (none in this season)')).toBeAttached();
});

test('the season’s calendar file downloads and reads back, all sessions or the chosen ones', async ({
  page,
}) => {
  await page.goto('/schedule');
  const all = await downloadedEvents(page, () =>
    page.getByRole('link', { name: 'Add to calendar (.ics)' }).click(),
  );
  expect(all).toHaveLength(120);
  const race = all.find((event) => event.uid === '2025-12-race@pitwall');
  expect(race).toMatchObject({ start: '2025-07-06T14:00:00Z', summary: 'British Grand Prix – Race' });

  const form = page.getByRole('group', { name: 'Sessions to include' });
  for (const name of ['Practice', 'Sprint Qualifying', 'Sprint', 'Qualifying']) {
    await form.getByRole('checkbox', { name, exact: true }).uncheck();
  }
  const races = await downloadedEvents(page, () =>
    page.getByRole('button', { name: 'Download .ics' }).click(),
  );
  expect(races).toHaveLength(24);
  expect(races.every((event) => event.uid.endsWith('-race@pitwall'))).toBe(true);

  await form.getByRole('checkbox', { name: 'Race', exact: true }).uncheck();
  await expect(page.getByRole('button', { name: 'Download .ics' })).toBeDisabled();
});

test('another season: 2019 looks back at its final round', async ({ page }) => {
  await page.goto('/schedule');
  await page.getByRole('combobox', { name: 'Season' }).selectOption('2019');
  await expect(page).toHaveURL(/\/schedule\?year=2019$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Formula 1 2019');
  await expect(page.getByRole('region', { name: 'Rounds' }).getByRole('article')).toHaveCount(21);
  await expect(page.getByRole('region', { name: 'Abu Dhabi Grand Prix' })).toContainText('Final round');
  await expect(page.locator('.race-card--current')).toHaveCount(0);
});

test('/schedule/2019, written like the results archive, opens that season; a season not kept is a 404', async ({
  page,
}) => {
  await page.goto('/schedule/2019');
  await expect(page).toHaveURL(/\/schedule\?year=2019$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Formula 1 2019');
  for (const path of ['/schedule/1990', '/schedule/next-year']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  }
});

for (const theme of ['light', 'dark'] as const) {
  test(`the schedule passes axe in the ${theme} theme`, async ({ page }) => {
    await page.addInitScript((dark) => localStorage.setItem('darkMode', String(dark)), theme === 'dark');
    await page.goto('/schedule');
    await expect(card(page, 'British Grand Prix')).toBeVisible();
    await expectNoA11yViolations(page);
  });
}
