import { cachedMeetings } from '#server/race-data/calendar.ts';
import type { Services } from '#server/services.ts';
import { liveSessionKey } from '#shared/live-session.ts';
import {
  applyTimingBatch,
  emptyLiveState,
  type LiveTimingState,
  type TimingBatch,
  type TimingEndpoint,
  timingEndpoints,
} from '#shared/live-timing.ts';
import { sessionStartsAt } from '#shared/sessions.ts';
import { deleteLiveStatesBefore, selectLiveState, upsertLiveState } from './live.queries.ts';
import { followedSession, idleFor, keptStatesMs } from './live-window.ts';
import { fetchOpenF1, type OpenF1Request } from './openf1-client.ts';

/** OpenF1 opens a lap's record at its start and adds its time at the end: ask again for recent ones. */
const lapLookBackMs = 5 * 60_000;

export type PollOutcome =
  | { status: 'idle'; nextInMs: number }
  | { status: 'skipped'; nextInMs: number }
  | { status: 'no-session'; nextInMs: number }
  | { status: 'failed'; error: string; nextInMs: number }
  | { status: 'polled'; changed: boolean; state: LiveTimingState; nextInMs: number };

/** The filter that asks an endpoint only for records after what the state has seen. */
function since(endpoint: TimingEndpoint, cursor: string | undefined): string[] {
  if (!cursor) return [];
  if (endpoint === 'laps')
    return [`date_start>${new Date(Date.parse(cursor) - lapLookBackMs).toISOString()}`];
  if (endpoint === 'drivers' || endpoint === 'stints') return [];
  return [`date>${cursor}`];
}

/**
 * One poll of the live-timing source, run by the one instance holding the job's lock: when a session
 * of the calendar runs (or is about to), fetch each endpoint's records since the last poll, apply them
 * to the stored state, store it and tell every instance. Another instance's poll less than an
 * interval ago (the lock passes between instances) makes this one wait for the next interval, so the
 * source sees one poll per interval from the whole cluster.
 */
export async function pollLiveTiming(services: Services, signal?: AbortSignal): Promise<PollOutcome> {
  const { env, db, log } = services;
  const interval = env.LIVE_TIMING_POLL_MS;
  const baseUrl = env.LIVE_TIMING_URL;
  const now = services.clock.now();
  const meetings = await cachedMeetings(services);
  const followed = followedSession(meetings, now);
  if (!baseUrl || !followed) return { status: 'idle', nextInMs: idleFor(meetings, now, interval) };

  const key = liveSessionKey(followed.meeting, followed.session);
  const wallNow = new Date();
  const stored = await selectLiveState(db, key);
  const sinceLast = stored ? wallNow.getTime() - stored.polledAt.getTime() : Number.POSITIVE_INFINITY;
  // A little slack, so timer jitter does not turn one interval into a skipped one.
  if (sinceLast < interval * 0.8) return { status: 'skipped', nextInMs: interval - sinceLast };

  const request = (filters: string[]): OpenF1Request => ({
    baseUrl,
    filters,
    timeoutMs: Math.max(1000, Math.min(interval * 2, 10_000)),
    userAgent: `Pitwall live timing (+${env.PUBLIC_URL})`,
    signal,
  });
  try {
    let state = stored?.state ?? null;
    if (!state) {
      const start = sessionStartsAt(followed.session);
      const [session] = await fetchOpenF1(
        'sessions',
        request([
          `date_start>=${new Date(start - 60 * 60_000).toISOString()}`,
          `date_start<=${new Date(start + 60 * 60_000).toISOString()}`,
        ]),
      );
      if (!session) {
        await upsertLiveState(db, key, wallNow, undefined);
        return { status: 'no-session', nextInMs: interval };
      }
      state = emptyLiveState(session, wallNow.toISOString());
      // A new session is a good moment to forget the states of old ones.
      await deleteLiveStatesBefore(db, new Date(wallNow.getTime() - keptStatesMs));
    }
    const current = state;
    const answers = await Promise.all(
      timingEndpoints.map(async (endpoint) => {
        const filters = [`session_key=${current.sessionKey}`, ...since(endpoint, current.cursors[endpoint])];
        return [endpoint, await fetchOpenF1(endpoint, request(filters))] as const;
      }),
    );
    const batch = Object.fromEntries(answers) as TimingBatch;
    const next = applyTimingBatch(current, batch, wallNow.toISOString());
    const changed = next.version !== current.version || !stored?.state;
    await upsertLiveState(db, key, wallNow, next);
    if (changed) await services.events.publish({ type: 'live.changed', session: key, version: next.version });
    return { status: 'polled', changed, state: next, nextInMs: interval };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    log.warn(`Live timing poll failed: ${message}`);
    // The time of the attempt is kept, so the other instances do not rush the failing source too.
    await upsertLiveState(db, key, wallNow, undefined).catch(() => {});
    return { status: 'failed', error: message, nextInMs: interval };
  }
}
