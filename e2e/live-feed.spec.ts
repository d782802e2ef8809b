import type { Browser } from '@playwright/test';
import {
  type ArchiveServer,
  archiveFiles,
  archiveSessionOf,
  startArchiveServer,
} from '../src/server/testing/f1-archive.ts';
import type { FeedRecording } from '../src/server/testing/feed-recording.ts';
import { type SignalRCoreServer, startSignalRCoreServer } from '../src/server/testing/signalr-core-server.ts';
import { applyFeedRecords, type FeedRecord } from '../src/shared/live-feed.ts';
import { codesOf, lapBegins, playedAs, recordedRace, splitAt } from './support/feed.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { expect, expectNoA11yViolations, keepPicture, type Page, test, useTheme } from './support/test.ts';

// Formula 1's own live timing, from local servers that speak its protocols. The 2025 British Grand
// Prix, made into a feed from our stored race data, is played as the 2026 Italian Grand Prix (whose
// official classification is not stored yet) through a SignalR Core server; and from a copy of the
// archive, the 2025 race is replayed.

const italianStart = '2026-09-06T13:00:00Z';
const italian = { startsAt: italianStart, localStart: '2026-09-06T15:00:00', gmtOffset: '02:00:00' };

const main = (page: Page) => page.getByRole('main');
/** The errors the page logs: taking over the server's page (the timing's code loads after) logs none. */
const pageErrors = (page: Page) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
};
/** Each row's three-letter code, in running order. */
const order = (page: Page) =>
  main(page)
    .getByRole('table', { name: 'Running order' })
    .locator('tbody tr[data-driver]')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-driver')));

/**
 * At 320 px in the light and the dark theme, and with the colour-blind palette: the page does not
 * scroll sideways and axe finds nothing serious.
 */
async function fitsPhones(browser: Browser, url: string) {
  for (const look of ['light', 'dark', 'colour-safe'] as const) {
    const context = await browser.newContext({ viewport: { width: 320, height: 640 } });
    const page = await context.newPage();
    // The theme and palette as the footer's buttons store them; the cookie notice accepted.
    await page.addInitScript((chosen) => {
      localStorage.setItem('darkMode', String(chosen !== 'light'));
      localStorage.setItem('colourSafe', String(chosen === 'colour-safe'));
      localStorage.setItem('cookieAccepted', 'true');
    }, look);
    await page.goto(url);
    await expect.poll(() => order(page), { message: look }).not.toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), look).toBeLessThanOrEqual(320);
    await expectNoA11yViolations(page);
    await context.close();
  }
}

let recording: FeedRecording;
let codes: Map<string, string>;
const codesAfter = (lap: number) => (recording.orderAfterLap.get(lap) ?? []).map((n) => codes.get(n));

