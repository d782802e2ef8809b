import {
  type ErgastServer,
  fixture,
  startErgastServer,
} from '../src/server/ingest/ergast/fixtures/ergast-server.ts';
import { expect, expectNoA11yViolations, type Page, test, useTheme } from './support/test.ts';

// The race story of a round the results sync brings in from a local Ergast-format source: the 2026
// Dutch Grand Prix (round 12), its classification, pit stops and a lap chart of all 72 laps.

test.use({ now: '2026-08-24T12:00:00Z' });

type Result = { Driver: { driverId: string }; laps: string };

/**
 * Every lap's running order for the round's classification: the finishing order, except that
 * Verstappen leads Piastri until Piastri's stop on lap 18, and Pérez (out on lap 23) and Bearman (out
 * on lap 52) run in the midfield until they retire. Lapped cars stop at the laps they completed.
 */
function lapChart(results: Result[]) {
  const order = (driverId: string, index: number, lap: number) => {
    if (driverId === 'max_verstappen' && lap < 18) return -1;
    if (driverId === 'perez') return 10.5;
    if (driverId === 'bearman') return 8.5;
    return index;
  };
  const Laps = Array.from({ length: 72 }, (_, at) => {
    const lap = at + 1;
    const running = results
      .map((result, index) => ({ driverId: result.Driver.driverId, index, laps: Number(result.laps) }))
      .filter((driver) => driver.laps >= lap)
      .sort((a, b) => order(a.driverId, a.index, lap) - order(b.driverId, b.index, lap));
    return {
      number: String(lap),
      Timings: running.map((driver, position) => {
        const millis = 75_000 + driver.index * 60 + 40 * ((lap * 7) % 13) - 20 * lap + (lap === 1 ? 6000 : 0);
        const seconds = (millis % 60_000) / 1000;
        return {
          driverId: driver.driverId,
          position: String(position + 1),
          time: `${Math.floor(millis / 60_000)}:${seconds.toFixed(3).padStart(6, '0')}`,
        };
      }),
    };
  });
  return { ...(fixture('2026-12-laps.json') as Record<string, unknown>), Laps };
}

let source: ErgastServer;
test.beforeAll(async () => {
  source = await startErgastServer();
  source.setSchedule(2026, fixture('2026-schedule.json') as never);
  const results = fixture('2026-12-results.json') as { Results: Result[] };
  source.setRound(2026, 12, 'results', results);
  source.setRound(2026, 12, 'qualifying', fixture('2026-12-qualifying.json'));
  source.setRound(2026, 12, 'sprint', fixture('2026-12-sprint.json'));
  source.setRound(2026, 12, 'pitstops', fixture('2026-12-pitstops.json'));
  source.setRound(2026, 12, 'laps', lapChart(results.Results));
});
test.afterAll(() => source.close());

const path = '/schedule/2026/dutch-grand-prix';

async function seeTheStory(page: Page, url: string) {
  const story = page.getByRole('region', { name: 'The race story' });
  const chart = story.getByRole('img', { name: /^Lap chart, Dutch Grand Prix 2026/ });
  await expect(chart).toBeVisible();
  // One line per driver who started (Stroll did not), each ending in the driver's code.
  await expect(chart.locator('.lap-chart__label')).toHaveCount(21);
  await expect(chart.locator('.lap-chart__label').first()).toHaveText('PIA');
  // The sync's time follows once its run has ended.
  await expect(story.getByText(/^Lap times: 127\.0\.0\.1/)).toBeVisible();

  await story.getByText('Positions lap by lap (table)').click();
  const table = story.getByRole('table', { name: 'Positions lap by lap, Dutch Grand Prix 2026' });
  await expect(table).toBeVisible();
  const verstappen = table.getByRole('row', { name: /^VER/ });
  await expect(verstappen.getByRole('cell').first()).toHaveText('1');
  await expect(verstappen.getByRole('cell').nth(17)).toHaveText('2');
  // Pérez retired after lap 23: nothing from lap 24 on.
  const perez = table.getByRole('row', { name: /^PER/ });
  await expect(perez.getByRole('cell').nth(22)).not.toHaveText('–');
  await expect(perez.getByRole('cell').nth(23)).toHaveText('–');

  const stops = story.getByRole('region', { name: 'Pit stops and stints' });
  await expect(stops.getByText(/^Pit stops: 127\.0\.0\.1/)).toBeVisible();
  const piastri = stops.getByRole('row', { name: /^PIA/ });
  await expect(piastri).toContainText('Lap 18 · 22.0 s');
  await expect(piastri).toContainText('1–18, 19–72');

  const fastest = story.getByRole('region', { name: 'Fastest lap progression' });
  await expect(fastest.getByRole('row').last()).toContainText('Fastest lap');
  expect(url).toContain(path);
}

