import { defineCache } from '#server/cache.ts';
import { cachedMeetings } from '#server/race-data/calendar.ts';
import { sessionClassifications } from '#server/race-data/classifications.ts';
import { classificationProvenance, type Provenance } from '#server/race-data/provenance.ts';
import type { RaceReader } from '#server/race-data/race-reader.ts';
import type { Services } from '#server/services.ts';
import { type Classification, sessionFormats } from '#shared/classification.ts';
import { livePhase, liveSessionKey } from '#shared/live-session.ts';
import {
  type LiveTimingView,
  liveTimingView,
  type ProvisionalOrder,
  provisionalOrder,
} from '#shared/live-timing.ts';
import type { Meeting } from '#shared/meetings.ts';
import {
  sessionEndsAt,
  sessionStatus,
  type TimedSession,
  type WeekendSessionKind,
} from '#shared/sessions.ts';
import { type StoredLiveState, selectLiveState } from './live.queries.ts';
import { feedStaleAfterMs } from './live-window.ts';

/**
 * The stored live-timing state of a session, read once per instance per change: the poller's
 * `live.changed` drops it on every instance. The short time to live bounds staleness should an
 * instance miss an event.
 */
export const liveStateCacheSpec = defineCache<StoredLiveState | null>({
  name: 'live-timing',
  maxEntries: 8,
  ttlMs: 15_000,
  dropOn: ['live.changed'],
});

export function cachedLiveState(services: Services, key: string): Promise<StoredLiveState | null> {
  return services.cache
    .use(liveStateCacheSpec)
    .get(key, async () => (await selectLiveState(services.db, key)) ?? null);
}

/** How long without an answer from the source before the page says the timing is behind. */
export function staleAfterMs(pollMs: number): number {
  return Math.max(3 * pollMs, 20_000);
}

/** The live-timing view of one of our sessions, when a source is set and the poller stored one. */
export async function liveTiming(
  services: Services,
  meeting: Pick<Meeting, 'year' | 'round'>,
  session: Pick<TimedSession, 'kind'>,
): Promise<LiveTimingView | null> {
  if (services.env.LIVE_TIMING_SOURCE === 'off') return null;
  const stored = await cachedLiveState(services, liveSessionKey(meeting, session));
  return stored?.state ? liveTimingView(stored.state) : null;
}

type Placed = { meeting: Meeting; session: TimedSession };
const placed = ({ meeting, session }: Placed) => ({
  meeting: {
    year: meeting.year,
    round: meeting.round,
    name: meeting.name,
    slug: meeting.slug,
    countryName: meeting.countryName,
    circuitName: meeting.circuitName,
    placeName: meeting.placeName,
    ...(meeting.timeZone ? { timeZone: meeting.timeZone } : {}),
  },
  session: {
    ...session,
    endsAt: new Date(sessionEndsAt(session)).toISOString(),
    key: liveSessionKey(meeting, session),
  },
});

/**
 * Everything /live shows the visitor at the server's now: which phase (a session running, just ended,
 * or next), the weekend's timetable, the ended session's classification (read through the race-data
 * layer; `null` while none is stored) and the live timing when a source is configured; neither of the
 * two while the spoiler shield hides the session, with the hidden session.
 */
export async function livePage(reader: RaceReader) {
  const found = await liveState(reader.services);
  // A session the spoiler shield hides shows neither its timing nor its classification, nor streams them.
  const hidden =
    found.phase === 'none'
      ? []
      : reader
          .hidden({ year: found.meeting.year, round: found.meeting.round })
          .filter((session) => session.kind === found.session.kind);
  const shown =
    hidden.length > 0 ? { ...found, timing: null, classification: null, provenance: null } : found;
  return { ...shown, hidden };
}

