import { and, count, desc, eq, inArray, max, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { fanVotes } from '#server/db/schema.ts';
import type { VoteCategory } from '#shared/votes.ts';

export type StoredVote = { category: VoteCategory; candidateId: string };

/**
 * Stores a user's picks for a race: a new row per category, or the changed candidate in the row
 * already there. The primary key (user, race, category) is what keeps it one vote per category
 * when requests race; `on conflict` turns the loser's insert into an update.
 */
export async function upsertVotes(tx: Tx, userId: string, raceId: number, votes: StoredVote[]) {
  await tx
    .insert(fanVotes)
    .values(votes.map((vote) => ({ userId, raceId, ...vote })))
    .onConflictDoUpdate({
      target: [fanVotes.userId, fanVotes.raceId, fanVotes.category],
      set: { candidateId: sql`excluded.candidate_id`, updatedAt: sql`now()` },
    });
}

export async function selectUserVotes(db: Db | Tx, userId: string, raceId: number): Promise<StoredVote[]> {
  return db
    .select({ category: fanVotes.category, candidateId: fanVotes.candidateId })
    .from(fanVotes)
    .where(and(eq(fanVotes.userId, userId), eq(fanVotes.raceId, raceId)));
}

export type CandidateCount = { raceId: number; category: VoteCategory; candidateId: string; votes: number };

/** Votes per candidate of each category of the given races, most votes first. */
export function selectVoteCounts(db: Db, raceIds: number[]): Promise<CandidateCount[]> {
  if (raceIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      raceId: fanVotes.raceId,
      category: fanVotes.category,
      candidateId: fanVotes.candidateId,
      votes: count(),
    })
    .from(fanVotes)
    .where(inArray(fanVotes.raceId, raceIds))
    .groupBy(fanVotes.raceId, fanVotes.category, fanVotes.candidateId)
    .orderBy(desc(count()), fanVotes.candidateId);
}

/** Races with at least one vote, and how many fans voted on each. */
export function selectVotedRaces(db: Db): Promise<{ raceId: number; voters: number }[]> {
  return db
    .select({ raceId: fanVotes.raceId, voters: sql<number>`count(distinct ${fanVotes.userId})::int` })
    .from(fanVotes)
    .groupBy(fanVotes.raceId);
}

/** The races a user voted on most recently, newest vote first, with the picks of each. */
export async function selectRecentVotes(db: Db, userId: string, races: number) {
  const recent = await db
    .select({ raceId: fanVotes.raceId, at: max(fanVotes.updatedAt) })
    .from(fanVotes)
    .where(eq(fanVotes.userId, userId))
    .groupBy(fanVotes.raceId)
    .orderBy(desc(max(fanVotes.updatedAt)))
    .limit(races);
  const raceIds = recent.map((row) => row.raceId);
  if (raceIds.length === 0) return [];
  const picks = await db
    .select({ raceId: fanVotes.raceId, category: fanVotes.category, candidateId: fanVotes.candidateId })
    .from(fanVotes)
    .where(and(eq(fanVotes.userId, userId), inArray(fanVotes.raceId, raceIds)));
  return raceIds.map((raceId) => ({ raceId, votes: picks.filter((pick) => pick.raceId === raceId) }));
}
