import {
  britishGp2025Race,
  type OpenF1Server,
  startOpenF1Server,
} from '../src/server/features/live/fixtures/openf1-server.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { expect, expectNoA11yViolations, keepPicture, type Page, test, useTheme } from './support/test.ts';

// The live page before, during and after the 2025 British Grand Prix race (Sunday 6 July, 14:00 UTC).
// During the race a local OpenF1-format server replays a recorded-format session; the test moves the
// replay on and the page follows through server-sent events, without a reload.

const main = (page: Page) => page.getByRole('main');
const runningOrder = (page: Page) => main(page).getByRole('table', { name: 'Running order' });
/** The three-letter codes of the first three rows. */
const topThree = (page: Page) =>
  runningOrder(page)
    .locator('tbody tr th abbr')
    .evaluateAll((all) => all.slice(0, 3).map((each) => each.textContent));

// The shared server's clock (defaultNow): the Thursday before the race weekend.
test.describe('before a session', () => {
  test('shows the next session with its countdown and the weekend timetable', async ({ page }, info) => {
    await page.goto('/live');
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Practice 1');
    await expect(main(page).locator('.hero-card__status .pill')).toHaveText('Next session');
    await expect(main(page).getByRole('link', { name: 'British Grand Prix' })).toBeVisible();
    // Friday 11:30 UTC, 23 h 30 min away; the countdown ticks in the browser.
    await expect(main(page).locator('.countdown')).toHaveText(/^23:(29|30):\d\d$/);
    const timetable = main(page).getByRole('region', { name: 'Weekend timetable' });
    await expect(timetable.getByRole('listitem')).toHaveCount(5);
    await expect(timetable.getByRole('listitem').first()).toContainText('Practice 1');
    await keepPicture(page, info, 'live-before.png', { fullPage: true });
  });
});

test.describe('after a session', () => {
  test('shows its classification from the race data', async ({ page, startServer: start }, info) => {
    const after = await start({ now: '2025-07-06T16:30:00Z' });
    await page.goto(`${after.url}/live`);
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Race');
    await expect(main(page).locator('.hero-card__status .pill')).toHaveText('Finished');
    const table = main(page).getByRole('table', { name: /Race classification, British Grand Prix 2025/ });
    await expect(table.locator('tbody tr').first()).toContainText('Lando Norris');
    await expect(main(page).getByText(/^Results: f1db · as of 21 Aug 2026$/)).toBeVisible();
    await expect(main(page).getByText('Results pending')).toHaveCount(0);
    await keepPicture(page, info, 'live-after.png', { fullPage: true });
  });
});

test.describe('during the race, with a live-timing source', () => {
  let source: OpenF1Server;
  let server: RunningServer;
  test.beforeAll(async () => {
    source = await startOpenF1Server(britishGp2025Race(), { replayAt: '2025-07-06T14:30:00Z' });
    server = await startServer({
      now: '2025-07-06T14:30:00Z',
      env: { LIVE_TIMING_SOURCE: 'openf1', LIVE_TIMING_URL: source.url, LIVE_TIMING_POLL_MS: '500' },
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    await source?.close();
  });
  test.beforeEach(() => source.replayTo('2025-07-06T14:30:00Z'));

  test('the running order changes on the page without a reload', async ({ browser }) => {
    // The replay is rewound for each test, but the stored state keeps its newest positions: this
    // test runs first and alone moves the replay forward.
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    await page.goto('/live');
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Race');
    await expect(main(page).locator('.hero-card__status .pill')).toHaveText('Live');
    await expect(main(page).getByText('Elapsed')).toBeVisible();
    await expect(main(page).locator('.live-session__clock dd').first()).toHaveText(/^0:3\d:\d\d$/);
    await expect.poll(() => topThree(page), { timeout: 20_000 }).toEqual(['PIA', 'NOR', 'HUL']);
    await expect(main(page).getByText(/PENALTY FOR CAR 81/)).toBeVisible();
    // Marks this document: a reload would lose the mark.
    await page.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });

    // Piastri serves his ten-second penalty: Norris leads.
    source.replayTo('2025-07-06T14:50:00Z');
    await expect.poll(() => topThree(page), { timeout: 20_000 }).toEqual(['NOR', 'PIA', 'HUL']);
    await expect(main(page).getByText(/SERVED 10 SECOND TIME PENALTY/)).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(
      true,
    );
    await context.close();
  });

  test('without JavaScript the page is a snapshot with a refresh link', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: server.url });
    const page = await context.newPage();
    await expect
      .poll(
        async () => {
          await page.goto('/live');
          return runningOrder(page).count();
        },
        { timeout: 20_000 },
      )
      .toBe(1);
    await expect(runningOrder(page).locator('tbody tr')).toHaveCount(10);
    await expect(main(page).getByText(/Timing updated at/)).toBeVisible();
    const refresh = main(page).getByRole('link', { name: 'Refresh' });
    await expect(refresh).toHaveAttribute('href', '/live');
    await refresh.click();
    await expect(runningOrder(page)).toBeVisible();
    await context.close();
  });

  for (const theme of ['light', 'dark'] as const) {
    for (const width of [390, 1280]) {
      test(`${theme} theme at ${width} px: axe finds nothing serious and nothing scrolls sideways`, async ({
        browser,
      }, info) => {
        const context = await browser.newContext({ baseURL: server.url, viewport: { width, height: 900 } });
        const page = await context.newPage();
        await useTheme(page, theme);
        await page.goto('/live');
        await expect(runningOrder(page)).toBeVisible({ timeout: 20_000 });
        await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdarkmode\b/ : /^(?!.*darkmode)/);
        await keepPicture(page, info, `live-${theme}-${width}.png`, { fullPage: true });
        await expectNoA11yViolations(page);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await context.close();
      });
    }
  }
});

test.describe('before a session, in both themes', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`the countdown page passes axe in the ${theme} theme`, async ({ page }) => {
      await useTheme(page, theme);
      await page.goto('/live');
      await expect(main(page).locator('.countdown')).toBeVisible();
      await expectNoA11yViolations(page);
    });
  }
});
