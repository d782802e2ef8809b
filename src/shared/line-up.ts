/**
 * Season line-ups: which rounds a driver races for a team, kept as f1db writes them ("1-12",
 * "1-5,7"), and the changes an admin records (decision 012: a team's line-up of a season is one
 * unit of ownership). Plain functions, for pages too: the schema of a change is in line-up-writes.ts.
 */

/** The rounds of an f1db round list, ascending and without repeats; none for null or nonsense. */
export function parseRounds(rounds: string | null): number[] {
  const found = new Set<number>();
  for (const part of (rounds ?? '').split(',')) {
    const match = /^\s*(\d+)\s*(?:-\s*(\d+))?\s*$/.exec(part);
    if (!match) continue;
    const first = Number(match[1]);
    const last = Number(match[2] ?? match[1]);
    for (let round = first; round <= last && round - first < 100; round += 1) found.add(round);
  }
  return [...found].sort((a, b) => a - b);
}

/** Rounds as an f1db round list: runs of consecutive rounds joined ("1-5,7"); null for none. */
export function formatRounds(rounds: Iterable<number>): string | null {
  const sorted = [...new Set(rounds)].sort((a, b) => a - b);
  const parts: string[] = [];
  let start: number | undefined;
  let previous: number | undefined;
  for (const round of [...sorted, Number.NaN]) {
    if (start !== undefined && previous !== undefined && round === previous + 1) {
      previous = round;
      continue;
    }
    if (start !== undefined && previous !== undefined) {
      parts.push(start === previous ? String(start) : `${start}-${previous}`);
    }
    start = round;
    previous = round;
  }
  return parts.length > 0 ? parts.join(',') : null;
}

/** A round list as readers read it: "rounds 1–5 and 7", "round 12". */
export function roundsText(rounds: string | null): string {
  const list = formatRounds(parseRounds(rounds));
  if (!list) return 'no rounds';
  const parts = list.split(',').map((part) => part.replace('-', '–'));
  const label = parts.length === 1 && !parts[0]?.includes('–') ? 'round' : 'rounds';
  const joined = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
  return `${label} ${joined}`;
}
