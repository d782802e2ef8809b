import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const jobRunStatuses = ['running', 'succeeded', 'failed'] as const;
export type JobRunStatus = (typeof jobRunStatuses)[number];

/**
 * One row per run of a background job that talks to an outside source (the results sync): when it
 * started and ended, how it went and what it changed, for the pages' "synced … ago" and the admin
 * dashboard.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The job's name, e.g. `results-sync`. */
    job: text().notNull(),
    /** Why it ran: `start`, `session` (after a session ended), `sweep` (the daily pass), `admin`. */
    trigger: text().notNull(),
    startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
    status: text({ enum: jobRunStatuses }).notNull().default('running'),
    /** Requests made to the source. */
    requests: integer().notNull().default(0),
    /** What the run wrote, e.g. `[{ "season": 2026, "round": 12, "parts": ["results", "qualifying"] }]`. */
    changes: jsonb().notNull().default([]),
    error: text(),
    /** When the job plans to run next, as decided at the end of this run. */
    nextRunAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('job_runs_job_started_idx').on(t.job, t.startedAt),
    check('job_runs_status_check', sql`${t.status} in ('running', 'succeeded', 'failed')`),
  ],
);

/**
 * The live-timing state of the session being followed, kept by the one poller of the cluster so that
 * every instance (and a client that reconnects) reads the same current state.
 */
export const liveTimingStates = pgTable('live_timing_states', {
  /** The live-timing source's key of the session. */
  sessionKey: text().primaryKey(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  state: jsonb().notNull(),
});