test.describe('during a race, from the live-timing service', () => {
  let upstream: SignalRCoreServer;
  let server: RunningServer;
  let sent = 0;
  let rest: FeedRecord[];
  /** Sends every record up to the moment the leader begins `lap` (the order after the lap before). */
  const playUntilLap = async (lap: number) => {
    const until = Date.parse(lapBegins(recording, lap));
    const batch: FeedRecord[] = [];
    while (sent < rest.length && Date.parse(rest[sent]?.at ?? '') <= until)
      batch.push(rest[sent++] as FeedRecord);
    await upstream.send(batch, { oneFrame: true });
  };

  test.beforeAll(async () => {
    recording = playedAs(await recordedRace({ year: 2025, round: 12 }), italian);
    codes = codesOf(recording);
    upstream = await startSignalRCoreServer();
    const split = splitAt(recording.records, recording.startsAt);
    upstream.setState(split.state);
    rest = split.rest;
    server = await startServer({
      now: '2026-09-06T13:30:00Z',
      env: { LIVE_TIMING_SOURCE: 'f1', F1_LIVE_TIMING_URL: upstream.url },
    });
    await upstream.waitForSubscriptions(1, 30_000);
  });
  test.afterAll(async () => {
    await server?.stop();
    await upstream?.close();
  });

  test('the order changes lap by lap without a reload, and a safety car shows as a banner', async ({
    browser,
  }, info) => {
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    const errors = pageErrors(page);
    await page.goto('/live');
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Race');
    await expect(
      main(page).getByText("Live timing comes from Formula 1's live-timing service"),
    ).toBeVisible();
    await expect.poll(() => order(page), { timeout: 15_000 }).toEqual(codesAfter(0));
    // Marks this document: a reload would lose the mark.
    await page.evaluate(() => {
      (window as unknown as { unreloaded: boolean }).unreloaded = true;
    });
    for (const lap of [1, 2, 3]) {
      await playUntilLap(lap + 1);
      await expect
        .poll(() => order(page), { timeout: 10_000, message: `after lap ${lap}` })
        .toEqual(codesAfter(lap));
      await expect(main(page).getByText(`Lap ${lap + 1} of ${recording.totalLaps}`)).toBeVisible();
    }
    const banner = main(page).getByRole('status').filter({ hasText: 'Track:' });
    await expect(banner).toContainText('Track clear');
    await playUntilLap(recording.safetyCar.deployedLap + 1);
    await expect(banner).toContainText('Safety car', { timeout: 10_000 });
    await expect(main(page).getByText('SAFETY CAR DEPLOYED')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { unreloaded?: boolean }).unreloaded)).toBe(true);
    expect(errors).toEqual([]);
    await expectNoA11yViolations(page);
    await keepPicture(page, info, 'live-feed-safety-car.png', { fullPage: true });
    await useTheme(page, 'dark');
    await page.reload();
    await expect(banner).toContainText('Safety car');
    await expectNoA11yViolations(page);
    await context.close();
  });

  test('/live fits a 320 px phone in both themes and the colour-blind palette', async ({ browser }) => {
    await fitsPhones(browser, `${server.url}/live`);
  });

  test('a TV delay holds the timing back on the feed’s own clock, and is remembered', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    await page.goto('/live');
    // The order as the page shows it, once it shows one.
    let before: (string | null)[] = [];
    await expect
      .poll(
        async () => {
          before = await order(page);
          return before.length;
        },
        { timeout: 15_000 },
      )
      .toBeGreaterThan(0);
    await main(page).getByText('Follow my TV').click();
    await main(page).getByLabel('Delay in seconds').fill('6');
    await expect(main(page).getByText(/Holding the timing back 6 s/)).toBeVisible();
    await expect.poll(() => order(page), { timeout: 15_000 }).toEqual(before);
    const lap = recording.safetyCar.inLap + 2;
    await playUntilLap(lap + 1);
    // The new order is in the page's hands at once, but comes on screen six seconds of feed time later.
    await page.waitForTimeout(2_000);
    expect(await order(page)).toEqual(before);
    await expect.poll(() => order(page), { timeout: 15_000 }).toEqual(codesAfter(lap));
    // The page arrives already holding back: before its script has run, nothing runs ahead of the TV.
    const unhydrated = await context.newPage();
    await unhydrated.route('**/*.js', (route) => route.abort());
    await unhydrated.goto('/live');
    await expect(main(unhydrated).getByText(/Holding the timing back 6 s/)).toBeVisible();
    await expect(main(unhydrated).getByRole('table', { name: 'Running order' })).toBeHidden();
    await unhydrated.close();
    // Without script nothing holds it back: the same visitor sees the timing as it is.
    const noScript = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false });
    await noScript.addCookies(await context.cookies());
    const plain = await noScript.newPage();
    await plain.goto('/live');
    await expect(main(plain).getByRole('table', { name: 'Running order' })).toBeVisible();
    await expect(main(plain).getByText(/Holding the timing back/)).toBeHidden();
    await noScript.close();
    await page.reload();
    await main(page).getByText('Follow my TV: 6 s behind').click();
    await expect(main(page).getByLabel('Delay in seconds')).toHaveValue('6');
    await context.close();
  });
});

