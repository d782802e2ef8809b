import type { WeekendSessionKind } from './sessions.ts';

/** One session's classification on the meeting page, in the columns its format calls for. */
export type SessionResults =
  | { kind: WeekendSessionKind; format: 'practice'; rows: PracticeRow[] }
  | { kind: WeekendSessionKind; format: 'qualifying'; rows: QualifyingSessionRow[] }
  | { kind: WeekendSessionKind; format: 'race'; rows: RaceSessionRow[] };

export type PracticeRow = {
  position: string;
  driver: string;
  team: string;
  time: string;
  gap: string;
  laps: string;
};
export type QualifyingSessionRow = {
  position: string;
  driver: string;
  team: string;
  q1: string;
  q2: string;
  q3: string;
};
export type RaceSessionRow = {
  position: string;
  driver: string;
  team: string;
  laps: string;
  result: string;
  points: string;
};

/** What the meeting page shows under a session: its classification, or why there is none. */
export type SessionResultsEntry =
  | { kind: WeekendSessionKind; state: 'results'; results: SessionResults }
  | { kind: WeekendSessionKind; state: 'pending' | 'unavailable' };

/** The result format of each session kind. */
export const sessionFormats: Record<WeekendSessionKind, SessionResults['format']> = {
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

/** Points as the tables print them: none scored is a blank, halves keep their decimal. */
export function formatPoints(points: number | null): string {
  if (points === null || points === 0) return '';
  return Number.isInteger(points) ? String(points) : points.toFixed(1);
}
