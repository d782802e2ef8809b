import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

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

/**
 * Every record of Formula 1's live-timing feed received for a session, in order, with the feed's own
 * timestamp: what the merged state in `live_timing_states` was built from, kept so the session can be
 * replayed.
 */
export const liveFeedRecords = pgTable(
  'live_feed_records',
  {
    sessionKey: text().notNull(),
    /** The record's place in the session's feed, from 1, with no gaps. */
    seq: integer().notNull(),
    at: timestamp({ withTimezone: true, precision: 3 }).notNull(),
    topic: text().notNull(),
    patch: jsonb().notNull(),
    /** A topic's full state (a subscription's answer), which replaces what the topic held. */
    full: boolean().notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.sessionKey, t.seq] }),
    check('live_feed_records_seq_check', sql`${t.seq} > 0`),
  ],
);

/** Bytes as PostgreSQL stores them; PGlite hands back a Uint8Array, pg a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

export const replayStatuses = ['ready', 'missing', 'forbidden'] as const;
export type ReplayStatus = (typeof replayStatuses)[number];

/**
 * A session's feed from Formula 1's archive, fetched once for the cluster on its replay's first
 * visit and kept compressed: `feed` is gzip of `{ startsAt, records: [[offsetMs, topic, patch], …] }`.
 * A session the archive lacks (404) or refuses (403) is noted, with when, so it is asked again later.
 */
export const replayFeeds = pgTable(
  'replay_feeds',
  {
    /** Our key of the session ("2025-12-race"). */
    sessionKey: text().primaryKey(),
    status: text({ enum: replayStatuses }).notNull(),
    fetchedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    recordCount: integer().notNull().default(0),
    feed: bytea(),
  },
  (t) => [
    check('replay_feeds_status_check', sql`${t.status} in ('ready', 'missing', 'forbidden')`),
    check('replay_feeds_ready_check', sql`${t.status} <> 'ready' or ${t.feed} is not null`),
  ],
);
