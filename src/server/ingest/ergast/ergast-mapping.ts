import type { z } from 'zod';
import { formatDuration } from '#server/race-data/result-status.ts';
import type {
  positionCodes,
  qualifyingClassificationRow,
  raceClassificationRow,
} from '#shared/race-data-writes.ts';
import type { WeekendSessionKind } from '#shared/sessions.ts';
import type { ErgastQualifyingResult, ErgastResult, ScheduledRace } from './ergast-responses.ts';

/** Our ids of the source's drivers and teams (see writeEntrants). */
export type IdMap = { drivers: ReadonlyMap<string, string>; constructors: ReadonlyMap<string, string> };

type PositionCode = (typeof positionCodes)[number];

/** Ergast's positionText codes in f1db's words (N, no longer used by Jolpica, is "not classified"). */
const codes: Record<string, PositionCode> = { D: 'DSQ', E: 'EX', W: 'DNS', F: 'DNQ', N: 'NC' };

/** Statuses that say a classified car finished, on the lead lap or lapped. */
const finished = /^(Finished|Lapped|\+\d+ Laps?)$/;
const didNotStart = /^(Did not start|Withdrew|Not started)$/i;

const ours = (map: ReadonlyMap<string, string>, id: string) => {
  const found = map.get(id);
  if (!found) throw new Error(`No id for ${id}`);
  return found;
};

/**
 * A race or sprint classification from Ergast's results, as f1db writes it: the winner's time, the
 * others' gap ("+15.080" or "+1 lap"), a code for those not classified, the retirement reason from
 * the status, grid 0 as a pit-lane start.
 */
export function raceRows(results: ErgastResult[], ids: IdMap): z.input<typeof raceClassificationRow>[] {
  const sorted = [...results].sort((a, b) => a.position - b.position);
  const winnerLaps = Number(sorted[0]?.laps ?? 0);
  return sorted.map((result, index) => {
    const classified = /^\d+$/.test(result.positionText);
    const status = result.status ?? (classified ? 'Finished' : 'Retired');
    const laps = result.laps === undefined ? null : Number(result.laps);
    const position: number | PositionCode = classified
      ? Number(result.positionText)
      : (codes[result.positionText] ?? (didNotStart.test(status) ? 'DNS' : 'DNF'));
    const millis = result.Time?.millis ? Number(result.Time.millis) : null;
    const lapsDown = classified && laps !== null && laps < winnerLaps ? winnerLaps - laps : 0;
    const gap =
      index === 0 || !classified
        ? null
        : result.Time?.time?.startsWith('+')
          ? result.Time.time
          : lapsDown > 0
            ? `+${lapsDown} ${lapsDown === 1 ? 'lap' : 'laps'}`
            : null;
    return {
      position,
      driverId: ours(ids.drivers, result.Driver.driverId),
      constructorId: ours(ids.constructors, result.Constructor.constructorId),
      driverNumber: result.number ?? null,
      laps,
      time: index === 0 ? (result.Time?.time ?? null) : millis !== null ? formatDuration(millis) : null,
      gap,
      points: result.points ?? null,
      grid:
        result.grid === undefined || result.grid === ''
          ? null
          : result.grid === '0'
            ? 'PL'
            : Number(result.grid),
      reasonRetired: finished.test(status) || status === 'Retired' ? null : status,
    };
  });
}

/** A qualifying classification from Ergast's: positions and the Q1–Q3 times. */
export function qualifyingRows(
  results: ErgastQualifyingResult[],
  ids: IdMap,
): z.input<typeof qualifyingClassificationRow>[] {
  return [...results]
    .sort((a, b) => a.position - b.position)
    .map((result) => ({
      position: result.position,
      driverId: ours(ids.drivers, result.Driver.driverId),
      constructorId: ours(ids.constructors, result.Constructor.constructorId),
      driverNumber: result.number ?? null,
      q1: result.Q1 || null,
      q2: result.Q2 || null,
      q3: result.Q3 || null,
    }));
}

/** The schedule's sessions of a round, as our session kinds and UTC instants (those with a time). */
export function scheduledSessions(race: ScheduledRace): { kind: WeekendSessionKind; startsAt: string }[] {
  const sprintWeekend = race.Sprint !== undefined;
  const entries: [WeekendSessionKind, { date: string; time?: string } | undefined][] = [
    ['fp1', race.FirstPractice],
    // Old Ergast answers list a 2023 sprint weekend's shootout as SecondPractice.
    [
      sprintWeekend && !race.SprintQualifying && !race.SprintShootout ? 'sprint_qualifying' : 'fp2',
      race.SecondPractice,
    ],
    ['fp3', race.ThirdPractice],
    ['sprint_qualifying', race.SprintQualifying ?? race.SprintShootout],
    ['sprint', race.Sprint],
    ['qualifying', race.Qualifying],
    ['race', { date: race.date, time: race.time }],
  ];
  return entries.flatMap(([kind, at]) => (at?.time ? [{ kind, startsAt: instant(at.date, at.time) }] : []));
}

function instant(date: string, time: string): string {
  const clock = time.replace(/Z$/, '');
  return new Date(`${date}T${clock.length === 5 ? `${clock}:00` : clock}Z`).toISOString();
}
