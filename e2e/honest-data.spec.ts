import { freePort } from '../src/server/testing/server-process.ts';
import { scrollToTheEnd } from './support/scrolling.ts';
import { expect, test } from './support/test.ts';

/**
 * What the pages say about their data on 27 Nov 2026 (the Qatar weekend) when the results source
 * cannot be reached: the snapshot (f1db's commit of 21 Aug 2026) holds results to round 11.
 */
test.use({ now: '2026-11-27T12:00:00Z' });

const outage =
  /^Results source \(127\.0\.0\.1\) unreachable since 27 Nov 2026, \d\d:\d\d UTC; showing data to 21 Aug 2026\.$/;

test('with the results source unreachable, pages date their data by the snapshot and say the source is down', async ({
  page,
  startServer,
}) => {
  test.slow();
  // Nothing listens on this port: every request of the sync is refused.
  const closedPort = await freePort();
  const server = await startServer({
    env: {
      RESULTS_SYNC_ENABLED: 'true',
      RESULTS_SYNC_URL: `http://127.0.0.1:${closedPort}/ergast/f1`,
      RESULTS_SYNC_TIMEOUT_MS: '1000',
    },
  });
  await expect.poll(() => server.output(), { timeout: 60_000 }).toContain('Results sync failed');

  await page.goto(`${server.url}/drivers`);
  const main = page.getByRole('main');
  await expect(main.getByText(/^Standings: f1db · as of 21 Aug 2026$/)).toBeVisible();
  await expect(main.getByText(outage)).toBeVisible();

  // Every round run so far, newest first: 21 to 12 pending, 11 to 1 with their results.
  await page.goto(`${server.url}/race-results/2026`);
  const rounds = main.getByRole('navigation', { name: 'Jump to a round' }).getByRole('listitem');
  await expect(rounds).toHaveCount(21);
  await expect(rounds.nth(10)).toHaveText('11');
  await expect(rounds.nth(10).getByRole('link')).toHaveAccessibleName('Round 11, Hungarian Grand Prix');
  await expect(rounds.nth(11)).toHaveText('12, Dutch Grand Prix: results pending');
  await expect(rounds.nth(11).getByRole('link')).toHaveCount(0);
  await expect(main.getByText(outage).first()).toBeVisible();
  await scrollToTheEnd(page, 'That was the first race of 2026.');
  const numbers = await main.locator('.archive-round__number').allTextContents();
  expect(numbers).toEqual(Array.from({ length: 21 }, (_, i) => `Round ${21 - i}`));
  await expect(main.getByRole('article', { name: 'Las Vegas Grand Prix' })).toContainText('Results pending');

  await page.goto(`${server.url}/qualifying-results/2026`);
  await expect(main.getByRole('navigation', { name: 'Jump to a round' }).getByRole('listitem')).toHaveCount(
    21,
  );
});
