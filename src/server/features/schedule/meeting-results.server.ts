import { sessionClassifications } from '#server/race-data/classifications.ts';
import { seasonInFocus } from '#server/race-data/season-in-focus.ts';
import type { Services } from '#server/services.ts';
import { type Classification, sessionFormats } from '#shared/classification.ts';
import type { Meeting } from '#shared/meetings.ts';
import { sessionStatus, type WeekendSessionKind, weekendSessionKinds } from '#shared/sessions.ts';
import type { HiddenSession } from '#shared/spoiler-shield.ts';

/** What the meeting page shows under a session: its classification, or why there is none. */
export type SessionResultsEntry =
  | { kind: WeekendSessionKind; state: 'results'; results: Classification }
  /** Classified, and shown a link away: the page carries one classification at a time. */
  | { kind: WeekendSessionKind; state: 'classified' }
  | { kind: WeekendSessionKind; state: 'upcoming' | 'pending' | 'unavailable' }
  /** Kept back by the spoiler shield until the fan marks the session watched. */
  | { kind: WeekendSessionKind; state: 'hidden'; hidden: HiddenSession[] };

/**
 * Every session of a meeting with its classification once the clock says it has ended: before then
 * 'upcoming' (results appear after the session). Ended with none stored, it is 'pending' in the season
 * in focus or later (the sync or the next snapshot may still bring it) and 'unavailable' in an
 * earlier season, where none is on record.
 * Seasons before 2024 have no session times in f1db, only the race: their practice and qualifying
 * classifications still show, counted as run once the race has been.
 */
export async function meetingResults(
  services: Services,
  meeting: Meeting,
  hidden: readonly HiddenSession[] = [],
): Promise<SessionResultsEntry[]> {
  const classifications = await sessionClassifications(services, meeting.raceId);
  const now = services.clock.now();
  const awaited = meeting.year >= (await seasonInFocus(services));
  const race = meeting.sessions.find((session) => session.kind === 'race');
  const kinds = weekendSessionKinds.filter(
    (kind) => classifications.has(kind) || meeting.sessions.some((session) => session.kind === kind),
  );
  return kinds.map((kind): SessionResultsEntry => {
    const session = meeting.sessions.find((s) => s.kind === kind) ?? race;
    if (!session || sessionStatus(session, now) !== 'finished') return { kind, state: 'upcoming' };
    const hiddenHere = hidden.filter((hiddenSession) => hiddenSession.kind === kind);
    if (hiddenHere.length > 0) return { kind, state: 'hidden', hidden: hiddenHere };
    const results = classifications.get(kind);
    if (!results || results.format !== sessionFormats[kind])
      return { kind, state: awaited ? 'pending' : 'unavailable' };
    return { kind, state: 'results', results };
  });
}

/**
 * The meeting page carries one classification at a time (`?results=fp1`): the one asked for when it
 * has one, else the latest session's. Each other classified session is `classified`, a link away, so
 * a finished weekend's five tables do not each travel twice (as markup and as hydration data) on
 * every visit.
 */
export function oneClassification(
  entries: SessionResultsEntry[],
  asked: string | null,
): SessionResultsEntry[] {
  const classified = entries.filter((entry) => entry.state === 'results');
  const shown = classified.find((entry) => entry.kind === asked) ?? classified.at(-1);
  return entries.map((entry) =>
    entry.state === 'results' && entry !== shown ? { kind: entry.kind, state: 'classified' } : entry,
  );
}
