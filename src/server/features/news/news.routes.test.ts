import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { createTestApp } from '#server/testing/test-app.ts';
import { openEmptyTestDatabase } from '#server/testing/test-database.ts';
import type { NewsItem } from '#shared/news.ts';
import { type FeedServer, startFeedServer } from './fixtures/feed-server.ts';
import { refreshNews } from './news-refresh.ts';

let feeds: FeedServer;
let database: Database;
let app: ReturnType<typeof createTestApp>['app'];

beforeAll(async () => {
  feeds = await startFeedServer({
    '/f1.xml': { file: 'f1-latest.xml' },
    '/racefans.xml': { file: 'racefans-feed.xml' },
  });
  database = await openEmptyTestDatabase();
  const test = createTestApp(database, {
    env: { NEWS_F1_FEED_URL: feeds.url('/f1.xml'), NEWS_RACEFANS_FEED_URL: feeds.url('/racefans.xml') },
  });
  app = test.app;
  await refreshNews(test.services);
});
afterAll(async () => {
  await feeds.close();
  await database.close();
});

async function news(query: string) {
  const response = await app.request(`/api/news${query}`);
  return { status: response.status, body: (await response.json()) as { items: NewsItem[] } };
}

describe('GET /api/news', () => {
  it('gives the newest items of one source', async () => {
    const { status, body } = await news('?source=f1&limit=3');
    expect(status).toBe(200);
    expect(body.items.map((item) => [item.source, item.publishedAt])).toEqual([
      ['f1', '2025-07-06T18:45:00.000Z'],
      ['f1', '2025-07-06T18:10:45.000Z'],
      ['f1', '2025-07-06T17:30:00.000Z'],
    ]);
    expect(Object.keys(body.items[0] ?? {}).sort()).toEqual([
      'author',
      'categories',
      'id',
      'imageUrl',
      'link',
      'publishedAt',
      'source',
      'summary',
      'title',
    ]);
  });

  it('mixes both sources without a source, 20 at most by default', async () => {
    const { body } = await news('');
    expect(body.items).toHaveLength(13);
    expect(new Set(body.items.map((item) => item.source))).toEqual(new Set(['f1', 'racefans']));
  });

  it.each([
    ['?source=bbc', 'source'],
    ['?limit=0', 'limit'],
    ['?limit=51', 'limit'],
    ['?limit=ten', 'limit'],
  ])('answers 400 naming the field for %s', async (query, field) => {
    const response = await app.request(`/api/news${query}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'invalid_input', field } });
  });
});
