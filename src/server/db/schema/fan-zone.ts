import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { voteCategories } from '../../../shared/votes.ts';
import { users } from './auth.ts';
import { races } from './race-data.ts';

/**
 * Fan's Choice Awards: one row per user, race and category. The primary key is the rule "one vote
 * per user, race and category", so two requests racing each other cannot both insert; a changed
 * vote updates the row. The candidate is a driver id or, for best team, a constructor id.
 */
export const fanVotes = pgTable(
  'fan_votes',
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Cascades: a race the snapshot drops takes its votes with it rather than blocking the reload.
    raceId: integer()
      .notNull()
      .references(() => races.id, { onDelete: 'cascade' }),
    category: text({ enum: voteCategories }).notNull(),
    candidateId: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.raceId, t.category] }),
    index('fan_votes_race_category_idx').on(t.raceId, t.category, t.candidateId),
    check(
      'fan_votes_category_check',
      sql`${t.category} in ('best-point-scorer', 'best-of-the-rest', 'best-team')`,
    ),
  ],
);

/** Reaction-game times of signed-in players, in whole milliseconds within the plausible range. */
export const reactionTimes = pgTable(
  'reaction_times',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    timeMs: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reaction_times_user_idx').on(t.userId, t.timeMs),
    index('reaction_times_created_idx').on(t.createdAt),
    check('reaction_times_range_check', sql`${t.timeMs} between 100 and 2000`),
  ],
);