test('the sync’s laps and pit stops tell the race story on the meeting page, with or without JavaScript', async ({
  page,
  browser,
  startServer,
}) => {
  // The sync's first run, then axe over a table of 21 × 72 positions, on two busy cores.
  test.setTimeout(240_000);
  const server = await startServer({
    env: {
      RESULTS_SYNC_ENABLED: 'true',
      RESULTS_SYNC_URL: source.baseUrl,
      RESULTS_SYNC_MIN_INTERVAL_MS: '0',
    },
  });
  const url = `${server.url}${path}`;
  // The job runs at start; lap charts are its last part.
  await expect(async () => {
    await page.goto(url);
    await expect(page.getByRole('heading', { name: 'Lap chart' })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 60_000 });
  await seeTheStory(page, url);
  await expectNoA11yViolations(page);

  // The colour-vision palette: one Okabe–Ito colour per team in place of team colours, the team's
  // second driver dashed; the choice stays for the next page.
  const line = (code: string) => page.locator(`[data-driver="${code}"] .lap-chart__line`).first();
  const teamOrange = 'rgb(255, 128, 0)';
  expect(await line('PIA').evaluate((element) => getComputedStyle(element).stroke)).toBe(teamOrange);
  await page.getByRole('button', { name: 'Colour-blind palette' }).click();
  await expect(page.locator('html')).toHaveClass(/\bcolour-safe\b/);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Team colours' })).toBeVisible();
  const stroke = (code: string) =>
    line(code).evaluate((element) => [
      getComputedStyle(element).stroke,
      getComputedStyle(element).strokeDasharray,
    ]);
  expect(await stroke('PIA')).toEqual(['rgb(230, 159, 0)', 'none']);
  expect(await stroke('NOR')).toEqual(['rgb(230, 159, 0)', '4px, 2px']);
  expect((await stroke('VER'))[0]).not.toBe('rgb(230, 159, 0)');
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Team colours' }).click();
  expect(await line('PIA').evaluate((element) => getComputedStyle(element).stroke)).toBe(teamOrange);

  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 320, height: 640 },
  });
  try {
    const noScript = await context.newPage();
    await noScript.goto(url);
    await seeTheStory(noScript, url);
    // The chart scales to the screen and the wide table scrolls in its own box: the page never does.
    expect(await noScript.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    const chartBox = await noScript.getByRole('img', { name: /^Lap chart/ }).boundingBox();
    expect(chartBox?.width).toBeGreaterThan(250);
  } finally {
    await context.close();
  }
});

test('a race with pit stops from the snapshot and no laps: the stints without a lap chart, in the dark theme', async ({
  page,
}) => {
  await useTheme(page, 'dark');
  await page.goto('/schedule/2024/british-grand-prix');
  const story = page.getByRole('region', { name: 'The race story' });
  await expect(story.getByRole('heading', { name: 'Pit stops and stints' })).toBeVisible();
  await expect(story.getByText(/^Pit stops: f1db · as of /)).toBeVisible();
  await expect(story.getByRole('img', { name: /^Lap chart/ })).toHaveCount(0);
  await expect(story.getByRole('row', { name: /^HAM/ })).toContainText('Lap ');
  await expectNoA11yViolations(page);
});

test('no race story before the race, though the snapshot has its pit stops', async ({
  page,
  startServer,
}) => {
  const server = await startServer({ now: '2025-07-03T12:00:00Z' });
  await page.goto(`${server.url}/schedule/2025/british-grand-prix`);
  await expect(page.getByRole('heading', { name: 'Results' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'The race story' })).toHaveCount(0);
});
