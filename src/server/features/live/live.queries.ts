import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { liveTimingStates } from '#server/db/schema/jobs.ts';
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
  db: Db,
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
