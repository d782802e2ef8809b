import type { Services } from '#server/services.ts';
import {
  type Classification,
  type PracticeEntry,
  type QualifyingEntry,
  type RaceEntry,
  raceOutcome,
} from '#shared/classification.ts';
import { type WeekendSessionKind, weekendSessionKinds } from '#shared/sessions.ts';
import {
  selectClassifiedRounds,
  selectFastestLaps,
  selectPracticeResults,
  selectQualifyingResults,
  selectRaceResults,
} from './classifications.queries.ts';
import { cachedRaceData } from './race-data-cache.ts';
import { formatDuration, lapsBehindFromGap, resultStatus } from './result-status.ts';

export type Classifications = ReadonlyMap<WeekendSessionKind, Classification>;

const isWeekendKind = (kind: string): kind is WeekendSessionKind =>
  (weekendSessionKinds as readonly string[]).includes(kind);

function group<R extends { kind: string }, E>(
  rows: R[],
  toEntry: (row: R) => E,
): Map<WeekendSessionKind, E[]> {
  const out = new Map<WeekendSessionKind, E[]>();
  for (const row of rows) {
    // f1db also keeps warm-ups and pre-qualifying, which are not sessions of a weekend we show.
    if (!isWeekendKind(row.kind)) continue;
    const list = out.get(row.kind) ?? [];
    list.push(toEntry(row));
    out.set(row.kind, list);
  }
  return out;
}

type EntryRow = {
  displayOrder: number;
  positionText: string;
  driverNumber: string | null;
  driverId: string;
  driverName: string;
  driverCode: string;
  teamId: string;
  teamName: string;
  teamColour: string | null;
};
const entryOf = (row: EntryRow) => ({
  position: row.displayOrder,
  positionText: row.positionText,
  driverNumber: row.driverNumber,
  driverId: row.driverId,
  driverName: row.driverName,
  driverCode: row.driverCode,
  teamId: row.teamId,
  teamName: row.teamName,
  teamColour: row.teamColour,
});

async function readClassifications(services: Services, raceId: number): Promise<Classifications> {
  const [practice, qualifying, race, laps] = await Promise.all([
    selectPracticeResults(services.db, raceId),
    selectQualifyingResults(services.db, raceId),
    selectRaceResults(services.db, raceId),
    selectFastestLaps(services.db, raceId),
  ]);
  const fastest = new Map<string, string>();
  for (const lap of laps) {
    const time = lap.timeMillis !== null ? formatDuration(lap.timeMillis) : lap.time;
    if (time && !fastest.has(lap.driverId)) fastest.set(lap.driverId, time);
  }
  const out = new Map<WeekendSessionKind, Classification>();
  for (const [kind, rows] of group(
    practice,
    (row): PracticeEntry => ({
      ...entryOf(row),
      time: row.time ?? '',
      gap: row.gap ?? '',
      laps: row.laps === null ? '' : String(row.laps),
    }),
  )) {
    out.set(kind, { kind, format: 'practice', rows });
  }
  for (const [kind, rows] of group(
    qualifying,
    (row): QualifyingEntry => ({
      ...entryOf(row),
      // Before 2006 one time stood for the whole session.
      q1: row.q1 ?? row.time ?? '',
      q2: row.q2 ?? '',
      q3: row.q3 ?? '',
    }),
  )) {
    out.set(kind, { kind, format: 'qualifying', rows });
  }
  for (const [kind, rows] of group(
    race,
    (row): RaceEntry => ({
      ...entryOf(row),
      laps: row.laps === null ? '' : String(row.laps),
      result: raceOutcome(row),
      status: resultStatus({
        year: row.year,
        positionNumber: row.positionNumber,
        positionText: row.positionText,
        lapsBehind: row.gapLaps ?? lapsBehindFromGap(row.gap),
        reasonRetired: row.reasonRetired,
      }),
      points: row.points ?? 0,
      // f1db ranks fastest laps of the race only.
      fastestLap: row.kind === 'race' ? (fastest.get(row.driverId) ?? null) : null,
    }),
  )) {
    out.set(kind, { kind, format: 'race', rows });
  }
  return out;
}

/** Every session classification of a race weekend on record, by session kind. */
export function sessionClassifications(services: Services, raceId: number): Promise<Classifications> {
  return cachedRaceData(services, `classifications:${raceId}`, () => readClassifications(services, raceId));
}

/** The rounds of a season whose race (or qualifying) classification is on record, in order. */
export function classifiedRounds(
  services: Services,
  year: number,
  kind: 'race' | 'qualifying',
): Promise<number[]> {
  return cachedRaceData(services, `classified-rounds:${kind}:${year}`, () =>
    selectClassifiedRounds(services.db, year, kind),
  );
}
