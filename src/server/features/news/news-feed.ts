import { parseFeed } from '@rowanmanning/feed-parser';
import { hasControlCharacters, withoutControlCharacters } from '#shared/text-rules.ts';
import { parseFeedDate } from './feed-date.ts';

type FeedItem = ReturnType<typeof parseFeed>['items'][number];

/** A feed item reduced to what the site stores. */
export type ParsedNewsItem = {
  guid: string;
  link: string;
  title: string;
  author: string | null;
  publishedAt: Date | null;
  summary: string | null;
  categories: string[];
  imageUrl: string | null;
};

const summaryLength = 280;
const maxCategories = 8;
/** Dates further ahead than this are a publisher's mistake, not a schedule. */
const futureSlackMs = 24 * 60 * 60 * 1000;

/**
 * Parses an RSS or Atom document into storable items, in feed order. Items without a title or an
 * http(s) link are dropped, and so are repeats of a guid (or link) already seen in the document.
 * Control characters are taken out of each item's text (the database refuses NUL, which would
 * fail the whole feed's write), and `onControlCharacters` is told of the item they were in.
 * Throws when the text is not a feed at all.
 */
export function parseNewsFeed(
  xml: string,
  now: Date,
  onControlCharacters: (item: ParsedNewsItem) => void = () => {},
): ParsedNewsItem[] {
  const feed = parseFeed(xml);
  const seen = new Set<string>();
  const items: ParsedNewsItem[] = [];
  for (const entry of feed.items) {
    const item = storable(toNewsItem(entry, now), onControlCharacters);
    if (!item || seen.has(item.guid)) continue;
    seen.add(item.guid);
    items.push(item);
  }
  return items;
}

/** The item without control characters in any of its text; an item left without a title or link is dropped. */
function storable(
  item: ParsedNewsItem | null,
  onControlCharacters: (item: ParsedNewsItem) => void,
): ParsedNewsItem | null {
  if (!item) return null;
  const texts = [
    item.guid,
    item.link,
    item.title,
    item.author,
    item.summary,
    item.imageUrl,
    ...item.categories,
  ];
  if (!texts.some((text) => text !== null && hasControlCharacters(text))) return item;
  const clean = (text: string) => withoutControlCharacters(text).trim();
  const cleaned: ParsedNewsItem = {
    ...item,
    guid: clean(item.guid),
    link: clean(item.link),
    title: clean(item.title),
    author: item.author === null ? null : clean(item.author) || null,
    summary: item.summary === null ? null : clean(item.summary) || null,
    imageUrl: item.imageUrl === null ? null : clean(item.imageUrl) || null,
    categories: item.categories.map(clean).filter(Boolean),
  };
  onControlCharacters(cleaned);
  return cleaned.guid && cleaned.link && cleaned.title ? cleaned : null;
}

function toNewsItem(entry: FeedItem, now: Date): ParsedNewsItem | null {
  const link = httpUrl(entry.url);
  const title = entry.title ? plainText(entry.title) : '';
  if (!link || !title) return null;
  const html = entry.content || entry.description || '';
  const published = itemDate(entry);
  return {
    guid: entry.id?.trim() || link,
    link,
    title,
    author: authorOf(entry),
    publishedAt: published && published.getTime() <= now.getTime() + futureSlackMs ? published : null,
    summary: summaryOf(entry.description || entry.content, title),
    categories: [...new Set(entry.categories.map((category) => plainText(category.label || category.term)))]
      .filter(Boolean)
      .slice(0, maxCategories),
    imageUrl: httpUrl(entry.image?.url) ?? firstImage(html, link),
  };
}

function itemDate(entry: FeedItem): Date | null {
  // The parser lower-cases element names.
  for (const name of ['pubdate', 'published', 'date', 'updated']) {
    const date = parseFeedDate(entry.element.findElementWithName(name)?.textContentNormalized);
    if (date) return date;
  }
  return entry.published ?? entry.updated;
}

function authorOf(entry: FeedItem): string | null {
  const names = entry.authors
    .map((author) => plainText(author.name ?? ''))
    .filter((name) => name && !name.includes('@'));
  return names.length > 0 ? [...new Set(names)].join(', ') : null;
}

/** The description as plain text, without WordPress's "The post … appeared first on …" line. */
function summaryOf(html: string | null, title: string): string | null {
  if (!html) return null;
  const text = plainText(html)
    .replace(/\s*The post .+ appeared first on .+?\.?$/s, '')
    .replace(/\s*\[(?:…|\.\.\.|&#8230;)\]\s*$/, '…')
    .trim();
  if (!text || text === title) return null;
  if (text.length <= summaryLength) return text;
  const cut = text.slice(0, summaryLength);
  const space = cut.lastIndexOf(' ');
  return `${(space > summaryLength * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.–-]+$/, '')}…`;
}

/** Text of an HTML fragment: tags dropped (with script and style content), whitespace collapsed. */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<\/?[a-z][^>]*>/gi, ' ')
    .replace(/&nbsp;|\u00a0/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/\s+([.,;:!?’”)])/g, '$1')
    .trim();
}

function firstImage(html: string, base: string): string | null {
  for (const tag of html.match(/<img\b[^>]*>/gi) ?? []) {
    const attribute = (name: string) =>
      new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')
        .exec(tag)
        ?.slice(1)
        .find(Boolean);
    const url = httpUrl(attribute('data-lazy-src') ?? attribute('data-src') ?? attribute('src'), base);
    if (url) return url;
  }
  return null;
}

/** An absolute http(s) URL, or null: other schemes (javascript:, data:) never reach a page. */
function httpUrl(value: string | null | undefined, base?: string): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim().replace(/&amp;/g, '&'), base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
