import { type FeedServer, startFeedServer } from '../src/server/features/news/fixtures/feed-server.ts';
import type { RunningServer } from './support/server.ts';
import { expect, expectNoA11yViolations, type Page, test } from './support/test.ts';

// The news job of a started server reads feeds from a local stand-in of the two news sites, in
// their real formats. Pictures point at the sites' media hosts: the browser never reaches them.

let feeds: FeedServer;
test.beforeAll(async () => {
  feeds = await startFeedServer({
    '/f1.xml': { file: 'f1-latest.xml' },
    '/racefans.xml': { file: 'racefans-feed.xml' },
    '/broken.xml': { status: 500, body: 'Internal Server Error', contentType: 'text/plain' },
  });
});
test.afterAll(() => feeds.close());

/** A 1×1 PNG, served for the one picture that loads. */
const pixel = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function blockExternalImages(page: Page) {
  await page.route(/^https?:\/\/(media\.formula1\.com|www\.racefans\.net)\//, (route) =>
    route.request().url().endsWith('/hulkenberg-podium.jpg')
      ? route.fulfill({ contentType: 'image/png', body: pixel })
      : route.abort('internetdisconnected'),
  );
}

/** The start of the note the news section shows before either feed has answered. */
const noNewsYet = /^No stories yet/;

async function startWithNews(start: (options: { env: Record<string, string> }) => Promise<RunningServer>) {
  const server = await start({
    env: {
      NEWS_ENABLED: 'true',
      NEWS_F1_FEED_URL: feeds.url('/f1.xml'),
      NEWS_RACEFANS_FEED_URL: feeds.url('/racefans.xml'),
    },
  });
  // The job's first run starts with the server; the page shows what it stored.
  await expect
    .poll(
      async () =>
        ((await (await fetch(`${server.url}/api/news`)).json()) as { items: unknown[] }).items.length,
    )
    .toBe(13);
  return server;
}

