import { enforceRateLimit } from '#server/auth/rate-limit.ts';
import { defineCache } from '#server/cache.ts';
import { ApiError, validationError } from '#server/http/errors.ts';
import { cachedMeetings } from '#server/race-data/calendar.ts';
import type { Services } from '#server/services.ts';
import { lastMeeting, type Meeting } from '#shared/meetings.ts';
import { voteSubmission } from '#shared/votes.schemas.ts';
import { percentOf, voteCategories, voteCategoryLabels, votingStatus, votingWindow } from '#shared/votes.ts';
import { type Ballot, candidateOf, raceBallot } from './ballot.server.ts';
import {
  type CandidateCount,
  type StoredVote,
  selectUserVotes,
  selectVoteCounts,
  selectVotedRaces,
  upsertVotes,
} from './votes.queries.ts';

/** Vote submissions per user a minute: a fan changing their mind a few times, not a script. */
export const voteRateLimit = { window: 60, max: 20 } as const;

/** Vote counts, dropped on every instance when anyone votes; the time to live bounds a missed event. */
const countsCache = defineCache<CandidateCount[]>({
  name: 'votes:counts',
  maxEntries: 200,
  ttlMs: 10 * 60_000,
  dropOn: ['votes.changed'],
});
const votedRacesCache = defineCache<{ raceId: number; voters: number }[]>({
  name: 'votes:races',
  maxEntries: 1,
  ttlMs: 10 * 60_000,
  dropOn: ['votes.changed'],
});

export type Picks = Partial<Record<(typeof voteCategories)[number], string>>;

const picksOf = (votes: StoredVote[]): Picks =>
  Object.fromEntries(votes.map((vote) => [vote.category, vote.candidateId]));

/** The race /vote is about: the last meeting whose weekend is over. */
export async function votingMeeting(services: Services): Promise<Meeting | undefined> {
  return lastMeeting(await cachedMeetings(services), services.clock.now());
}

export async function meetingOf(services: Services, season: number, round: number) {
  return (await cachedMeetings(services)).find(
    (meeting) => meeting.year === season && meeting.round === round,
  );
}

/** Where voting on a meeting stands: open or not, and when it closes (null: no next meeting yet). */
export async function votingState(services: Services, meeting: Meeting) {
  const meetings = await cachedMeetings(services);
  return {
    status: votingStatus(meetings, meeting.raceId, services.clock.now()) ?? 'closed',
    closesAt: votingWindow(meetings, meeting.raceId)?.closesAt ?? null,
  };
}

export async function picksFor(services: Services, userId: string, meeting: Meeting): Promise<Picks> {
  return picksOf(await selectUserVotes(services.db, userId, meeting.raceId));
}

/**
 * The one way a vote is stored, for the API and the /vote form alike: checks the submission (the
 * race exists, voting on it is open, each candidate stands in its category), rate-limits the user,
 * stores every pick in one transaction and then tells every instance. Bad input is a 400 naming its
 * field, with nothing stored. Returns the user's picks for the race after the write.
 */
export async function submitVotes(services: Services, userId: string, input: unknown): Promise<Picks> {
  const parsed = voteSubmission.safeParse(input);
  if (!parsed.success) throw validationError(parsed.error);
  const { season, round, votes } = parsed.data;
  const meeting = await meetingOf(services, season, round);
  if (!meeting) throw new ApiError(400, 'unknown_race', `No race is round ${round} of ${season}`, 'round');
  const { status } = await votingState(services, meeting);
  if (status === 'not-yet') {
    throw new ApiError(400, 'voting_not_open', `Voting on the ${meeting.name} opens after the race`, 'round');
  }
  if (status === 'closed') {
    throw new ApiError(
      400,
      'voting_closed',
      `Voting on the ${season} ${meeting.name} closed when the next meeting started`,
      'round',
    );
  }
  const ballot = await raceBallot(services, meeting);
  votes.forEach((vote, index) => {
    if (!candidateOf(ballot, vote.category, vote.candidateId)) {
      throw new ApiError(
        400,
        'not_eligible',
        `${vote.candidateId} is not a candidate for ${voteCategoryLabels[vote.category].toLowerCase()}`,
        `votes.${index}.candidateId`,
      );
    }
  });
  await enforceRateLimit(services, `votes:${userId}`, voteRateLimit);
  const stored = await services.db.transaction(async (tx) => {
    await upsertVotes(tx, userId, meeting.raceId, votes);
    return selectUserVotes(tx, userId, meeting.raceId);
  });
  await services.events.publish({ type: 'votes.changed', season, round });
  return picksOf(stored);
}

/** Votes per candidate of one race, from the cache. */
export function raceVoteCounts(services: Services, raceId: number): Promise<CandidateCount[]> {
  return services.cache.use(countsCache).get(String(raceId), () => selectVoteCounts(services.db, [raceId]));
}

export type CategoryResult = {
  category: (typeof voteCategories)[number];
  label: string;
  total: number;
  rows: {
    id: string;
    name: string;
    code: string;
    teamCode: string;
    teamName: string;
    colour: string;
    textColour: string;
    /** The driver's photo or the team's logo, when there is one. */
    imageUrl: string | null;
    /** A driver's number and nationality, for his photo's fallback; null for a team. */
    number: string | null;
    countryCode: string | null;
    votes: number;
    percent: number;
  }[];
};

/** Counts and percentages per category of a race, most votes first; candidates with none left out. */
export async function raceResults(
  services: Services,
  meeting: Meeting,
  ballot?: Ballot,
): Promise<CategoryResult[]> {
  const [counts, candidates] = await Promise.all([
    raceVoteCounts(services, meeting.raceId),
    ballot ?? raceBallot(services, meeting),
  ]);
  return voteCategories.map((category) => {
    const rows = counts.filter((row) => row.category === category);
    const total = rows.reduce((sum, row) => sum + row.votes, 0);
    return {
      category,
      label: voteCategoryLabels[category],
      total,
      rows: rows.map((row) => {
        const candidate = candidateOf(candidates, category, row.candidateId);
        const driver = candidate && 'teamCode' in candidate ? candidate : undefined;
        return {
          id: row.candidateId,
          name: candidate?.name ?? row.candidateId,
          code: candidate?.code ?? row.candidateId.slice(0, 3).toUpperCase(),
          teamCode: driver ? driver.teamCode : (candidate?.code ?? ''),
          teamName: driver ? driver.teamName : (candidate?.name ?? ''),
          colour: candidate?.colour ?? '#6E6E88',
          textColour: candidate?.textColour ?? '#FFFFFF',
          imageUrl: driver ? driver.photoUrl : candidate && 'logoUrl' in candidate ? candidate.logoUrl : null,
          number: driver?.number ?? null,
          countryCode: driver?.countryCode ?? null,
          votes: row.votes,
          percent: percentOf(row.votes, total),
        };
      }),
    };
  });
}

/** Meetings with votes, newest first, for the results page's selector. */
export async function votedMeetings(services: Services): Promise<(Meeting & { voters: number })[]> {
  const [meetings, voted] = await Promise.all([
    cachedMeetings(services),
    services.cache.use(votedRacesCache).get('all', () => selectVotedRaces(services.db)),
  ]);
  const voters = new Map(voted.map((row) => [row.raceId, row.voters]));
  return meetings
    .filter((meeting) => voters.has(meeting.raceId))
    .map((meeting) => ({ ...meeting, voters: voters.get(meeting.raceId) ?? 0 }))
    .reverse();
}
