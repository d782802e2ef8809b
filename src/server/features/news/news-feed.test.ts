import { describe, expect, it } from 'vitest';
import { parseFeedDate } from './feed-date.ts';
import { parseNewsFeed, plainText } from './news-feed.ts';

const now = new Date('2025-07-07T12:00:00Z');

describe('parseFeedDate', () => {
  it.each([
    ['Sun, 06 Jul 2025 16:42:10 GMT', '2025-07-06T16:42:10.000Z'],
    ['Sun, 06 Jul 2025 17:48:21 +0000', '2025-07-06T17:48:21.000Z'],
    ['Sun, 6 Jul 2025 17:48:21 +0100', '2025-07-06T16:48:21.000Z'],
    ['Sun, 06 Jul 2025 17:48:21 BST', '2025-07-06T16:48:21.000Z'],
    ['Sun, 06 Jul 2025 17:48:21 CEST', '2025-07-06T15:48:21.000Z'],
    ['Mon, 07 Jul 2025 08:00:00 EDT', '2025-07-07T12:00:00.000Z'],
    ['Sun,06 Jul 2025 17:48:21 GMT', '2025-07-06T17:48:21.000Z'],
    ['Sun, 06 Jul 2025 17:48:21 +0000 (UTC)', '2025-07-06T17:48:21.000Z'],
    ['Sunday, 06-Jul-25 18:20:00 GMT', '2025-07-06T18:20:00.000Z'],
    ['2025-07-07T07:05:00+01:00', '2025-07-07T06:05:00.000Z'],
    // No zone: UTC, whatever the server's time zone.
    ['2025-07-06 17:48:21', '2025-07-06T17:48:21.000Z'],
    ['06 Jul 2025 17:48', '2025-07-06T17:48:00.000Z'],
    ['2025-07-06', '2025-07-06T00:00:00.000Z'],
    ['Jul 6, 2025', '2025-07-06T00:00:00.000Z'],
    ['1751823000', '2025-07-06T17:30:00.000Z'],
    ['sometime on Monday', null],
    ['', null],
    [undefined, null],
  ])('%j → %s', (text, expected) => {
    expect(parseFeedDate(text)?.toISOString() ?? null).toBe(expected);
  });
});

const rss = (items: string) =>
  `<?xml version="1.0"?><rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/"><channel><title>T</title><link>https://news.example/</link>${items}</channel></rss>`;

describe('parseNewsFeed', () => {
  it('drops items without a title or an http(s) link, and repeats of a guid or link', () => {
    const items = parseNewsFeed(
      rss(`
        <item><title>Kept</title><link>https://news.example/a</link></item>
        <item><title>Script link</title><link>javascript:alert(1)</link></item>
        <item><link>https://news.example/no-title</link></item>
        <item><title>Same link, no guid</title><link>https://news.example/a</link></item>
        <item><title>Relative</title><link>/b</link></item>`),
      now,
    );
    expect(items.map((item) => [item.title, item.guid, item.link])).toEqual([
      ['Kept', 'https://news.example/a', 'https://news.example/a'],
      ['Relative', 'https://news.example/b', 'https://news.example/b'],
    ]);
  });

  it('finds an image in lazy-loading markup and resolves it against the article', () => {
    const [item] = parseNewsFeed(
      rss(`<item><title>Lazy</title><link>https://news.example/2025/a/</link>
        <content:encoded><![CDATA[<p><img src="data:image/gif;base64,R0lGOD" data-lazy-src="../pics/a.jpg?w=1&amp;h=2"></p>]]></content:encoded>
      </item>`),
      now,
    );
    expect(item?.imageUrl).toBe('https://news.example/2025/pics/a.jpg?w=1&h=2');
  });

  it('keeps a summary short, on a word boundary, and drops dates far in the future', () => {
    const long = 'Lap after lap the gap came down. '.repeat(20);
    const [item] = parseNewsFeed(
      rss(`<item><title>Long</title><link>https://news.example/c</link>
        <description>${long}</description><pubDate>Tue, 01 Jan 2030 00:00:00 GMT</pubDate></item>`),
      now,
    );
    expect(item?.summary?.length).toBeLessThanOrEqual(281);
    expect(item?.summary).toMatch(/ down… ?$|\w…$/);
    expect(item?.publishedAt).toBeNull();
  });

  it('throws on a document that is not a feed', () => {
    expect(() => parseNewsFeed('<html><body>Blocked</body></html>', now)).toThrow();
    expect(() => parseNewsFeed('<rss><channel><item><title><![CDATA[cut</title></item>', now)).toThrow();
  });
});

describe('plainText', () => {
  it('drops tags, scripts and comments and tidies spaces', () => {
    expect(
      plainText('<p>Norris <b>wins</b> !</p><script>alert(1)</script><!-- ad --><p>Piastri second .</p>'),
    ).toBe('Norris wins! Piastri second.');
  });
});
