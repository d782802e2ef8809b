import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, keepPicture, test, useTheme } from './support/test.ts';

// The worker's clock is Thursday 3 July 2025: rounds 1 to 11 of 2025 have been run.

const rounds = (page: Page) => page.getByRole('main').getByRole('article');
const roundTitles = (page: Page) => rounds(page).getByRole('heading', { level: 2 });
const roundNav = (page: Page) => page.getByRole('navigation', { name: 'Jump to a round' });
const raceTable = (page: Page) => rounds(page).first().getByRole('table', { name: /^Race/ });
const summary = (page: Page) => page.getByText('Season summary: the winners of 2025');

test('the round list jumps to a round, which then pages on backwards', async ({ page }) => {
  await page.goto('/race-results/2025');
  await expect(roundNav(page).getByRole('link')).toHaveCount(11);
  await roundNav(page).getByRole('link', { name: 'Round 5, Saudi Arabian Grand Prix' }).click();
  await expect(page).toHaveURL(/\/race-results\/2025\/5$/);
  await expect(roundTitles(page)).toHaveText(['Saudi Arabian Grand Prix']);
  await expect(roundNav(page).getByRole('link', { name: /^Round 5,/ })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Scroll for more results');
  await page.mouse.wheel(0, 20_000);
  await expect(roundTitles(page).nth(1)).toHaveText('Bahrain Grand Prix');

  await page.goto('/qualifying-results/2025');
  await roundNav(page).getByRole('link', { name: 'Round 2, Chinese Grand Prix' }).click();
  await expect(page).toHaveURL(/\/qualifying-results\/2025\/2$/);
  await expect(roundTitles(page)).toHaveText(['Chinese Grand Prix']);
});

test('a round has its own server-rendered URL; a round not run is not found', async ({ request }) => {
  const race = await request.get('/race-results/2024/5');
  expect(race.status()).toBe(200);
  const html = (await race.text()).replaceAll('<!-- -->', '');
  expect(html).toContain('Race<span class="visually-hidden"> results, Chinese Grand Prix 2024</span>');
  expect(html.match(/<article/g)).toHaveLength(1);
  const qualifying = (await (await request.get('/qualifying-results/2024/5')).text()).replaceAll(
    '<!-- -->',
    '',
  );
  expect(qualifying).toContain(
    'Qualifying<span class="visually-hidden"> results, Chinese Grand Prix 2024</span>',
  );
  expect((await request.get('/race-results/2025/12')).status()).toBe(404);
  expect((await request.get('/race-results/2025/0')).status()).toBe(404);
  expect((await request.get('/race-results/2025/five')).status()).toBe(404);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the round list is links that open the round', async ({ page }) => {
    await page.goto('/race-results/2024');
    await roundNav(page).getByRole('link', { name: 'Round 5, Chinese Grand Prix' }).click();
    await expect(page).toHaveURL(/\/race-results\/2024\/5$/);
    await expect(roundTitles(page)).toHaveText(['Chinese Grand Prix']);
    await page.getByRole('link', { name: 'Show round 4' }).click();
    await expect(roundTitles(page)).toHaveText(['Japanese Grand Prix']);
  });
});

test('the season summary lists each round winner and links to the round', async ({ page }) => {
  await page.goto('/race-results/2025');
  await summary(page).click();
  const table = page.getByRole('table', { name: 'Winners of 2025, round by round' });
  await expect(table.getByRole('columnheader')).toHaveText(['Round', 'Grand Prix', 'Winner', 'Team']);
  await expect(table.getByRole('row')).toHaveCount(12);
  await expect(table.getByRole('row').nth(1).getByRole('cell')).toHaveText(['1', 'Lando Norris', 'McLaren']);
  await expect(table.getByRole('row').nth(1).getByRole('rowheader')).toHaveText('Australian Grand Prix');
  await table.getByRole('link', { name: 'Japanese Grand Prix' }).click();
  await expect(page).toHaveURL(/\/race-results\/2025\/3$/);
  await expect(roundTitles(page).first()).toHaveText('Japanese Grand Prix');
});

