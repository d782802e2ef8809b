import { sql } from 'drizzle-orm';
import { check, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * A fan's spoiler shield (docs/decisions/033-spoiler-shield.md): the row exists while it is on, and
 * outcomes of sessions from `hideFrom` on stay hidden until marked watched. Visitors keep theirs in
 * a cookie instead.
 */
export const spoilerShields = pgTable('spoiler_shields', {
  userId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  hideFrom: timestamp({ withTimezone: true }).notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** The sessions a shielded fan has marked as watched; they go when the shield is turned off. */
export const watchedSessions = pgTable(
  'watched_sessions',
  {
    userId: text()
      .notNull()
      .references(() => spoilerShields.userId, { onDelete: 'cascade' }),
    /** "2026-24-race" (shared/spoiler-shield.ts). */
    sessionKey: text().notNull(),
    watchedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.sessionKey] }),
    check(
      'watched_sessions_key_check',
      sql`${t.sessionKey} ~ '^[0-9]{4}-[0-9]{1,2}-(sprint_qualifying|sprint|qualifying|race)$'`,
    ),
  ],
);
