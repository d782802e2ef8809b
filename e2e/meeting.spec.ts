import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test } from './support/test.ts';

// The British Grand Prix 2025: FP1 Fri 4 July 11:30 UTC, FP2 15:00, FP3 Sat 10:30, qualifying
// Sat 14:00, race Sun 6 July 14:00. The worker's clock (Thursday 3 July) is before all of it.

const path = '/schedule/2025/british-grand-prix';
const timetableRow = (page: Page, session: string) =>
  page
    .getByRole('region', { name: 'Weekend timetable' })
    .getByRole('listitem')
    .filter({ has: page.getByText(session, { exact: true }) });
const results = (page: Page, session: string) => page.getByRole('region', { name: session, exact: true });
const pending = 'Results will appear after the session has ended';

test('before the weekend: every session upcoming, no results yet, the circuit and its facts', async ({
  page,
}) => {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('British Grand Prix');
  await expect(page.getByText('Round 12 · 2025')).toBeVisible();
  for (const session of ['Practice 1', 'Practice 2', 'Practice 3', 'Qualifying', 'Race']) {
    await expect(timetableRow(page, session)).toContainText('Upcoming');
    await expect(results(page, session)).toContainText(pending);
  }
  const circuit = page.getByRole('region', { name: 'Silverstone Circuit' });
  await expect(circuit.getByRole('img', { name: 'Layout of Silverstone Circuit' })).toBeVisible();
  for (const [term, value] of [
    ['Lap length', '5.891 km'],
    ['Turns', '18'],
    ['Laps', '52'],
    ['Race distance', '306.198 km'],
    ['Direction', 'clockwise'],
    ['First Grand Prix', '1950 British Grand Prix'],
  ] as const) {
    await expect(circuit.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd')).toHaveText(
      value,
    );
  }
  await expect(circuit.getByRole('listitem').first()).toHaveText('2024Lewis Hamilton · Mercedes');
  await expect(page.getByRole('link', { name: '‹ Austrian Grand Prix' })).toHaveAttribute(
    'href',
    '/schedule/2025/austrian-grand-prix',
  );
});

test('during qualifying: practice results are in, qualifying is live', async ({ startServer, page }) => {
  const server = await startServer({ now: '2025-07-05T14:30:00Z' });
  await page.goto(server.url + path);
  await expect(timetableRow(page, 'Practice 3')).toContainText('Finished');
  await expect(timetableRow(page, 'Qualifying')).toContainText('Live');
  await expect(timetableRow(page, 'Race')).toContainText('Upcoming');
  const fp1 = results(page, 'Practice 1').getByRole('table');
  await expect(fp1.getByRole('columnheader')).toHaveText(['Pos', 'Driver', 'Time', 'Gap', 'Laps']);
  await expect(fp1.getByRole('row').nth(1)).toContainText('Lewis Hamilton');
  await expect(fp1.getByRole('row').nth(1)).toContainText('1:26.892');
  await expect(results(page, 'Practice 3').getByRole('table')).toBeVisible();
  await expect(results(page, 'Qualifying')).toContainText(pending);
  await expect(results(page, 'Race')).toContainText(pending);
});

test('after the race: every session’s classification', async ({ startServer, page }) => {
  const server = await startServer({ now: '2025-07-07T09:00:00Z' });
  await page.goto(server.url + path);
  for (const session of ['Practice 1', 'Practice 2', 'Practice 3', 'Qualifying', 'Race']) {
    await expect(timetableRow(page, session)).toContainText('Finished');
    await expect(results(page, session).getByRole('table')).toBeVisible();
  }
  const race = results(page, 'Race').getByRole('table');
  await expect(race.getByRole('columnheader')).toHaveText(['Pos', 'Driver', 'Laps', 'Time / retired', 'Pts']);
  await expect(race.getByRole('row').nth(1)).toContainText('Lando Norris');
  await expect(race.getByRole('row').nth(1)).toContainText('1:37:15.735');
  await expect(race.getByRole('row').nth(2)).toContainText('+6.812');
  await expect(race.getByRole('row').filter({ hasText: 'Isack Hadjar' })).toContainText('DNF · Accident');
  await expect(results(page, 'Qualifying').getByRole('columnheader')).toHaveText([
    'Pos',
    'Driver',
    'Q1',
    'Q2',
    'Q3',
  ]);
});

test('a sprint weekend shows sprint qualifying and sprint results', async ({ page }) => {
  await page.goto('/schedule/2025/miami-grand-prix');
  await expect(results(page, 'Sprint Qualifying').getByRole('columnheader')).toHaveText([
    'Pos',
    'Driver',
    'SQ1',
    'SQ2',
    'SQ3',
  ]);
  await expect(results(page, 'Sprint').getByRole('row').nth(1)).toContainText('Lando Norris');
});

test('an unknown meeting is not found', async ({ page }) => {
  const response = await page.goto('/schedule/2025/atlantis-grand-prix');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect((await page.request.get('/schedule/1900/british-grand-prix')).status()).toBe(404);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the meeting page passes axe in the ${theme} theme`, async ({ startServer, page }) => {
    const server = await startServer({ now: '2025-07-05T14:30:00Z' });
    await page.addInitScript((dark) => localStorage.setItem('darkMode', String(dark)), theme === 'dark');
    await page.goto(server.url + path);
    await expect(results(page, 'Practice 1').getByRole('table')).toBeVisible();
    await expectNoA11yViolations(page);
  });
}
