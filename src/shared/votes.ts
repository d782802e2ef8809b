import { type Meeting, meetingEndsAt, meetingStartsAt } from './meetings.ts';

/** Fan's Choice Awards categories, in the order the pages show them. */
export const voteCategories = ['best-point-scorer', 'best-of-the-rest', 'best-team'] as const;
export type VoteCategory = (typeof voteCategories)[number];

export const voteCategoryLabels: Record<VoteCategory, string> = {
  'best-point-scorer': 'Best point scorer',
  'best-of-the-rest': 'Best of the rest',
  'best-team': 'Best team',
};

export const voteCategoryHints: Record<VoteCategory, string> = {
  'best-point-scorer': 'Drivers who finished in the points',
  'best-of-the-rest': 'Classified drivers outside the points',
  'best-team': 'Every team that started the race',
};

/**
 * When fans may vote on a meeting's race: from the end of its weekend until the next meeting's first
 * session starts (`closesAt` null while no next meeting is on the calendar). Undefined when the
 * meeting is not in the list.
 */
export function votingWindow(
  meetings: readonly Meeting[],
  raceId: number,
): { opensAt: number; closesAt: number | null } | undefined {
  const index = meetings.findIndex((meeting) => meeting.raceId === raceId);
  const meeting = meetings[index];
  if (!meeting) return undefined;
  const next = meetings[index + 1];
  const nextStart = next ? meetingStartsAt(next) : Number.POSITIVE_INFINITY;
  return {
    opensAt: meetingEndsAt(meeting),
    closesAt: Number.isFinite(nextStart) ? nextStart : null,
  };
}

export type VotingStatus = 'not-yet' | 'open' | 'closed';

/** Whether votes on a race are taken at `now`; undefined for a race not on the calendar. */
export function votingStatus(
  meetings: readonly Meeting[],
  raceId: number,
  now: Date,
): VotingStatus | undefined {
  const window = votingWindow(meetings, raceId);
  if (!window) return undefined;
  const at = now.getTime();
  if (at < window.opensAt) return 'not-yet';
  if (window.closesAt !== null && at >= window.closesAt) return 'closed';
  return 'open';
}

/**
 * The label a results bar carries so it does not rely on colour: the team's three-letter code,
 * its name's first three letters ("McLaren" → "MCL", "Red Bull" → "RED").
 */
export function teamCode(teamName: string): string {
  return teamName
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[^\p{Letter}]/gu, '')
    .slice(0, 3)
    .toUpperCase();
}

/** Whole percentages of a total (0 when nobody voted), rounded to the nearest. */
export function percentOf(count: number, total: number): number {
  return total > 0 ? Math.round((count / total) * 100) : 0;
}
