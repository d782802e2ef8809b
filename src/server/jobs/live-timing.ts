import { pollLiveTiming } from '#server/features/live/live-poll.ts';
import type { Services } from '#server/services.ts';
import type { Job } from './scheduler.ts';

/** Advisory lock key of the live-timing poller ("live" in ASCII). */
export const liveTimingLockKey = 0x6c697665;

/**
 * Polls the live-timing source (LIVE_TIMING_URL) every LIVE_TIMING_POLL_MS while a session runs, with
 * a margin either side, and sleeps until the next session otherwise. One instance of the cluster
 * polls at a time (the lock); the stored state and `live.changed` reach the others.
 */
export function liveTimingJob(services: Services): Job {
  return {
    name: 'live-timing',
    lockKey: liveTimingLockKey,
    intervalMs: services.env.LIVE_TIMING_POLL_MS,
    run: async (signal) => (await pollLiveTiming(services, signal)).nextInMs,
  };
}
