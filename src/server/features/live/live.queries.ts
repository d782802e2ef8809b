import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { liveFeedRecords, liveTimingStates } from '#server/db/schema/jobs.ts';
import type { FeedRecord } from '#shared/live-feed.ts';
import type { LiveTimingState } from '#shared/live-timing.ts';

export type StoredLiveState = { key: string; polledAt: Date; state: LiveTimingState | null };

/** The stored state of one of our sessions; `polledAt` is when any instance last asked the source. */
export async function selectLiveState(db: Db, key: string): Promise<StoredLiveState | undefined> {
  const [row] = await db.select().from(liveTimingStates).where(eq(liveTimingStates.sessionKey, key));
  if (!row) return undefined;
  const state = row.state as LiveTimingState | { pending: true };
  return { key, polledAt: row.updatedAt, state: 'pending' in state ? null : state };
}

/** Stores a poll: the new state, or only the time of an attempt that failed (`state` undefined). */
export async function upsertLiveState(
  db: Db | Tx,
  key: string,
  polledAt: Date,
  state: LiveTimingState | undefined,
): Promise<void> {
  await db
    .insert(liveTimingStates)
    .values({ sessionKey: key, updatedAt: polledAt, state: state ?? { pending: true } })
    .onConflictDoUpdate({
      target: liveTimingStates.sessionKey,
      set: state ? { updatedAt: polledAt, state } : { updatedAt: polledAt },
    });
}

/** Drops the states of sessions that ended long ago; the table holds only what a page may show. */
export async function deleteLiveStatesBefore(db: Db, before: Date): Promise<void> {
  await db.delete(liveTimingStates).where(sql`${liveTimingStates.updatedAt} < ${before}`);
}

/**
 * Stores what a connection to Formula 1's feed received since the last call: its records, numbered on
 * from the state's last, and the state they merge into, in one transaction, so the records and the
 * state never disagree.
 */
export async function storeFeedRecords(
  db: Db,
  key: string,
  polledAt: Date,
  state: LiveTimingState,
  records: readonly FeedRecord[],
  firstSeq: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    for (let start = 0; start < records.length; start += 500) {
      await tx.insert(liveFeedRecords).values(
        records.slice(start, start + 500).map((record, index) => ({
          sessionKey: key,
          seq: firstSeq + start + index,
          at: new Date(record.at),
          topic: record.topic,
          patch: record.patch ?? null,
          full: record.full ?? false,
        })),
      );
    }
    await upsertLiveState(tx, key, polledAt, state);
  });
}

/** The records of a session's feed after `afterSeq`, in order. */
export async function selectFeedRecords(db: Db, key: string, afterSeq = 0): Promise<FeedRecord[]> {
  const rows = await db
    .select()
    .from(liveFeedRecords)
    .where(and(eq(liveFeedRecords.sessionKey, key), gt(liveFeedRecords.seq, afterSeq)))
    .orderBy(asc(liveFeedRecords.seq));
  return rows.map((row) => ({
    topic: row.topic,
    patch: row.patch,
    at: row.at.toISOString(),
    ...(row.full ? { full: true } : {}),
  }));
}
