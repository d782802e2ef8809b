import { sql } from 'drizzle-orm';
import { check, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * A fan's personal calendar subscription: a secret address (`/calendar/<token>.ics`) with the
 * sessions they chose and an alarm before each. One per fan; resetting it gives a new token, so the
 * old address stops answering.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: text()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text().notNull().unique(),
    /** Session kinds, comma-separated in running order. */
    sessions: text().notNull(),
    /** Minutes before a session its alarm goes off; null for none. */
    alarmMinutes: smallint(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('calendar_feeds_alarm_check', sql`${t.alarmMinutes} between 0 and 10080`),
    check('calendar_feeds_sessions_check', sql`${t.sessions} <> ''`),
  ],
);

/**
 * What each calendar event (by its UID) looked like when a feed last carried it, and how many times
 * it has changed since: its SEQUENCE, and when it last changed: its LAST-MODIFIED.
 */
export const calendarEventVersions = pgTable(
  'calendar_event_versions',
  {
    uid: text().primaryKey(),
    fingerprint: text().notNull(),
    sequence: integer().notNull().default(0),
    modifiedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [check('calendar_event_versions_sequence_check', sql`${t.sequence} >= 0`)],
);
