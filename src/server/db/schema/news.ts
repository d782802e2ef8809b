import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { NewsSource } from '#shared/news.ts';

/**
 * News aggregated from the sources' RSS feeds by the news job. Items are kept when a later fetch
 * fails or drops them, so the site always has the last good ones.
 */
export const newsItems = pgTable(
  'news_items',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    source: text().$type<NewsSource>().notNull(),
    /** The feed's guid, or the link when an item has none: what makes an item the same item. */
    guid: text().notNull(),
    link: text().notNull(),
    title: text().notNull(),
    author: text(),
    /** Null when the feed gave no readable date (then `firstSeenAt` orders it). */
    publishedAt: timestamp({ withTimezone: true }),
    /** Plain text, trimmed. */
    summary: text(),
    categories: text().array().notNull().default(sql`'{}'::text[]`),
    imageUrl: text(),
    firstSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The last fetch that carried the item. */
    fetchedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique().on(table.source, table.guid),
    index().on(table.source, table.publishedAt),
    check('news_items_source_check', sql`${table.source} in ('f1', 'racefans')`),
  ],
);

/** One row per source: how its last fetches went, for the job's schedule and the admin dashboard. */
export const newsFeeds = pgTable('news_feeds', {
  source: text().$type<NewsSource>().primaryKey(),
  url: text().notNull(),
  lastAttemptAt: timestamp({ withTimezone: true }),
  lastSuccessAt: timestamp({ withTimezone: true }),
  lastErrorAt: timestamp({ withTimezone: true }),
  lastError: text(),
  /** Items in the last feed read successfully (after dropping duplicates and unusable items). */
  itemCount: integer(),
  /** Validators of the last good response, sent back so an unchanged feed answers 304. */
  etag: text(),
  lastModified: text(),
});
