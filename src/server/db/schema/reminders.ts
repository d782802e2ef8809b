import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/** What a fan wants to be reminded of: which sessions, how long before, and whether by e-mail. */
export const reminderSettings = pgTable(
  'reminder_settings',
  {
    userId: text()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Session kinds, comma-separated in running order. */
    sessions: text().notNull(),
    minutesBefore: smallint().notNull(),
    byEmail: boolean().notNull().default(false),
    /** Also before each weekend's first prediction locks (Predict the weekend). */
    picksLock: boolean().notNull().default(false),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('reminder_settings_minutes_check', sql`${t.minutesBefore} between 1 and 1440`),
    check('reminder_settings_sessions_check', sql`${t.sessions} <> ''`),
  ],
);

/** A browser's Web Push subscription (RFC 8030 endpoint, RFC 8291 keys) for a fan's reminders. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    endpoint: text().primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    p256dh: text().notNull(),
    auth: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_user_id_idx').on(t.userId)],
);

/**
 * Each reminder sent, claimed before it goes out: the key makes a second claim of the same
 * session, fan and channel fail, so no reminder is ever sent twice (by a rerun or another instance).
 */
export const remindersSent = pgTable(
  'reminders_sent',
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The session's calendar UID (`2026-12-qualifying@pitwall`). */
    sessionUid: text().notNull(),
    channel: text({ enum: ['email', 'push'] }).notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.sessionUid, t.channel] }),
    check('reminders_sent_channel_check', sql`${t.channel} in ('email', 'push')`),
  ],
);
