import type { WeekendSessionKind } from './sessions.ts';

/** The first season Formula 1's archive holds. */
export const firstReplaySeason = 2018;

/** A session's replay page: /replay/2025/british-grand-prix/sprint-qualifying. */
export const replayHref = (year: number, meetingSlug: string, kind: WeekendSessionKind) =>
  `/replay/${year}/${meetingSlug}/${kind.replace(/_/g, '-')}`;
