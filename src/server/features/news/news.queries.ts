import { desc, eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '#server/db/client.ts';
import { newsFeeds, newsItems } from '#server/db/schema.ts';
import type { NewsItem, NewsSource } from '#shared/news.ts';
import type { ParsedNewsItem } from './news-feed.ts';

const excluded = (column: string) => sql.raw(`excluded.${column}`);
/** The stored value unless the feed now gives one. */
const newerOrKept = (column: string, current: PgColumn) => sql`coalesce(${excluded(column)}, ${current})`;

export type StoreResult = { added: number; updated: number };

/**
 * Stores one good fetch in one transaction: new items inserted, known ones (same source and guid)
 * updated, nothing deleted, and the source's status row marked successful.
 */
export function storeFetchedItems(
  db: Db,
  fetch: {
    source: NewsSource;
    url: string;
    items: ParsedNewsItem[];
    at: Date;
    etag: string | null;
    lastModified: string | null;
  },
): Promise<StoreResult> {
  return db.transaction(async (tx) => {
    let added = 0;
    if (fetch.items.length > 0) {
      const rows = await tx
        .insert(newsItems)
        .values(
          fetch.items.map((item) => ({
            ...item,
            source: fetch.source,
            firstSeenAt: fetch.at,
            fetchedAt: fetch.at,
          })),
        )
        .onConflictDoUpdate({
          target: [newsItems.source, newsItems.guid],
          set: {
            link: excluded('link'),
            title: excluded('title'),
            author: newerOrKept('author', newsItems.author),
            publishedAt: newerOrKept('published_at', newsItems.publishedAt),
            summary: newerOrKept('summary', newsItems.summary),
            categories: excluded('categories'),
            imageUrl: newerOrKept('image_url', newsItems.imageUrl),
            fetchedAt: excluded('fetched_at'),
          },
        })
        // xmax is 0 on a row this statement inserted, and set on one it updated.
        .returning({ inserted: sql<boolean>`(xmax = 0)` });
      added = rows.filter((row) => row.inserted).length;
    }
    const status = {
      url: fetch.url,
      lastAttemptAt: fetch.at,
      lastSuccessAt: fetch.at,
      itemCount: fetch.items.length,
      etag: fetch.etag,
      lastModified: fetch.lastModified,
    };
    await tx
      .insert(newsFeeds)
      .values({ source: fetch.source, ...status })
      .onConflictDoUpdate({ target: newsFeeds.source, set: status });
    return { added, updated: fetch.items.length - added };
  });
}

/** A fetch that found the feed unchanged (HTTP 304) counts as a success with the same items. */
export async function recordFeedUnchanged(db: Db, source: NewsSource, url: string, at: Date): Promise<void> {
  await db
    .update(newsFeeds)
    .set({ url, lastAttemptAt: at, lastSuccessAt: at })
    .where(eq(newsFeeds.source, source));
}

/** A failed fetch: the time and reason are recorded, the stored items stay as they are. */
export async function recordFeedFailure(
  db: Db,
  failure: { source: NewsSource; url: string; at: Date; error: string },
): Promise<void> {
  const status = {
    url: failure.url,
    lastAttemptAt: failure.at,
    lastErrorAt: failure.at,
    lastError: failure.error,
  };
  await db
    .insert(newsFeeds)
    .values({ source: failure.source, ...status })
    .onConflictDoUpdate({ target: newsFeeds.source, set: status });
}

export type FeedStatus = typeof newsFeeds.$inferSelect;

export function feedStatuses(db: Db): Promise<FeedStatus[]> {
  return db.select().from(newsFeeds).orderBy(newsFeeds.source);
}

/** The newest stored items, of one source or of both; undated items count from when they were first seen. */
export async function latestNews(
  db: Db,
  { source, limit }: { source?: NewsSource; limit: number },
): Promise<NewsItem[]> {
  const rows = await db
    .select({
      id: newsItems.id,
      source: newsItems.source,
      title: newsItems.title,
      link: newsItems.link,
      author: newsItems.author,
      publishedAt: newsItems.publishedAt,
      summary: newsItems.summary,
      categories: newsItems.categories,
      imageUrl: newsItems.imageUrl,
    })
    .from(newsItems)
    .where(source ? eq(newsItems.source, source) : undefined)
    .orderBy(desc(sql`coalesce(${newsItems.publishedAt}, ${newsItems.firstSeenAt})`), desc(newsItems.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, publishedAt: row.publishedAt?.toISOString() ?? null }));
}
