/** Plausible human reaction times: faster is a guess (or a script), slower is not a reaction. */
export const reactionLimits = { minMs: 100, maxMs: 2000 } as const;

/** The start sequence: five lights, one a second, then a random hold before lights out. */
export const lightCount = 5;
export const lightIntervalMs = 1000;
export const holdRange = { minMs: 200, maxMs: 3000 } as const;

/** The hold before lights out for a random number in [0, 1). */
export function holdFor(random: number): number {
  return Math.round(holdRange.minMs + random * (holdRange.maxMs - holdRange.minMs));
}

/** What a press means at a moment of the sequence: a jump start before lights out, else a time. */
export function judgePress(
  lightsOutAt: number | null,
  pressedAt: number,
): { kind: 'jump-start' } | { kind: 'time'; ms: number } {
  if (lightsOutAt === null || pressedAt < lightsOutAt) return { kind: 'jump-start' };
  return { kind: 'time', ms: Math.round(pressedAt - lightsOutAt) };
}

/** A reaction time as the game shows it: whole milliseconds. */
export function formatReaction(ms: number): string {
  return `${ms} ms`;
}

/** The start of the UTC day of `now`: the daily leaderboard counts times from then. */
export function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}
