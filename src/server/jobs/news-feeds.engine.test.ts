import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { type FeedServer, startFeedServer } from '#server/features/news/fixtures/feed-server.ts';
import { homeNews } from '#server/features/news/news.server.ts';
import { raceReader } from '#server/race-data/race-reader.ts';
import type { Services } from '#server/services.ts';
import { createTestApp } from '#server/testing/test-app.ts';
import { openEmptyTestDatabase } from '#server/testing/test-database.ts';
import { shieldOff } from '#shared/spoiler-shield.ts';
import { newsFeedsJob } from './news-feeds.ts';

/** The home page's news as a visitor without a spoiler shield sees it. */
const newsShown = async (services: Services) => (await homeNews(raceReader(services, shieldOff))).news;

let feeds: FeedServer;
let database: Database;
beforeAll(async () => {
  feeds = await startFeedServer({
    '/f1.xml': { file: 'f1-latest.xml' },
    '/racefans.xml': { file: 'racefans-feed.xml' },
  });
  database = await openEmptyTestDatabase();
});
afterAll(async () => {
  await feeds.close();
  await database.close();
});

describe('the news job', () => {
  it('fills the home page at once, then waits out the refresh window', async () => {
    const { services } = createTestApp(database, {
      env: { NEWS_F1_FEED_URL: feeds.url('/f1.xml'), NEWS_RACEFANS_FEED_URL: feeds.url('/racefans.xml') },
    });
    expect(await newsShown(services)).toEqual({ f1: [], racefans: [], refreshMinutes: 30 });

    const job = newsFeedsJob(services);
    const signal = new AbortController().signal;
    const nextInMs = await job.run(signal);
    const news = await newsShown(services);
    expect(news?.f1).toHaveLength(6);
    expect(news?.racefans).toHaveLength(6);
    expect(nextInMs).toBeGreaterThan(29 * 60_000);
    expect(nextInMs).toBeLessThanOrEqual(30 * 60_000);

    // A second run straight away fetches nothing.
    const requests = feeds.requests('/f1.xml');
    await job.run(signal);
    expect(feeds.requests('/f1.xml')).toBe(requests);
  });

  it('leaves the home page without news when switched off', async () => {
    const { services } = createTestApp(database, { env: { NEWS_ENABLED: 'false' } });
    expect(await newsShown(services)).toBeNull();
  });
});
