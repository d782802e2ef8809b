import { cachedMeetings } from '#server/race-data/calendar.ts';
import type { RaceReader } from '#server/race-data/race-reader.ts';
import type { Services } from '#server/services.ts';
import { lastResults, type Meeting } from '#shared/meetings.ts';
import { voteCategories, voteCategoryLabels } from '#shared/votes.ts';
import { type Ballot, candidateOf, type DriverCandidate, raceBallot } from './ballot.server.ts';
import { selectRecentVotes, selectVoteCounts } from './votes.queries.ts';
import {
  type CategoryResult,
  picksFor,
  raceResults,
  votedMeetings,
  votingMeeting,
  votingState,
} from './votes.server.ts';

const raceOf = (meeting: Meeting) => ({
  raceId: meeting.raceId,
  season: meeting.year,
  round: meeting.round,
  name: meeting.name,
  slug: meeting.slug,
});

/** A race's place in the calendar, as the spoiler shield scopes it. */
const roundOf = (race: { season: number; round: number }) => ({ year: race.season, round: race.round });

/**
 * What /vote shows the visitor: the last completed race, its candidates (`null` while the spoiler
 * shield hides the race, with the hidden session), voting's state and the user's picks.
 */
export async function votePageData(reader: RaceReader, userId: string | null) {
  const page = await votePage(reader.services, userId);
  // The ballot shows each candidate's result: with the race hidden by the spoiler shield, it waits.
  const hidden = page ? reader.hidden({ ...roundOf(page.race), kinds: ['race'] }) : [];
  return { page: page && hidden.length > 0 ? { ...page, ballot: null } : page, hidden };
}

/** The last completed race, its candidates, voting's state and the user's picks. */
async function votePage(services: Services, userId: string | null) {
  const meeting = await votingMeeting(services);
  if (!meeting) return null;
  const [ballot, state, picks] = await Promise.all([
    raceBallot(services, meeting),
    votingState(services, meeting),
    userId ? picksFor(services, userId, meeting) : Promise.resolve({}),
  ]);
  return {
    race: raceOf(meeting),
    ballot,
    status: state.status,
    closesAt: state.closesAt === null ? null : new Date(state.closesAt).toISOString(),
    picks,
  };
}

/** "2025-11" → season and round; anything else undefined. */
export function parseRaceKey(key: string | null): { season: number; round: number } | undefined {
  const match = /^(\d{4})-(\d{1,2})$/.exec(key ?? '');
  if (!match) return undefined;
  return { season: Number(match[1]), round: Number(match[2]) };
}

export const raceKey = (meeting: { year: number; round: number }) => `${meeting.year}-${meeting.round}`;

/**
 * What /vote/results shows the visitor: the chosen race (the last completed one by default) with counts
 * per category, the races to choose from, how the fans' best point scorer finished, and the season's
 * winners race by race; none of the counts while the spoiler shield hides the race, with the hidden
 * session. Null `race` when the key names no race.
 */
export async function voteResultsData(reader: RaceReader, key: string | null) {
  const found = await voteResults(reader.services, key);
  // The fans' picks and "fans vs result" tell the race's outcome: hidden with it by the spoiler shield.
  const hidden = found.race ? reader.hidden({ ...roundOf(found.race), kinds: ['race'] }) : [];
  const results = hidden.length > 0 ? { ...found, results: [], fansVsResult: null, season: [] } : found;
  return { ...results, hidden };
}

/** The chosen race with counts per category, the races to choose from, and the season's winners. */
async function voteResults(services: Services, key: string | null) {
  const [latest, voted] = await Promise.all([votingMeeting(services), votedMeetings(services)]);
  const options = [...voted];
  if (latest && !options.some((meeting) => meeting.raceId === latest.raceId)) {
    options.unshift({ ...latest, voters: 0 });
  }
  const wanted = parseRaceKey(key);
  // Only races whose weekend is over have results to show: the calendar up to the latest of them.
  const meetings = await cachedMeetings(services);
  const run = latest ? meetings.slice(0, meetings.indexOf(latest) + 1) : [];
  const meeting = wanted ? run.find((m) => m.year === wanted.season && m.round === wanted.round) : latest;
  if (!meeting)
    return { race: null, options: options.map(optionOf), results: [], fansVsResult: null, season: [] };
  const ballot = await raceBallot(services, meeting);
  const results = await raceResults(services, meeting, ballot);
  return {
    race: raceOf(meeting),
    selected: raceKey(meeting),
    options: options.map(optionOf),
    results,
    fansVsResult: fansVsResult(results, ballot),
    season: await seasonWinners(services, meeting.year),
  };
}

