import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { newsFeeds, newsItems } from '#server/db/schema.ts';
import { parseEnv } from '#server/env.ts';
import type { Logger } from '#server/log.ts';
import { openEmptyTestDatabase } from '#server/testing/test-database.ts';
import { type FeedServer, startFeedServer } from './fixtures/feed-server.ts';
import { feedStatuses, latestNews } from './news.queries.ts';
import { type RefreshOptions, refreshNews } from './news-refresh.ts';

let feeds: FeedServer;
let database: Database;
let logged: { level: string; message: string }[];

beforeAll(async () => {
  feeds = await startFeedServer();
  database = await openEmptyTestDatabase();
});
afterAll(async () => {
  await feeds.close();
  await database.close();
});
beforeEach(async () => {
  // Each test starts from no news at all.
  await database.db.delete(newsItems).where(sql`true`);
  await database.db.delete(newsFeeds).where(sql`true`);
  logged = [];
  feeds.set('/f1.xml', { file: 'f1-latest.xml' });
  feeds.set('/racefans.xml', { file: 'racefans-feed.xml' });
});

const recordingLog: Logger = {
  debug: (message) => logged.push({ level: 'debug', message }),
  info: (message) => logged.push({ level: 'info', message }),
  warn: (message) => logged.push({ level: 'warn', message }),
  error: (message) => logged.push({ level: 'error', message }),
};

function refresh(options: RefreshOptions & { env?: Record<string, string> } = {}) {
  const env = parseEnv({
    NODE_ENV: 'test',
    NEWS_F1_FEED_URL: feeds.url('/f1.xml'),
    NEWS_RACEFANS_FEED_URL: feeds.url('/racefans.xml'),
    NEWS_FETCH_TIMEOUT_MS: '5000',
    ...options.env,
  });
  return refreshNews({ env, db: database.db, log: recordingLog }, { force: true, ...options });
}

const storedTitles = async () =>
  (await database.db.select().from(newsItems).orderBy(asc(newsItems.source), asc(newsItems.title))).map(
    (row) => `${row.source}: ${row.title}`,
  );

