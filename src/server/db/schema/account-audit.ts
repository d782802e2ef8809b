import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

export const accountAuditActions = ['role', 'disabled', 'deleted'] as const;
export type AccountAuditAction = (typeof accountAuditActions)[number];

/**
 * Every admin change to an account from the dashboard: who, when, which account,
 * what changed and the values before and after. Written in the change's own transaction.
 */
export const accountAudit = pgTable(
  'account_audit',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The admin; null once their account is deleted (the entry itself stays). */
    userId: text().references(() => users.id, { onDelete: 'set null' }),
    action: text({ enum: accountAuditActions }).notNull(),
    /** The account changed: not a foreign key, so the entry outlives a deleted account. */
    accountId: text().notNull(),
    /** Its display name then (the email of a deleted account is not kept). */
    accountName: text().notNull(),
    /** `{ "role": "user" }`, `{ "disabled": false }`; for a deletion, the role and state it had. */
    before: jsonb().notNull(),
    /** The values after; null for a deletion. */
    after: jsonb(),
  },
  (t) => [
    index('account_audit_account_idx').on(t.accountId),
    check('account_audit_action_check', sql`${t.action} in ('role', 'disabled', 'deleted')`),
  ],
);