const optionOf = (meeting: Meeting & { voters: number }) => ({
  key: raceKey(meeting),
  label: `${meeting.year} ${meeting.name}`,
  voters: meeting.voters,
});

/** How the driver the fans voted best point scorer actually finished. */
function fansVsResult(results: CategoryResult[], ballot: Ballot) {
  const top = results.find((result) => result.category === 'best-point-scorer')?.rows[0];
  if (!top) return null;
  const driver = candidateOf(ballot, 'best-point-scorer', top.id) as DriverCandidate | undefined;
  if (!driver) return null;
  return {
    name: driver.name,
    teamCode: driver.teamCode,
    position: driver.position,
    points: driver.points,
    percent: top.percent,
  };
}

export type SeasonWinnerRow = {
  round: number;
  name: string;
  key: string;
  winners: { category: (typeof voteCategories)[number]; name: string; code: string; votes: number }[];
  /** Where the fans' best point scorer finished. */
  fansPickFinished: number | null;
};

/** Each category's winner (most votes) race by race in a season, rounds with votes only. */
export async function seasonWinners(services: Services, season: number): Promise<SeasonWinnerRow[]> {
  const meetings = (await votedMeetings(services)).filter((meeting) => meeting.year === season).reverse();
  if (meetings.length === 0) return [];
  const counts = await selectVoteCounts(
    services.db,
    meetings.map((meeting) => meeting.raceId),
  );
  return Promise.all(
    meetings.map(async (meeting) => {
      const ballot = await raceBallot(services, meeting);
      const winners = voteCategories.flatMap((category) => {
        // Counts come most votes first; ties go to the lower id, as the results list them.
        const top = counts.find((row) => row.raceId === meeting.raceId && row.category === category);
        if (!top) return [];
        const candidate = candidateOf(ballot, category, top.candidateId);
        return [
          {
            category,
            name: candidate?.name ?? top.candidateId,
            code: candidate?.code ?? '',
            votes: top.votes,
          },
        ];
      });
      const pick = winners.find((winner) => winner.category === 'best-point-scorer');
      const driver = counts.find(
        (row) => row.raceId === meeting.raceId && row.category === 'best-point-scorer',
      );
      const finished = driver
        ? (candidateOf(ballot, 'best-point-scorer', driver.candidateId) as DriverCandidate | undefined)
        : undefined;
      return {
        round: meeting.round,
        name: meeting.name,
        key: raceKey(meeting),
        winners,
        fansPickFinished: pick && finished ? finished.position : null,
      };
    }),
  );
}

/**
 * The home page's preview (docs/product.md §2, §4): the top three of each category of the last race, unless
 * the next meeting is too soon (then the last-race sections are skipped). Null hides it, as does
 * any failure: the preview is never worth a broken home page.
 */
export async function votePreview(reader: RaceReader) {
  const { services } = reader;
  try {
    const last = lastResults(await cachedMeetings(services), services.clock.now());
    if (!last || last.skipped) return null;
    // The fans' picks tell the race's outcome: none while the spoiler shield hides a session of it.
    if (reader.hidden({ year: last.meeting.year, round: last.meeting.round }).length > 0) return null;
    const results = await raceResults(services, last.meeting);
    return {
      race: raceOf(last.meeting),
      categories: results.map((result) => ({
        category: result.category,
        label: voteCategoryLabels[result.category],
        total: result.total,
        top: result.rows.slice(0, 3),
      })),
    };
  } catch (error) {
    services.log.error('The vote preview failed', error);
    return null;
  }
}

/** A user's picks on the races they voted on last, newest first, for their profile. */
export async function recentVotes(services: Services, userId: string) {
  const recent = await selectRecentVotes(services.db, userId, 5);
  const meetings = new Map((await cachedMeetings(services)).map((meeting) => [meeting.raceId, meeting]));
  return Promise.all(
    recent.flatMap(({ raceId, votes }) => {
      const meeting = meetings.get(raceId);
      if (!meeting) return [];
      return [
        raceBallot(services, meeting).then((ballot) => ({
          race: raceOf(meeting),
          picks: voteCategories.flatMap((category) => {
            const vote = votes.find((row) => row.category === category);
            if (!vote) return [];
            return [
              {
                category,
                label: voteCategoryLabels[category],
                name: candidateOf(ballot, category, vote.candidateId)?.name ?? vote.candidateId,
              },
            ];
          }),
        })),
      ];
    }),
  );
}
