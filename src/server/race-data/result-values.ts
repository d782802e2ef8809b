/**
 * How results write times, gaps and positions (f1db's files, the results API, the admin's forms),
 * turned into what race data's columns hold.
 */

/**
 * Milliseconds of a time or gap as results write it: "1:42:06.304", "1:34.567", "22.345", "+0.895",
 * "-0.012". Null for empty fields and for gaps counted in laps ("+1 lap"). A fraction is decimal
 * seconds, so ".76" is 760 ms; f1db also writes "2:00:0.189" for 2:00:00.189.
 */
export function parseMillis(text: string | null | undefined): number | null {
  if (text == null) return null;
  const match = /^([+-]?)(?:(\d+):)?(?:(\d+):)?(\d+(?:\.\d+)?)$/.exec(text.trim());
  if (!match) return null;
  const [, sign, first, second, seconds] = match;
  const hours = second === undefined ? 0 : Number(first);
  const minutes = second === undefined ? Number(first ?? 0) : Number(second);
  const millis = Math.round(((hours * 60 + minutes) * 60 + Number(seconds)) * 1000);
  return sign === '-' ? -millis : millis;
}

/** Laps behind from a gap such as "+1 lap" or "+12 laps"; null for time gaps. */
export function parseGapLaps(text: string | null | undefined): number | null {
  if (text == null) return null;
  const match = /^\+?(\d+) laps?$/.exec(text.trim());
  return match ? Number(match[1]) : null;
}

export type Position = { positionNumber: number | null; positionText: string };

/**
 * A position is a number or a code (DNF, DNS, DSQ, DNQ, DNPQ, NC, EX, DNP, PL for a pit-lane
 * start). The number goes to `positionNumber`; the text keeps either.
 */
export function parsePosition(value: number | string): Position {
  if (typeof value === 'number') return { positionNumber: value, positionText: String(value) };
  return { positionNumber: null, positionText: value };
}

/** Grid position of a result row: a number, "PL" (pit lane) or nothing. */
export function parseGridPosition(value: number | string | null | undefined): {
  gridPositionNumber: number | null;
  gridPositionText: string | null;
} {
  if (value == null) return { gridPositionNumber: null, gridPositionText: null };
  const { positionNumber, positionText } = parsePosition(value);
  return { gridPositionNumber: positionNumber, gridPositionText: positionText };
}

type Text = string | null | undefined;

/** A practice session's stored timing from its written values (f1db's files and the admin's rows alike). */
export function practiceTiming(row: { time?: Text; gap?: Text; interval?: Text; laps?: number | null }) {
  return {
    time: row.time ?? null,
    timeMillis: parseMillis(row.time),
    gap: row.gap ?? null,
    interval: row.interval ?? null,
    laps: row.laps ?? null,
  };
}

/** A qualifying session's stored timing: practice's, with each part's time. */
export function qualifyingTiming(
  row: Parameters<typeof practiceTiming>[0] & { q1?: Text; q2?: Text; q3?: Text },
) {
  return {
    ...practiceTiming(row),
    q1: row.q1 ?? null,
    q1Millis: parseMillis(row.q1),
    q2: row.q2 ?? null,
    q2Millis: parseMillis(row.q2),
    q3: row.q3 ?? null,
    q3Millis: parseMillis(row.q3),
  };
}

/** A race's or sprint's stored timing: time, penalty, gap (as time or laps), interval and why it stopped. */
export function raceTiming(row: {
  laps?: number | null;
  time?: Text;
  timePenalty?: Text;
  gap?: Text;
  interval?: Text;
  reasonRetired?: Text;
}) {
  return {
    laps: row.laps ?? null,
    time: row.time ?? null,
    timeMillis: parseMillis(row.time),
    timePenalty: row.timePenalty ?? null,
    gap: row.gap ?? null,
    gapMillis: parseMillis(row.gap),
    gapLaps: parseGapLaps(row.gap),
    interval: row.interval ?? null,
    reasonRetired: row.reasonRetired ?? null,
  };
}
