import type { Locator, Page } from '@playwright/test';
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
/** The definition of `term` in `scope`'s own list of facts. */
const fact = (scope: Locator, term: string) =>
  scope.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd');

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
  const circuit = page.getByRole('region', { name: 'Silverstone Circuit', exact: true });
  await expect(circuit.getByRole('img', { name: 'Layout of Silverstone Circuit' })).toBeVisible();
  for (const [term, value] of [
    ['Lap length', '5.891 km'],
    ['Turns', '18'],
    ['Laps', '52'],
    ['Race distance', '306.198 km'],
    ['Direction', 'clockwise'],
  ] as const)
    await expect(fact(circuit, term)).toHaveText(value);
  // Silverstone's Grands Prix and the British Grand Prix's, each under its own heading.
  const here = circuit.getByRole('region', { name: 'At Silverstone Circuit' });
  await expect(fact(here, 'First Grand Prix here')).toHaveText('1950 British Grand Prix');
  await expect(fact(here, 'Grands Prix held here')).toHaveText('59');
  await expect(here.getByRole('listitem').last()).toHaveText(
    '2020Max Verstappen · Red Bull70th Anniversary Grand Prix',
  );
  const grandPrix = circuit.getByRole('region', { name: 'The British Grand Prix' });
  await expect(fact(grandPrix, 'First held')).toHaveText('1950, Silverstone Circuit');
  await expect(fact(grandPrix, 'Times held')).toHaveText('75');
  await expect(grandPrix.getByRole('listitem').first()).toHaveText('2024Lewis Hamilton · Mercedes');
  await expect(circuit.getByText(/moves to/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: '‹ Austrian Grand Prix' })).toHaveAttribute(
    'href',
    '/schedule/2025/austrian-grand-prix',
  );
});

