import type { WeekendSessionKind } from './sessions.ts';

/**
 * One session's classification: the single model of race, sprint, qualifying and practice results
 * that every page renders (meeting pages, the results archive) with one table component.
 */
export type Classification =
  | { kind: WeekendSessionKind; format: 'race'; rows: RaceEntry[] }
  | { kind: WeekendSessionKind; format: 'qualifying'; rows: QualifyingEntry[] }
  | { kind: WeekendSessionKind; format: 'practice'; rows: PracticeEntry[] };

export type ClassificationFormat = Classification['format'];

/** What every row has: the place, the text printed for it ("1", "DNF", "DSQ"), driver and team. */
export type ClassifiedEntry = {
  /** The row's place in the classification, 1 first, unclassified cars last. */
  position: number;
  positionText: string;
  driverId: string;
  driverName: string;
  teamId: string;
  teamName: string;
};

export type RaceEntry = ClassifiedEntry & {
  laps: string;
  /** The time column: the winner's race time, the others' gap ("+6.812", "+1 lap") or "DNF · Accident". */
  result: string;
  /** Ergast's status: "Finished", "+1 Lap", "Lapped", "Accident", "Disqualified" … */
  status: string;
  points: number;
  /** The driver's fastest lap of the race, null when none is on record. */
  fastestLap: string | null;
};

export type QualifyingEntry = ClassifiedEntry & { q1: string; q2: string; q3: string };

export type PracticeEntry = ClassifiedEntry & { time: string; gap: string; laps: string };

/** The result format of each session kind. */
export const sessionFormats: Record<WeekendSessionKind, ClassificationFormat> = {
  fp1: 'practice',
  fp2: 'practice',
  fp3: 'practice',
  fp4: 'practice',
  sprint_qualifying: 'qualifying',
  qualifying: 'qualifying',
  sprint: 'race',
  race: 'race',
};

type Outcome = {
  positionNumber: number | null;
  positionText: string;
  time: string | null;
  gap: string | null;
  reasonRetired: string | null;
};

/**
 * What a race classification shows in its time column: the winner's race time, the gap of every
 * other classified car ("+6.812", "+1 lap"), and for the rest their code and reason ("DNF · Accident").
 */
export function raceOutcome({ positionNumber, positionText, time, gap, reasonRetired }: Outcome): string {
  if (positionNumber === 1) return time ?? '';
  if (positionNumber !== null) return gap ?? time ?? '';
  return reasonRetired ? `${positionText} · ${reasonRetired}` : positionText;
}
