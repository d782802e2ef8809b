import { asc, count, countDistinct, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { fanVotes, grandsPrix, races } from '#server/db/schema.ts';

export type RaceVoteCount = {
  round: number;
  name: string;
  date: string;
  /** Fans who voted in at least one category. */
  voters: number;
  /** Votes cast over the three categories (a fan counts once per category). */
  votes: number;
};

/** Every race of a season in round order with how many Fan's Choice votes it has had (0 for none). */
export function selectVotesPerRace(db: Db, season: number): Promise<RaceVoteCount[]> {
  return db
    .select({
      round: races.round,
      name: grandsPrix.fullName,
      date: races.date,
      voters: countDistinct(fanVotes.userId),
      votes: count(fanVotes.userId),
    })
    .from(races)
    .innerJoin(grandsPrix, eq(grandsPrix.id, races.grandPrixId))
    .leftJoin(fanVotes, eq(fanVotes.raceId, races.id))
    .where(eq(races.year, season))
    .groupBy(races.id, races.round, grandsPrix.fullName, races.date)
    .orderBy(asc(races.round));
}
