import { followF1LiveTiming } from '#server/features/live/f1-live.ts';
import { pollLiveTiming } from '#server/features/live/live-poll.ts';
import type { Services } from '#server/services.ts';
import type { Job } from './scheduler.ts';

/** Advisory lock key of the live-timing job ("live" in ASCII): one instance of the cluster reads the source. */
export const liveTimingLockKey = 0x6c697665;

/**
 * Reads the live-timing source while a session runs, with a margin either side, and sleeps until
 * the next session otherwise: Formula 1's feed (LIVE_TIMING_SOURCE=f1) is followed over one
 * connection for the whole session; an OpenF1-compatible API (openf1) is polled every
 * LIVE_TIMING_POLL_MS. One instance at a time holds the lock; the others try again every few seconds
 * and take over when it goes. The stored state and `live.changed` reach every instance.
 */
export function liveTimingJob(services: Services): Job {
  const source = services.env.LIVE_TIMING_SOURCE;
  return {
    name: 'live-timing',
    lockKey: liveTimingLockKey,
    intervalMs: source === 'f1' ? 5_000 : services.env.LIVE_TIMING_POLL_MS,
    run: async (signal) =>
      source === 'f1'
        ? followF1LiveTiming(services, signal)
        : (await pollLiveTiming(services, signal)).nextInMs,
  };
}
