import type { ClassificationFormat } from './classification.schemas.ts';
import type { WeekendSessionKind } from './sessions.ts';

export type {
  Classification,
  ClassificationFormat,
  PracticeEntry,
  QualifyingEntry,
  RaceEntry,
} from './classification.schemas.ts';

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
