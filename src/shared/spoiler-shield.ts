import { type Meeting, meetingEndsAt, meetingStartsAt } from './meetings.ts';
import { sessionLabels, sessionStartsAt, type WeekendSessionKind } from './sessions.ts';

/**
 * The spoiler shield (docs/decisions/033-spoiler-shield.md): while it is on, the outcome of every session
 * with a classification that started at or after the fan's `hideFrom` and that the fan has not marked
 * as watched is kept off the pages. Practice sessions decide nothing and are never hidden.
 */
export const outcomeKinds = [
  'sprint_qualifying',
  'sprint',
  'qualifying',
  'race',
] as const satisfies readonly WeekendSessionKind[];
export type OutcomeKind = (typeof outcomeKinds)[number];

/** The sessions whose points change the championship standings. */
export const pointsKinds: readonly OutcomeKind[] = ['sprint', 'race'];

/** A session's name in a fan's watched list and in forms: "2026-24-race". */
export function sessionKey(year: number, round: number, kind: OutcomeKind): string {
  return `${year}-${round}-${kind}`;
}

export const sessionKeyPattern = /^(\d{4})-(\d{1,2})-(sprint_qualifying|sprint|qualifying|race)$/;

/** What a fan has chosen: hide outcomes of sessions from this moment on, except those watched. */
export type ShieldSettings = { hideFrom: Date; watched: readonly string[] };

/** A session whose outcome the shield keeps from the fan. */
export type HiddenSession = {
  key: string;
  year: number;
  round: number;
  kind: OutcomeKind;
  /** "Abu Dhabi Grand Prix · Race". */
  label: string;
  startsAt: string;
};

/** The shield as a page sees it: off, or on with the sessions it hides now. */
export type Shield = { on: false } | { on: true; hideFrom: string; hidden: HiddenSession[] };

export const shieldOff: Shield = { on: false };

const isOutcome = (kind: WeekendSessionKind): kind is OutcomeKind =>
  (outcomeKinds as readonly string[]).includes(kind);

/** The sessions hidden at `now`: started, from `hideFrom` on, not watched; cancelled weekends ran nothing. */
export function hiddenSessions(
  settings: ShieldSettings,
  meetings: readonly Meeting[],
  now: Date,
): HiddenSession[] {
  const from = settings.hideFrom.getTime();
  const at = now.getTime();
  const watched = new Set(settings.watched);
  const hidden: HiddenSession[] = [];
  for (const meeting of meetings) {
    if (meeting.cancelled || meetingEndsAt(meeting) < from || meetingStartsAt(meeting) > at) continue;
    for (const session of meeting.sessions) {
      if (!isOutcome(session.kind)) continue;
      const startsAt = sessionStartsAt(session);
      const key = sessionKey(meeting.year, meeting.round, session.kind);
      if (startsAt < from || startsAt > at || watched.has(key)) continue;
      hidden.push({
        key,
        year: meeting.year,
        round: meeting.round,
        kind: session.kind,
        label: `${meeting.name} · ${sessionLabels[session.kind]}`,
        startsAt: new Date(startsAt).toISOString(),
      });
    }
  }
  return hidden;
}

/**
 * Where a fan who turns the shield on starts hiding: from the first session of the weekend under way
 * or just gone (its last session started less than three days ago), so the race one is about to
 * watch is covered; otherwise from now.
 */
export function defaultHideFrom(meetings: readonly Meeting[], now: Date): Date {
  const at = now.getTime();
  let from = at;
  for (const meeting of meetings) {
    if (meeting.cancelled || meetingStartsAt(meeting) > at) continue;
    if (meetingEndsAt(meeting) > at - 3 * 24 * 3600_000) from = Math.min(from, meetingStartsAt(meeting));
  }
  return new Date(from);
}

export type ShieldScope = { year?: number; round?: number; kinds?: readonly OutcomeKind[] };

/** The hidden sessions within a scope: a season, a round of it, some kinds of session. */
export function hiddenIn(shield: Shield, scope: ShieldScope = {}): HiddenSession[] {
  if (!shield.on) return [];
  return shield.hidden.filter(
    (session) =>
      (scope.year === undefined || session.year === scope.year) &&
      (scope.round === undefined || session.round === scope.round) &&
      (scope.kinds === undefined || scope.kinds.includes(session.kind)),
  );
}

/** When the earliest hidden session started: news published from then on may tell its outcome. */
export function spoilersSince(shield: Shield): number | undefined {
  if (!shield.on || shield.hidden.length === 0) return undefined;
  return Math.min(...shield.hidden.map((session) => Date.parse(session.startsAt)));
}

/** The hidden sessions a season's standings after a round would give away: its sprints and races so far. */
export function standingsHiddenBy(
  shield: Shield,
  year: number,
  afterRound: number | undefined,
): HiddenSession[] {
  return hiddenIn(shield, { year, kinds: pointsKinds }).filter(
    (session) => afterRound === undefined || session.round <= afterRound,
  );
}

/** News stories split into those shown and those published since a hidden session started. */
export function newsBeforeSpoilers<T extends { publishedAt: string | null }>(
  shield: Shield,
  items: readonly T[],
): { shown: T[]; hidden: number } {
  const since = spoilersSince(shield);
  if (since === undefined) return { shown: [...items], hidden: 0 };
  const shown = items.filter((item) => item.publishedAt === null || Date.parse(item.publishedAt) < since);
  return { shown, hidden: items.length - shown.length };
}
