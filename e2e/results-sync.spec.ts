import {
  type ErgastServer,
  fixture,
  startErgastServer,
} from '../src/server/ingest/ergast/fixtures/ergast-server.ts';
import { expect, expectNoA11yViolations, test } from './support/test.ts';

// The built server with its results sync on, reading a local Ergast-format source: the day after the
// 2026 Dutch Grand Prix (round 12), which the snapshot does not have. What the sync brings in at start
// must reach every page a fan opens, and a newcomer in the classification must get his page.

test.use({ now: '2026-08-24T12:00:00Z' });

let source: ErgastServer;
test.beforeAll(async () => {
  source = await startErgastServer();
  source.setSchedule(2026, fixture('2026-schedule.json') as never);
  const results = fixture('2026-12-results.json') as { Results: Record<string, unknown>[] };
  const last = results.Results[21] as Record<string, unknown>;
  last.Driver = {
    driverId: 'tsolov',
    permanentNumber: '48',
    code: 'TSO',
    url: 'http://en.wikipedia.org/wiki/Nikola_Tsolov',
    givenName: 'Nikola',
    familyName: 'Tsolov',
    dateOfBirth: '2006-12-26',
    nationality: 'Bulgarian',
  };
  last.number = '48';
  source.setRound(2026, 12, 'results', results);
  source.setRound(2026, 12, 'qualifying', fixture('2026-12-qualifying.json'));
  source.setRound(2026, 12, 'sprint', fixture('2026-12-sprint.json'));
  source.setRound(2026, 12, 'pitstops', fixture('2026-12-pitstops.json'));
  source.setRound(2026, 12, 'laps', fixture('2026-12-laps.json'));
});
test.afterAll(() => source.close());

test('a round the sync brings in shows on every page, and a newcomer gets his page', async ({
  page,
  startServer,
}) => {
  // It waits on a background run of the sync: up to a minute for the results, a minute and a half for the run's end.
  test.slow();
  const server = await startServer({
    env: {
      RESULTS_SYNC_ENABLED: 'true',
      RESULTS_SYNC_URL: source.baseUrl,
      RESULTS_SYNC_MIN_INTERVAL_MS: '0',
    },
  });
  // The job runs at start; /f1 answers from the database once it has written the round.
  await expect
    .poll(async () => (await fetch(`${server.url}/f1/2026/12/results.json`)).json(), { timeout: 60_000 })
    .toMatchObject({ MRData: { total: '22' } });
  expect(source.requests.every((request) => request.userAgent?.startsWith('Pitwall/'))).toBe(true);

  const round = page.locator('article', { hasText: 'Dutch Grand Prix' }).first();
  // The run is recorded as finished after its last part (lap charts), a moment after the results;
  // on two cores busy with the rest of the suite that moment has taken over 30 s.
  await expect(async () => {
    await page.goto(`${server.url}/race-results/2026/12`);
    await expect(round.getByText('Results: 127.0.0.1 · synced just now')).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 90_000 });
  await expect(round).toContainText('Piastri');
  await expect(round).toContainText('Tsolov');

  await page.goto(`${server.url}/`);
  const lastRace = page.getByRole('region', { name: 'Last race results' });
  await expect(lastRace).toContainText('Dutch Grand Prix');
  await expect(lastRace).toContainText('Piastri');

  await page.goto(`${server.url}/drivers`);
  await expect(page.getByText('After round 12, the Dutch Grand Prix.')).toBeVisible();

  const newcomer = await page.goto(`${server.url}/drivers/TSO`);
  expect(newcomer?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Tsolov');
  await expectNoA11yViolations(page);
});
