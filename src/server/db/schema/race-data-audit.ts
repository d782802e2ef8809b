import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

export const raceDataAuditActions = [
  'classification',
  'session-time',
  'line-up',
  'meeting',
  'driver',
  'team',
  'revert',
] as const;
export type RaceDataAuditAction = (typeof raceDataAuditActions)[number];

/**
 * Every admin write to race data (decision 012): who, when, which kind of write, what it changed and
 * the values (and source) before and after, so a revert can put back what was there.
 */
export const raceDataAudit = pgTable(
  'race_data_audit',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The admin; null once their account is deleted (the entry itself stays). */
    userId: text().references(() => users.id, { onDelete: 'set null' }),
    action: text({ enum: raceDataAuditActions }).notNull(),
    /**
     * What was written, e.g. `{ "season": 2025, "round": 3, "kind": "race" }` for a classification, or
     * `{ "season": 2025, "round": 3, "kind": "line-up", "team": "red-bull" }` for a team's line-up
     * (the round from which the change holds).
     */
    key: jsonb().notNull(),
    /** The write's target before it, with its source; null when there was none. */
    before: jsonb(),
    /** The target after it; null when the write removed it (a revert of a first write). */
    after: jsonb(),
    /** On a revert: the entry it undid. */
    revertsId: integer().references((): AnyPgColumn => raceDataAudit.id),
    /** On an entry that was undone: the revert that undid it. */
    revertedById: integer().references((): AnyPgColumn => raceDataAudit.id),
  },
  (t) => [
    index('race_data_audit_key_idx').on(t.key),
    check(
      'race_data_audit_action_check',
      sql`${t.action} in ('classification', 'session-time', 'line-up', 'meeting', 'driver', 'team', 'revert')`,
    ),
  ],
);