test.describe('after the race', () => {
  let upstream: SignalRCoreServer;
  let archive: ArchiveServer;
  let server: RunningServer;
  let replayed: FeedRecording;
  test.beforeAll(async () => {
    recording = playedAs(await recordedRace({ year: 2025, round: 12 }), italian);
    codes = codesOf(recording);
    // The race as it ended, still served five minutes after its live window.
    upstream = await startSignalRCoreServer();
    upstream.setState(applyFeedRecords({}, recording.records));
    // A short-lap recording, so a replay at 10× takes seconds.
    replayed = await recordedRace({ year: 2025, round: 12 }, { lapMs: 2_000 });
    archive = await startArchiveServer(archiveFiles([archiveSessionOf(replayed)]));
    server = await startServer({
      now: '2026-09-06T15:05:00Z',
      env: {
        LIVE_TIMING_SOURCE: 'f1',
        F1_LIVE_TIMING_URL: upstream.url,
        F1_ARCHIVE_URL: archive.url,
        F1_ARCHIVE_PACE_MS: '0',
      },
    });
    await upstream.waitForSubscriptions(1, 30_000);
  });
  test.afterAll(async () => {
    await server?.stop();
    await upstream?.close();
    await archive?.close();
  });

  test('the meeting page shows the provisional order from live timing until the official one', async ({
    page,
  }, info) => {
    const results = main(page).getByRole('region', { name: 'Race', exact: true });
    await expect
      .poll(
        async () => {
          // Without a fragment: going to the same address with one would not load the page again.
          await page.goto(`${server.url}/schedule/2026/italian-grand-prix`);
          return results.getByText('Provisional, from live timing', { exact: true }).count();
        },
        { timeout: 20_000 },
      )
      .toBe(1);
    await expect(results.getByText('Results pending')).toBeVisible();
    const numbers = await results.locator('tbody .data-table__car').allTextContents();
    // The order live timing ended with is the stored classification of the race it was made from.
    expect(numbers).toEqual(recording.finalOrder);
    await expect(results.getByRole('link', { name: 'Replay the race' })).toHaveAttribute(
      'href',
      '/replay/2026/italian-grand-prix/race',
    );
    await expectNoA11yViolations(page);
    await keepPicture(page, info, 'meeting-provisional.png');
  });

  const replayUrl = () => `${server.url}/replay/2025/british-grand-prix/race`;
  const replayCodes = (lap: number) =>
    (replayed.orderAfterLap.get(lap) ?? []).map((n) => codesOf(replayed).get(n));

  test('a replay plays at 10× to the stored classification, seeks to a lap and changes speed', async ({
    page,
  }, info) => {
    const errors = pageErrors(page);
    await page.goto(replayUrl());
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Race · British Grand Prix 2025');
    // Before playing: the grid, nothing of the result.
    await expect.poll(() => order(page)).toEqual(replayCodes(0));
    const play = main(page).getByRole('button', { name: 'Play' });
    await expect(play).toBeEnabled({ timeout: 20_000 });
    // The controls name no moment still to come, unless asked.
    const jumps = main(page).getByRole('group', { name: 'Jump to' });
    await expect(jumps.getByRole('button', { name: 'Start' })).toHaveCount(0);
    await expect(jumps.getByRole('button', { name: 'Safety car 1' })).toHaveCount(0);
    await jumps.getByLabel('Events ahead (spoilers)').check();
    await expect(jumps.getByRole('button', { name: 'Safety car 1' })).toBeVisible();
    await jumps.getByLabel('Events ahead (spoilers)').uncheck();
    const currentStep = main(page)
      .getByRole('navigation', { name: 'Step through' })
      .locator('[aria-current="step"]');
    await expect(currentStep).toHaveText('Start');
    await main(page).getByLabel('Go to').selectOption({ label: 'Lap 10' });
    await expect.poll(() => order(page)).toEqual(replayCodes(10));
    // The step list follows the player, not the step the page was opened at.
    await expect(currentStep).toHaveText('Lap 10');
    await expect(main(page).getByLabel('Speed')).toHaveValue('10');
    await main(page).getByLabel('Speed').selectOption('30');
    await main(page).getByLabel('Speed').selectOption('10');
    await play.click();
    await expect(main(page).getByRole('button', { name: 'Pause' })).toBeVisible();
    const final = replayed.finalOrder.map((n) => codesOf(replayed).get(n));
    await expect.poll(() => order(page), { timeout: 40_000, intervals: [500] }).toEqual(final);
    await expect(main(page).getByRole('button', { name: 'Play' })).toBeVisible();
    // Jumps: back to the safety car.
    await main(page).getByRole('button', { name: 'Safety car 1' }).click();
    await expect(main(page).getByRole('status').filter({ hasText: 'Track:' })).toContainText('Safety car');
    expect(errors).toEqual([]);
    await expectNoA11yViolations(page);
    await keepPicture(page, info, 'replay-player.png', { fullPage: true });
  });

  test('without JavaScript, the lap links step through the replay', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(replayUrl());
    expect(await order(page)).toEqual(replayCodes(0));
    const steps = main(page).getByRole('navigation', { name: 'Step through' });
    await steps.getByRole('link', { name: 'Lap 5', exact: true }).click();
    await expect(page).toHaveURL(/\?step=5$/);
    // Each link loads a page: the order is read once it has.
    await expect.poll(() => order(page)).toEqual(replayCodes(5));
    await expect(steps.locator('[aria-current="step"]')).toHaveText('Lap 5');
    await steps.getByRole('link', { name: 'Lap 6', exact: true }).click();
    await expect.poll(() => order(page)).toEqual(replayCodes(6));
    await steps.getByRole('link', { name: `Lap ${replayed.totalLaps}`, exact: true }).click();
    await expect.poll(() => order(page)).toEqual(replayed.finalOrder.map((n) => codesOf(replayed).get(n)));
    await context.close();
  });

  test('a replay fits a 320 px phone in both themes and the colour-blind palette', async ({ browser }) => {
    await fitsPhones(browser, `${replayUrl()}?step=20`);
  });

  test('a session the archive lacks says so', async ({ page }) => {
    await page.goto(`${server.url}/replay/2025/british-grand-prix/qualifying`);
    await expect(main(page).getByText("Formula 1's archive has no timing of this session.")).toBeVisible();
  });
});