describe('refreshNews', () => {
  it('stores both sources from their real feed shapes, once per item', async () => {
    const result = await refresh();
    expect(result.outcomes).toEqual([
      { source: 'f1', status: 'stored', items: 7, added: 7 },
      { source: 'racefans', status: 'stored', items: 6, added: 6 },
    ]);

    const f1 = await latestNews(database.db, { source: 'f1', limit: 50 });
    // The repeated Norris item is stored once; newest first.
    expect(f1.map((item) => item.title.slice(0, 24))).toEqual([
      'Hamilton reflects on ‘to',
      'Verstappen explains spin',
      'Piastri on ‘harsh’ safet',
      'Hulkenberg finally claim',
      'Norris takes emotional f',
      '2025 British Grand Prix ',
      'Driver of the Day: who i',
    ]);
    expect(f1[0]).toMatchObject({
      source: 'f1',
      link: 'https://www.formula1.com/en/latest/article/hamilton-reflects-on-tough-first-silverstone-weekend.3IkOl9PmN0bVcXz1aQ2wEr',
      author: null,
      publishedAt: '2025-07-06T18:45:00.000Z',
      summary: 'Lewis Hamilton finished fourth in his first British Grand Prix for Ferrari.',
      categories: [],
      // <enclosure type="image/jpg">
      imageUrl:
        'https://media.formula1.com/image/upload/t_16by9Centre/f_auto/q_auto/v1751824000/trackside-images/2025/F1_Grand_Prix_of_Great_Britain/2223620004.jpg',
    });
    expect(f1.find((item) => item.title.startsWith('2025 British'))?.imageUrl).toBeNull();

    const racefans = await latestNews(database.db, { source: 'racefans', limit: 50 });
    const byTitle = (start: string) => racefans.find((item) => item.title.startsWith(start));
    expect(byTitle('Stewards explain')).toMatchObject({
      author: 'Keith Collantine',
      categories: ['2025 British Grand Prix', 'F1', 'Oscar Piastri'],
      publishedAt: '2025-07-06T17:48:21.000Z',
      // CDATA with HTML and entities, to plain text without WordPress's "The post … appeared first" line.
      summary:
        'The stewards said Oscar Piastri’s sudden braking “was erratic” & forced Max Verstappen to take avoiding action.',
      // The first <img> of content:encoded.
      imageUrl: 'https://www.racefans.net/wp-content/uploads/2025/07/racefansdotnet-25-07-06-14-52-22-1.jpg',
    });
    expect(byTitle('2025 British Grand Prix championship')?.imageUrl).toBe(
      'https://www.racefans.net/wp-content/uploads/2025/07/racefansdotnet-25-07-06-15-40-01-1-150x150.jpg',
    );
    expect(byTitle('Ferrari plan')).toMatchObject({
      imageUrl: 'https://www.racefans.net/wp-content/uploads/2025/07/ferrari-floor.jpg',
      publishedAt: '2025-07-07T06:05:00.000Z',
    });
    // RFC 850 date with a two-digit year; an unreadable date is stored as none.
    expect(byTitle('Hulkenberg’s long wait')?.publishedAt).toBe('2025-07-06T18:20:00.000Z');
    expect(byTitle('Caption competition')?.publishedAt).toBeNull();
    expect(byTitle('Untitled link-only')).toMatchObject({ author: null, summary: null, categories: [] });
    expect(racefans).toHaveLength(6);

    const statuses = await feedStatuses(database.db);
    expect(statuses.map((status) => [status.source, status.itemCount, status.lastError])).toEqual([
      ['f1', 7, null],
      ['racefans', 6, null],
    ]);
    expect(
      statuses.every((status) => status.lastSuccessAt?.getTime() === status.lastAttemptAt?.getTime()),
    ).toBe(true);
  });

  it('updates known items and adds new ones on a later fetch, storing each once', async () => {
    await refresh();
    feeds.set('/f1.xml', { file: 'f1-latest-later.xml' });
    const result = await refresh();
    expect(result.outcomes[0]).toEqual({ source: 'f1', status: 'stored', items: 4, added: 2 });

    const f1 = await latestNews(database.db, { source: 'f1', limit: 50 });
    expect(f1).toHaveLength(9);
    expect(f1.slice(0, 2).map((item) => [item.title, item.publishedAt])).toEqual([
      ['Belgian Grand Prix preview: Spa returns with a sprint', '2025-07-21T09:00:00.000Z'],
      // "BST" is British Summer Time, an hour ahead of UTC.
      ['Stake F1 Team confirm upgrade plan for the second half of the season', '2025-07-15T10:30:00.000Z'],
    ]);
    const norris = f1.filter((item) => item.link.includes('norris-takes-emotional'));
    expect(norris).toHaveLength(1);
    // The newer title wins; the image the later feed left out is kept.
    expect(norris[0]?.title).toBe('Norris wins at Silverstone – the story of a dramatic British Grand Prix');
    expect(norris[0]?.imageUrl).toContain('2223581234.jpg');
    // Items the later feed no longer carries stay.
    expect(f1.some((item) => item.title.startsWith('Driver of the Day'))).toBe(true);
  });

  it('stores a feed whose item has a NUL byte in it, that item without it, and says so', async () => {
    const item = (title: string, path: string) =>
      `<item><title>${title}</title><link>https://news.example/${path}</link><description>${title}.</description></item>`;
    feeds.set('/f1.xml', {
      body: `<?xml version="1.0"?><rss version="2.0"><channel><title>F1</title><link>https://news.example/</link>${item(
        'Norris on pole',
        'pole',
      )}${item('Piastri\u0000 fastest in practice', 'practice')}</channel></rss>`,
      contentType: 'application/rss+xml',
    });
    const result = await refresh();
    expect(result.outcomes[0]).toMatchObject({ source: 'f1', status: 'stored', added: 2 });
    expect((await storedTitles()).filter((title) => title.startsWith('f1:'))).toEqual([
      'f1: Norris on pole',
      'f1: Piastri fastest in practice',
    ]);
    expect(logged.filter((line) => line.level === 'warn').map((line) => line.message)).toEqual([
      'News: f1 item had control characters, stored without them',
    ]);
  });

  it('logs and skips a malformed feed and an HTTP 500, keeping what was stored', async () => {
    await refresh();
    const before = await storedTitles();
    const [f1Status] = await feedStatuses(database.db);

    feeds.set('/f1.xml', { status: 500, body: 'Internal Server Error', contentType: 'text/plain' });
    feeds.set('/racefans.xml', { file: 'racefans-malformed.xml' });
    const result = await refresh();

    expect(result.outcomes).toEqual([
      { source: 'f1', status: 'failed', error: 'HTTP 500 Internal Server Error' },
      { source: 'racefans', status: 'failed', error: expect.stringMatching(/^not a readable feed \(/) },
    ]);
    expect(await storedTitles()).toEqual(before);
    expect(logged.filter((line) => line.level === 'warn').map((line) => line.message)).toEqual([
      'News: f1 feed skipped, HTTP 500 Internal Server Error; the stored items stay',
      expect.stringMatching(
        /^News: racefans feed skipped, not a readable feed \(.+\); the stored items stay$/,
      ),
    ]);
    const [f1After, racefansAfter] = await feedStatuses(database.db);
    expect(f1After).toMatchObject({ lastError: 'HTTP 500 Internal Server Error', itemCount: 7 });
    expect(f1After?.lastSuccessAt).toEqual(f1Status?.lastSuccessAt);
    expect(f1After?.lastErrorAt?.getTime()).toBeGreaterThanOrEqual(f1Status?.lastSuccessAt?.getTime() ?? 0);
    expect(racefansAfter?.lastError).toMatch(/^not a readable feed/);
  });

  it('gives up on a feed that does not answer in time, or stalls halfway, within the time limit', async () => {
    feeds.set('/f1.xml', { file: 'f1-latest.xml', delayMs: 8_000 });
    feeds.set('/racefans.xml', { file: 'racefans-feed.xml', stallBodyMs: 8_000 });
    const startedAt = performance.now();
    const result = await refresh({ env: { NEWS_FETCH_TIMEOUT_MS: '400' } });
    expect(performance.now() - startedAt).toBeLessThan(3_000);
    expect(result.outcomes).toEqual([
      { source: 'f1', status: 'failed', error: 'no complete answer within 400 ms' },
      { source: 'racefans', status: 'failed', error: 'no complete answer within 400 ms' },
    ]);
    expect(await storedTitles()).toEqual([]);
  });

  it('skips a page that is not a feed, and a server that is not there', async () => {
    feeds.set('/f1.xml', { file: 'not-a-feed.html', contentType: 'text/html' });
    const closed = await startFeedServer();
    const unreachable = closed.url('/feed');
    await closed.close();
    const result = await refresh({ env: { NEWS_RACEFANS_FEED_URL: unreachable } });
    expect(result.outcomes).toEqual([
      {
        source: 'f1',
        status: 'failed',
        error: 'not a readable feed (The XML document could not be parsed as a feed)',
      },
      { source: 'racefans', status: 'failed', error: expect.stringContaining('ECONNREFUSED') },
    ]);
  });

  it('fetches a source at most once per refresh window, also across restarts', async () => {
    const at = new Date('2025-07-07T10:00:00Z');
    const now = () => at;
    const requests = () => [feeds.requests('/f1.xml'), feeds.requests('/racefans.xml')];
    const before = requests();
    await refresh({ now, force: false });
    const afterFirst = requests();
    expect(afterFirst).toEqual(before.map((count) => count + 1));

    // A restart 10 minutes later: a new run finds both fresh and asks for the next run in 20.
    at.setTime(Date.parse('2025-07-07T10:10:00Z'));
    const soon = await refresh({ now, force: false });
    expect(soon.outcomes.map((outcome) => outcome.status)).toEqual(['fresh', 'fresh']);
    expect(soon.nextDueInMs).toBe(20 * 60_000);
    expect(requests()).toEqual(afterFirst);

    // Half an hour after the last attempt both are due again.
    at.setTime(Date.parse('2025-07-07T10:30:00Z'));
    const due = await refresh({ now, force: false });
    expect(due.outcomes.map((outcome) => outcome.status)).toEqual(['stored', 'stored']);
    expect(due.nextDueInMs).toBe(30 * 60_000);

    // A changed feed URL is fetched at once.
    feeds.set('/f1-moved.xml', { file: 'f1-latest.xml' });
    const moved = await refresh({ now, force: false, env: { NEWS_F1_FEED_URL: feeds.url('/f1-moved.xml') } });
    expect(moved.outcomes.map((outcome) => outcome.status)).toEqual(['stored', 'fresh']);
  });

  it('counts an unchanged feed (HTTP 304 to its ETag) as a success without rereading it', async () => {
    feeds.set('/f1.xml', { file: 'f1-latest.xml', etag: '"v1"' });
    await refresh();
    const result = await refresh();
    expect(result.outcomes[0]).toEqual({ source: 'f1', status: 'unchanged' });
    expect(await latestNews(database.db, { source: 'f1', limit: 50 })).toHaveLength(7);
  });
});
