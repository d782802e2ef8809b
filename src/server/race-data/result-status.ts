/**
 * What a race result's status and times read as, the way Ergast and Jolpica write them: the one
 * rule the results archive and the /f1 API share.
 */

/** A duration as Ergast writes race times and gaps: `1:25:33.607`, `33:17.667`, `1:07.667`, `5.155`. */
export function formatDuration(millis: number): string {
  const hours = Math.floor(millis / 3_600_000);
  const minutes = Math.floor(millis / 60_000) % 60;
  const seconds = Math.floor(millis / 1000) % 60;
  const fraction = String(millis % 1000).padStart(3, '0');
  const two = (n: number) => String(n).padStart(2, '0');
  if (hours > 0) return `${hours}:${two(minutes)}:${two(seconds)}.${fraction}`;
  if (minutes > 0) return `${minutes}:${two(seconds)}.${fraction}`;
  return `${seconds}.${fraction}`;
}

/**
 * Jolpica rebuilt its data from 2023 on and now calls every lapped finisher "Lapped"; the seasons
 * it inherited from Ergast keep "+1 Lap", "+2 Laps" …
 */
export const firstSeasonWithLappedStatus = 2023;

export type StatusInput = {
  year: number;
  positionNumber: number | null;
  positionText: string;
  lapsBehind: number;
  reasonRetired: string | null;
};

/** Ergast's `status` of a race or sprint result. */
export function resultStatus(row: StatusInput): string {
  if (row.positionNumber !== null) {
    // Classified although the car stopped before the end (the 90 % rule): Ergast names the cause.
    if (row.reasonRetired) return row.reasonRetired;
    if (row.lapsBehind <= 0) return 'Finished';
    if (row.year >= firstSeasonWithLappedStatus) return 'Lapped';
    return `+${row.lapsBehind} ${row.lapsBehind === 1 ? 'Lap' : 'Laps'}`;
  }
  switch (row.positionText) {
    case 'DSQ':
      return 'Disqualified';
    case 'EX':
      return 'Excluded';
    case 'DNQ':
      return 'Did not qualify';
    case 'DNPQ':
      return 'Did not prequalify';
    case 'DNS':
    case 'DNP':
      return row.reasonRetired ?? 'Did not start';
    default:
      return row.reasonRetired ?? 'Retired';
  }
}

/** Laps behind the winner from f1db's gap text (`+1 lap`, `+3 laps`); 0 for a time gap. */
export function lapsBehindFromGap(gap: string | null): number {
  const match = gap ? /^\+?(\d+) laps?$/i.exec(gap.trim()) : null;
  return match ? Number(match[1]) : 0;
}