test('driver names link to the driver page of the season in focus, and only there', async ({ page }) => {
  await page.goto('/race-results/2025');
  await raceTable(page).getByRole('link', { name: 'Lando Norris' }).click();
  await expect(page).toHaveURL(/\/drivers\/NOR$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Norris');

  // Driver pages show 2025 only: an earlier season's names are plain text, not dead links.
  await page.goto('/race-results/2024/5');
  await expect(raceTable(page).getByRole('rowheader').first()).toHaveText(/Max Verstappen/);
  await expect(raceTable(page).getByRole('link')).toHaveCount(0);
});

test('the race table marks the fastest lap and shows the time or gap beside the status', async ({ page }) => {
  await page.goto('/race-results/2025/5');
  const table = raceTable(page);
  await expect(table.getByRole('columnheader')).toHaveText([
    'Pos',
    'No',
    'Driver',
    'Constructor',
    'Time / gap',
    'Pts',
    'Status',
    'Fastest lap',
  ]);
  const rows = table.getByRole('row');
  // Each row: position, car number, the driver's code beside his name on a bar in the team's
  // colour, and the team written out.
  const winner = rows.nth(1);
  await expect(winner.getByRole('cell').nth(0)).toHaveText('1');
  await expect(winner.getByRole('cell').nth(1)).toHaveText('81');
  await expect(winner.getByRole('rowheader')).toHaveText(/^Oscar Piastri\s*PIA/);
  await expect(winner.getByRole('rowheader')).toHaveCSS('box-shadow', /rgb\(255, 128, 0\)/);
  await expect(winner.getByRole('cell').nth(2)).toHaveText('McLaren');
  // The winner's race time, then gaps; a retirement gives its code and reason.
  await expect(rows.nth(1).getByRole('cell').nth(3)).toHaveText(/^\d:\d\d:\d\d\.\d{3}$/);
  await expect(rows.nth(2).getByRole('cell').nth(3)).toHaveText(/^\+\d+\.\d{3}$/);
  await expect(table.getByRole('cell', { name: /^DNF · / }).first()).toBeVisible();

  // One row carries the badge, and its lap is the quickest in the column.
  const marked = table.locator('tbody tr').filter({ has: page.getByText('Fastest lap', { exact: true }) });
  await expect(marked).toHaveCount(1);
  const laps = await rows.evaluateAll((trs) =>
    trs.slice(1).map((tr) => (tr.lastElementChild?.textContent ?? '').replace('Fastest lap', '').trim()),
  );
  const millis = (lap: string) => {
    const [minutes, seconds] = lap.split(':');
    return Number(minutes) * 60_000 + Number(seconds) * 1000;
  };
  const quickest = laps.filter((lap) => lap.includes(':')).sort((a, b) => millis(a) - millis(b))[0] ?? '';
  await expect(marked.getByRole('cell').last()).toHaveText(`${quickest} Fastest lap`);
});

for (const theme of ['light', 'dark'] as const) {
  test(`round pages pass axe and fit 320 px in the ${theme} theme`, async ({ page }, info) => {
    await useTheme(page, theme);
    for (const width of [1280, 390, 320]) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of ['/race-results/2025/5', '/qualifying-results/2024/5']) {
        await page.goto(path);
        await expect(rounds(page).first()).toBeVisible();
        if (path.startsWith('/race')) await summary(page).click();
        if (width === 1280) await expectNoA11yViolations(page);
        // The page's own content fits (tables scroll inside their cards); the site's top bar is the
        // shell's, measured by its own tests.
        const overflow = await page.evaluate(() => {
          const main = document.querySelector('main') as HTMLElement;
          return Math.max(
            main.scrollWidth - main.clientWidth,
            main.getBoundingClientRect().right - window.innerWidth,
          );
        });
        expect(overflow, `${path} at ${width} px`).toBeLessThanOrEqual(0);
        if (width === 320) {
          // On a phone the table's key columns fit without scrolling: position, number, the driver's
          // code (his name kept for screen readers) and the result up to the points or Q2.
          const table = rounds(page).first().getByRole('table').first();
          const driver = table.getByRole('rowheader').first();
          await expect(driver.locator('.data-table__code')).toBeVisible();
          expect((await driver.locator('.data-table__name').boundingBox())?.width).toBeLessThanOrEqual(1);
          const last = path.startsWith('/race') ? 'Pts' : 'Q2';
          const fits = await table.evaluate((element, label) => {
            const box = (element.closest('.table-scroll') as HTMLElement).getBoundingClientRect();
            const heading = [...element.querySelectorAll('thead th')].find((th) => th.textContent === label);
            return (heading?.getBoundingClientRect().right ?? Number.POSITIVE_INFINITY) <= box.right + 0.5;
          }, last);
          expect(fits, `${path}: ${last} within the table's box at 320 px`).toBe(true);
        }
        const name = `${path.split('/')[1]}-${theme}-${width}.png`;
        await keepPicture(page, info, name, { fullPage: true });
      }
    }
  });
}
