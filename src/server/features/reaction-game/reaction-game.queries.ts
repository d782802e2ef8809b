import { and, asc, desc, eq, gte, min, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { reactionTimes, users } from '#server/db/schema.ts';

export async function insertReactionTime(db: Db, userId: string, timeMs: number, at: Date) {
  await db.insert(reactionTimes).values({ userId, timeMs, createdAt: at });
}

export type LeaderboardRow = { userId: string; name: string; bestMs: number };

/** Each player's best time since `since` (all time when null), fastest first; ties to the earlier name. */
export function selectLeaderboard(db: Db, since: Date | null, limit: number): Promise<LeaderboardRow[]> {
  return db
    .select({
      userId: reactionTimes.userId,
      name: users.name,
      bestMs: sql<number>`min(${reactionTimes.timeMs})`,
    })
    .from(reactionTimes)
    .innerJoin(users, eq(users.id, reactionTimes.userId))
    .where(since ? gte(reactionTimes.createdAt, since) : undefined)
    .groupBy(reactionTimes.userId, users.name)
    .orderBy(asc(min(reactionTimes.timeMs)), asc(users.name))
    .limit(limit);
}

/** A player's best time and latest attempts, newest first. */
export async function selectPlayerTimes(db: Db, userId: string, recent: number) {
  const [best] = await db
    .select({ bestMs: min(reactionTimes.timeMs) })
    .from(reactionTimes)
    .where(eq(reactionTimes.userId, userId));
  const latest = await db
    .select({ timeMs: reactionTimes.timeMs, at: reactionTimes.createdAt })
    .from(reactionTimes)
    .where(and(eq(reactionTimes.userId, userId)))
    .orderBy(desc(reactionTimes.createdAt), desc(reactionTimes.id))
    .limit(recent);
  return { bestMs: best?.bestMs ?? null, recent: latest };
}

/** Count of stored times, for tests and the admin dashboard. */
export async function countReactionTimes(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(reactionTimes);
  return row?.n ?? 0;
}
