import { sessionStartsAt, type TimedSession, type WeekendSessionKind } from './sessions.ts';

/**
 * Predict the weekend (docs/product.md, "Predictions"): the picks a fan makes for a Grand Prix
 * weekend, the session each is about (it locks when that session starts), and the points each earns.
 */
export const pickKinds = ['pole', 'sprint-winner', 'winner', 'second', 'third', 'fastest-lap'] as const;
export type PickKind = (typeof pickKinds)[number];

export const pickLabels: Record<PickKind, string> = {
  pole: 'Pole position',
  'sprint-winner': 'Sprint winner',
  winner: 'Race winner',
  second: 'Second in the race',
  third: 'Third in the race',
  'fastest-lap': 'Fastest lap of the race',
};

/** The session each pick is about: it locks when that session starts and is scored from its result. */
export const pickSessions: Record<PickKind, WeekendSessionKind> = {
  pole: 'qualifying',
  'sprint-winner': 'sprint',
  winner: 'race',
  second: 'race',
  third: 'race',
  'fastest-lap': 'race',
};

/** The podium picks, in finishing order: each names a different driver. */
export const podiumPicks = ['winner', 'second', 'third'] as const satisfies readonly PickKind[];

/** A pick that names the right driver earns this (an exact pick, the first tie-break). */
export const exactPoints = 5;
/** A podium pick whose driver finished on the podium in another place. */
export const podiumPoints = 2;

/**
 * What the stored results say about the picks, once each session's classification is on record:
 * absent while it is not (the picks about it wait unscored). `fastestLap` is null when the race's
 * result holds no fastest lap (those picks score nothing).
 */
export type PickOutcome = {
  pole?: string;
  sprintWinner?: string;
  /** The top three of the race, in order. */
  podium?: readonly string[];
  fastestLap?: string | null;
};

/** The points a pick earns by the outcome; null while the result it depends on is not stored. */
export function pickPoints(kind: PickKind, driverId: string, outcome: PickOutcome): number | null {
  const right = (answer: string | null | undefined) =>
    answer === undefined ? null : answer === driverId ? exactPoints : 0;
  switch (kind) {
    case 'pole':
      return right(outcome.pole);
    case 'sprint-winner':
      return right(outcome.sprintWinner);
    case 'fastest-lap':
      return right(outcome.fastestLap);
    default: {
      const { podium } = outcome;
      if (!podium) return null;
      const place = podiumPicks.indexOf(kind);
      if (podium[place] === driverId) return exactPoints;
      return podium.includes(driverId) ? podiumPoints : 0;
    }
  }
}

/** The picks a weekend offers: the sprint winner only on a sprint weekend, none for a missing session. */
export function picksOffered(sessions: readonly TimedSession[]): PickKind[] {
  return pickKinds.filter((kind) => sessions.some((session) => session.kind === pickSessions[kind]));
}

/** When a pick locks: the start of its session (UTC milliseconds); undefined when the weekend has none. */
export function pickLocksAt(kind: PickKind, sessions: readonly TimedSession[]): number | undefined {
  const session = sessions.find((candidate) => candidate.kind === pickSessions[kind]);
  return session ? sessionStartsAt(session) : undefined;
}

/** When a weekend's first pick locks (UTC milliseconds); undefined when it offers none. */
export function firstPickLock(sessions: readonly TimedSession[]): number | undefined {
  const locks = picksOffered(sessions).flatMap((kind) => pickLocksAt(kind, sessions) ?? []);
  return locks.length > 0 ? Math.min(...locks) : undefined;
}

/** League names: what a fan may call one. */
export const leagueNameLength = { min: 3, max: 40 } as const;
/** How many leagues a fan may belong to, and how many fans one league holds. */
export const leaguesPerFan = 20;
export const membersPerLeague = 200;
/** Rows per page of the season table of every player. */
export const seasonTablePageSize = 50;