/** The phase, timetable, classification and live timing of /live at the server's now, for anyone. */
async function liveState(services: Services) {
  const now = services.clock.now();
  const phase = livePhase(await cachedMeetings(services), now);
  const base = {
    now: now.toISOString(),
    timingConfigured: services.env.LIVE_TIMING_SOURCE !== 'off',
    timingSource: services.env.LIVE_TIMING_SOURCE,
    staleAfterMs:
      services.env.LIVE_TIMING_SOURCE === 'f1'
        ? feedStaleAfterMs
        : staleAfterMs(services.env.LIVE_TIMING_POLL_MS),
  };
  if (phase.phase === 'none') return { ...base, phase: 'none' as const };
  const sessions = phase.meeting.sessions.map((session) => ({
    ...session,
    status: sessionStatus(session, now),
  }));
  const timing = phase.phase === 'before' ? null : await liveTiming(services, phase.meeting, phase.session);
  let classification: Classification | null = null;
  let provenance: Provenance | null = null;
  if (phase.phase === 'after') {
    const found = (await sessionClassifications(services, phase.meeting.raceId)).get(phase.session.kind);
    classification = found && found.rows.length > 0 ? found : null;
    if (classification)
      provenance = await classificationProvenance(services, phase.meeting, [phase.session.kind]);
  }
  return {
    ...base,
    phase: phase.phase,
    ...placed(phase),
    sessions,
    next: phase.phase === 'after' && phase.next ? placed(phase.next) : null,
    classification,
    provenance,
    timing,
  };
}

export type LivePageData = Awaited<ReturnType<typeof liveState>>;

/** The live timing the stream pushes: that of the session the page leads with, if any. */
export async function currentLiveTiming(services: Services): Promise<LiveTimingView | null> {
  const phase = livePhase(await cachedMeetings(services), services.clock.now());
  if (phase.phase !== 'during' && phase.phase !== 'after') return null;
  return liveTiming(services, phase.meeting, phase.session);
}

/**
 * The order live timing ended a session with as a classification, for the table every other result
 * is shown in: a race's laps and gaps (points only come with the official one), or a practice or
 * qualifying session's best laps.
 */
export function provisionalClassification(kind: WeekendSessionKind, order: ProvisionalOrder): Classification {
  const entries = order.rows.map((row, index) => ({
    position: row.position ?? index + 1,
    positionText: row.retired ? 'Out' : String(row.position ?? '–'),
    driverNumber: String(row.driverNumber),
    driverId: String(row.driverNumber),
    driverName: row.name,
    driverCode: row.code,
    teamId: row.team,
    teamName: row.team,
    teamColour: row.colour,
  }));
  const laps = (index: number) => String(order.rows[index]?.laps ?? '');
  return sessionFormats[kind] === 'race'
    ? {
        kind,
        format: 'race',
        rows: entries.map((entry, index) => ({
          ...entry,
          laps: laps(index),
          result: order.rows[index]?.result ?? '',
          status: '',
          points: 0,
          fastestLap: null,
        })),
      }
    : {
        kind,
        format: 'practice',
        rows: entries.map((entry, index) => ({
          ...entry,
          time: order.rows[index]?.result ?? '',
          gap: '',
          laps: laps(index),
        })),
      };
}

/**
 * The order live timing ended each of these sessions with, where Formula 1's feed followed it to the
 * end: the meeting page shows it, marked provisional, while the official classification is pending.
 */
export async function provisionalClassifications(
  services: Services,
  meeting: Pick<Meeting, 'year' | 'round'>,
  kinds: readonly WeekendSessionKind[],
): Promise<Partial<Record<WeekendSessionKind, Classification>>> {
  const found: Partial<Record<WeekendSessionKind, Classification>> = {};
  if (services.env.LIVE_TIMING_SOURCE === 'off') return found;
  for (const kind of kinds) {
    const stored = await cachedLiveState(services, liveSessionKey(meeting, { kind }));
    const order = stored?.state ? provisionalOrder(liveTimingView(stored.state)) : null;
    if (order) found[kind] = provisionalClassification(kind, order);
  }
  return found;
}
