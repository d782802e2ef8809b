import { type WeekendSessionKind, weekendSessionKinds } from './sessions.ts';

/**
 * The schedule's calendar feed (/api/schedule/{year}.ics): which sessions a `sessions` query asks
 * for, and the stable identity of each event so calendar apps update it in place.
 */

/** Choices the feed accepts besides single kinds: every session, or all practice sessions. */
export const sessionGroups = {
  all: weekendSessionKinds,
  practice: ['fp1', 'fp2', 'fp3', 'fp4'],
} as const satisfies Record<string, readonly WeekendSessionKind[]>;

export const sessionChoices = [...Object.keys(sessionGroups), ...weekendSessionKinds] as const;

/** The choices the schedule page's export form offers, in running order. */
export const exportChoices = [
  { value: 'practice', label: 'Practice' },
  { value: 'sprint_qualifying', label: 'Sprint Qualifying' },
  { value: 'sprint', label: 'Sprint' },
  { value: 'qualifying', label: 'Qualifying' },
  { value: 'race', label: 'Race' },
] as const;

// Own keys only: `in` would take constructor or __proto__ for a group.
const isGroup = (value: string): value is keyof typeof sessionGroups => Object.hasOwn(sessionGroups, value);
const isKind = (value: string): value is WeekendSessionKind =>
  (weekendSessionKinds as readonly string[]).includes(value);

/**
 * Reads `sessions` values (repeated and/or comma-separated, any case) into the kinds they name;
 * none given means all. Returns the first unknown value as an error instead.
 */
export function parseSessionSelection(
  values: readonly string[],
): { kinds: Set<WeekendSessionKind> } | { unknown: string } {
  const words = values
    .flatMap((value) => value.split(','))
    .map((word) => word.trim().toLowerCase().replace(/-/g, '_'))
    .filter((word) => word !== '');
  if (words.length === 0) return { kinds: new Set(weekendSessionKinds) };
  const kinds = new Set<WeekendSessionKind>();
  for (const word of words) {
    if (isGroup(word)) for (const kind of sessionGroups[word]) kinds.add(kind);
    else if (isKind(word)) kinds.add(word);
    else return { unknown: word };
  }
  return { kinds };
}

/** An event's UID: one per season, round and session, the same in every download ("2025-12-race@pitwall"). */
export function sessionEventUid(year: number, round: number, kind: WeekendSessionKind): string {
  return `${year}-${round}-${kind.replace(/_/g, '-')}@pitwall`;
}

/** The feed's path for a season, optionally limited to some session kinds or groups. */
export function calendarFeedPath(year: number, sessions?: readonly string[]): string {
  const query = sessions?.length ? `?sessions=${sessions.join(',')}` : '';
  return `/api/schedule/${year}.ics${query}`;
}

/** The export choices a list of kinds covers whole ("practice" only with all four practice sessions). */
export function choicesCovering(kinds: readonly WeekendSessionKind[]): string[] {
  return exportChoices
    .map((choice) => choice.value)
    .filter((value) =>
      (value === 'practice' ? sessionGroups.practice : [value]).every((kind) => kinds.includes(kind)),
    );
}
