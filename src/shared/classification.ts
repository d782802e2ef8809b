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

/** A lap time as f1db writes it ("1:07.924", "59.875") in milliseconds; undefined when unreadable. */
function lapMillis(time: string): number | undefined {
  const match = /^(?:(\d+):)?(\d{1,2})\.(\d{1,3})$/.exec(time.trim());
  if (!match) return undefined;
  const [, minutes = '0', seconds = '0', fraction = '0'] = match;
  return (Number(minutes) * 60 + Number(seconds)) * 1000 + Number(fraction.padEnd(3, '0'));
}

/**
 * The driver who set the race's fastest lap: the quickest of the rows' own fastest laps (the first
 * row on a tie). Undefined when no row has a readable lap time.
 */
export function fastestLapDriverId(rows: readonly { driverId: string; fastestLap: string | null }[]) {
  let best: { driverId: string; millis: number } | undefined;
  for (const { driverId, fastestLap } of rows) {
    const millis = fastestLap === null ? undefined : lapMillis(fastestLap);
    if (millis !== undefined && (best === undefined || millis < best.millis)) best = { driverId, millis };
  }
  return best?.driverId;
}