test('a relocated Grand Prix: the 2026 Bahrain Grand Prix at Sepang has Sepang’s facts as the circuit’s and says it moved', async ({
  page,
}) => {
  await page.goto('/schedule/2026/bahrain-grand-prix');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bahrain Grand Prix');
  const circuit = page.getByRole('region', { name: 'Sepang International Circuit', exact: true });
  await expect(
    circuit.getByText(
      'The Bahrain Grand Prix moves to Sepang International Circuit in 2026; it was last held at Bahrain International Circuit in 2025.',
    ),
  ).toBeVisible();
  const here = circuit.getByRole('region', { name: 'At Sepang International Circuit' });
  await expect(fact(here, 'First Grand Prix here')).toHaveText('1999 Malaysian Grand Prix');
  await expect(fact(here, 'Grands Prix held here')).toHaveText('19');
  await expect(here.getByRole('listitem').first()).toHaveText(
    '2017Max Verstappen · Red BullMalaysian Grand Prix',
  );
  const grandPrix = circuit.getByRole('region', { name: 'The Bahrain Grand Prix' });
  await expect(fact(grandPrix, 'First held')).toHaveText('2004, Bahrain International Circuit');
  await expect(fact(grandPrix, 'Times held')).toHaveText('21');
  await expect(grandPrix.getByRole('listitem').first()).toHaveText(
    '2025Oscar Piastri · McLarenBahrain International Circuit',
  );
  await expectNoA11yViolations(page);
  // Long circuit names and the note wrap at 320 px: nothing scrolls sideways.
  await page.setViewportSize({ width: 320, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});

test('during qualifying: practice results are in, the latest shown, each other a link away; qualifying is live', async ({
  startServer,
  page,
}) => {
  const server = await startServer({ now: '2025-07-05T14:30:00Z' });
  await page.goto(server.url + path);
  await expect(timetableRow(page, 'Practice 3')).toContainText('Finished');
  await expect(timetableRow(page, 'Qualifying')).toContainText('Live');
  await expect(timetableRow(page, 'Race')).toContainText('Upcoming');
  await expect(results(page, 'Practice 3').getByRole('table')).toBeVisible();
  await expect(results(page, 'Practice 1').getByRole('table')).toHaveCount(0);
  await results(page, 'Practice 1').getByRole('link', { name: 'Show the Practice 1 classification' }).click();
  await expect(page).toHaveURL(/\?results=fp1#results-fp1$/);
  const fp1 = results(page, 'Practice 1').getByRole('table');
  await expect(fp1.getByRole('columnheader')).toHaveText(['Pos', 'No', 'Driver', 'Time', 'Gap', 'Laps']);
  await expect(fp1.getByRole('row').nth(1)).toContainText('Lewis Hamilton');
  await expect(fp1.getByRole('row').nth(1)).toContainText('1:26.892');
  await expect(
    results(page, 'Practice 3').getByRole('link', { name: 'Show the Practice 3 classification' }),
  ).toBeVisible();
  await expect(results(page, 'Qualifying')).toContainText(pending);
  await expect(results(page, 'Race')).toContainText(pending);
});

test('after the race: the race’s classification, and each other session’s a link away', async ({
  startServer,
  page,
}) => {
  const server = await startServer({ now: '2025-07-07T09:00:00Z' });
  await page.goto(server.url + path);
  for (const session of ['Practice 1', 'Practice 2', 'Practice 3', 'Qualifying']) {
    await expect(timetableRow(page, session)).toContainText('Finished');
    await expect(
      results(page, session).getByRole('link', { name: `Show the ${session} classification` }),
    ).toHaveAttribute('href', /\?results=\w+#results-/);
  }
  await expect(timetableRow(page, 'Race')).toContainText('Finished');
  const race = results(page, 'Race').getByRole('table');
  await expect(race.getByRole('columnheader')).toHaveText([
    'Pos',
    'No',
    'Driver',
    'Laps',
    'Time / retired',
    'Pts',
  ]);
  // The winner's row: position, car number, code and name beside a bar in McLaren's colour, team.
  const winner = race.getByRole('row').nth(1);
  await expect(winner.getByRole('cell')).toHaveText(['1', '4', '52', '1:37:15.735', '25']);
  await expect(winner.getByRole('rowheader')).toHaveText(/^Lando Norris\s*NOR\s*McLaren$/);
  await expect(winner.getByRole('rowheader')).toHaveCSS('box-shadow', /rgb\(255, 128, 0\)/);
  await expect(race.getByRole('row').nth(1)).toContainText('1:37:15.735');
  await expect(race.getByRole('row').nth(2)).toContainText('+6.812');
  await expect(race.getByRole('row').filter({ hasText: 'Isack Hadjar' })).toContainText('DNF · Accident');
  await results(page, 'Qualifying').getByRole('link', { name: 'Show the Qualifying classification' }).click();
  await expect(page).toHaveURL(/\?results=qualifying#results-qualifying$/);
  await expect(
    results(page, 'Race').getByRole('link', { name: 'Show the Race classification' }),
  ).toBeVisible();
  await expect(results(page, 'Qualifying').getByRole('columnheader')).toHaveText([
    'Pos',
    'No',
    'Driver',
    'Q1',
    'Q2',
    'Q3',
  ]);
  // The classification in team colours, contrast included.
  await expectNoA11yViolations(page);
});

test('a sprint weekend shows sprint qualifying and sprint results', async ({ page }) => {
  await page.goto('/schedule/2025/miami-grand-prix?results=sprint_qualifying');
  await expect(results(page, 'Sprint Qualifying').getByRole('columnheader')).toHaveText([
    'Pos',
    'No',
    'Driver',
    'SQ1',
    'SQ2',
    'SQ3',
  ]);
  await results(page, 'Sprint').getByRole('link', { name: 'Show the Sprint classification' }).click();
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
    await expect(results(page, 'Practice 3').getByRole('table')).toBeVisible();
    await expectNoA11yViolations(page);
  });
}