test('the home page shows 6 F1 stories and 2 of RaceFans, and all of them on request', async ({
  page,
  startServer,
}) => {
  const server = await startWithNews(startServer);
  await blockExternalImages(page);
  await page.goto(`${server.url}/`);

  const news = page.getByRole('region', { name: 'Latest news' });
  const f1 = news.getByRole('region', { name: 'Formula 1' });
  await expect(f1.getByRole('article')).toHaveCount(6);
  // Newest first; the seventh (the oldest) waits for another day.
  await expect(f1.getByRole('heading', { level: 4 }).first()).toHaveText(/^Hamilton reflects/);
  await expect(f1.getByText('Driver of the Day')).toHaveCount(0);

  const link = f1.getByRole('link', {
    name: /^Hamilton reflects on ‘tough’ first Silverstone weekend in red/,
  });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener');
  await expect(link).toHaveAccessibleName(/\(opens Formula 1 in a new tab\)$/);
  await expect(link).toHaveAttribute(
    'href',
    'https://www.formula1.com/en/latest/article/hamilton-reflects-on-tough-first-silverstone-weekend.3IkOl9PmN0bVcXz1aQ2wEr',
  );

  const racefans = news.getByRole('region', { name: 'RaceFans' });
  await expect(racefans.getByRole('article')).toHaveCount(2);
  const toggle = racefans.getByRole('button', { name: 'Show all' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(racefans.getByRole('article')).toHaveCount(6);
  await expect(racefans.getByRole('button', { name: 'Show fewer' })).toHaveAttribute('aria-expanded', 'true');
  const stewards = racefans.getByRole('article').filter({ hasText: 'Stewards explain' });
  await expect(stewards).toContainText('Keith Collantine');
  await expect(stewards).toContainText('6 Jul 2025');
  await expect(stewards).toContainText('“was erratic”');
  await racefans.getByRole('button', { name: 'Show fewer' }).click();
  await expect(racefans.getByRole('article')).toHaveCount(2);
});

test('a story without a picture, or whose picture fails, shows the designed stand-in', async ({
  page,
  startServer,
}) => {
  const server = await startWithNews(startServer);
  await blockExternalImages(page);
  await page.goto(`${server.url}/`);
  const news = page.getByRole('region', { name: 'Latest news' });
  await news.getByRole('button', { name: 'Show all' }).click();

  const pictures = news.locator('.news-image');
  await expect(pictures).toHaveCount(12);
  // Every picture but one fails to load (or there is none): each shows its stand-in.
  await expect(news.locator('.news-image[data-state="failed"]')).toHaveCount(11);
  for (const stand of await news.locator('.news-image[data-state="failed"] .news-fallback').all()) {
    await expect(stand).toBeVisible();
  }
  const noPicture = news.getByRole('article').filter({ hasText: '2025 British Grand Prix – race results' });
  await expect(noPicture.locator('img')).toHaveCount(0);
  await expect(noPicture.locator('.news-fallback')).toContainText('F1');
  const loaded = news.getByRole('article').filter({ hasText: 'Hulkenberg’s long wait' });
  await expect(loaded.locator('.news-image')).toHaveAttribute('data-state', 'loaded');
  await expect(loaded.locator('img')).toBeVisible();
});

test('with no stored news a short note says where news comes from and how often', async ({
  page,
  startServer,
}) => {
  const server = await startServer({
    env: {
      NEWS_ENABLED: 'true',
      NEWS_F1_FEED_URL: feeds.url('/broken.xml'),
      NEWS_RACEFANS_FEED_URL: feeds.url('/broken.xml'),
      NEWS_REFRESH_MINUTES: '15',
    },
  });
  await expect.poll(() => feeds.requests('/broken.xml')).toBeGreaterThanOrEqual(2);
  const news = page.getByRole('region', { name: 'Latest news' });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${server.url}/`);
    await expect(news.getByText(noNewsYet)).toBeVisible();
    await expect(news).toContainText('Formula 1');
    await expect(news).toContainText('RaceFans');
    await expect(news).toContainText('every 15 minutes');
    // A line or two under the heading, not a box the size of the stories it stands for.
    const height = (await news.boundingBox())?.height ?? Number.POSITIVE_INFINITY;
    expect(height, `the news section's height at ${width} px`).toBeLessThan(width < 600 ? 170 : 120);
  }
  await expect(news.getByRole('article')).toHaveCount(0);
  await expect(news.getByRole('status')).toHaveCount(0);
  await expectNoA11yViolations(page);
  expect(server.output()).toContain('News: f1 feed skipped, HTTP 500 Internal Server Error');
});

test('the home page shows news as soon as the job stored it, without another request first', async ({
  page,
  startServer,
}) => {
  // The feeds answer late, so the first visit comes before the job stored anything.
  const slow = await startFeedServer({
    '/f1.xml': { file: 'f1-latest.xml', delayMs: 4000 },
    '/racefans.xml': { file: 'racefans-feed.xml', delayMs: 4000 },
  });
  try {
    const server = await startServer({
      env: {
        NEWS_ENABLED: 'true',
        NEWS_F1_FEED_URL: slow.url('/f1.xml'),
        NEWS_RACEFANS_FEED_URL: slow.url('/racefans.xml'),
        LOG_LEVEL: 'debug',
      },
    });
    await blockExternalImages(page);
    await page.goto(`${server.url}/`);
    const news = page.getByRole('region', { name: 'Latest news' });
    await expect(news.getByText(noNewsYet)).toBeVisible();

    // The job announces what it stored; the next visit (one load, no polling) shows it.
    await expect.poll(() => server.output(), { timeout: 30_000 }).toContain('Event news.changed');
    await page.goto(`${server.url}/`);
    await expect(news.getByRole('region', { name: 'Formula 1' }).getByRole('article')).toHaveCount(6);
  } finally {
    await slow.close();
  }
});

test('without the news job the home page has no news section', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Weekend timetable' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Latest news' })).toHaveCount(0);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the news section passes axe in the ${theme} theme`, async ({ page, startServer }) => {
    const server = await startWithNews(startServer);
    await blockExternalImages(page);
    await page.addInitScript((dark) => localStorage.setItem('darkMode', String(dark)), theme === 'dark');
    await page.goto(`${server.url}/`);
    const news = page.getByRole('region', { name: 'Latest news' });
    await news.getByRole('button', { name: 'Show all' }).click();
    await expect(news.getByRole('article')).toHaveCount(12);
    await expectNoA11yViolations(page);
  });
}
