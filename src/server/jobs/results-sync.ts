import { eq } from 'drizzle-orm';
import { jobRuns } from '#server/db/schema.ts';
import { logProvisionalDifferences } from '#server/features/live/provisional-check.ts';
import { createErgastSource } from '#server/ingest/ergast/ergast-source.ts';
import { type SyncChange, syncResults } from '#server/ingest/ergast/results-sync.ts';
import {
  latestSyncRun,
  resultsSyncJobName,
  seasonRounds,
  seasonsInPlay,
  sessionEnds,
  storedRoundData,
} from '#server/race-data/results-sync-state.ts';
import type { Services } from '#server/services.ts';
import { sessionEndsAt } from '#shared/sessions.ts';
import type { Job } from './scheduler.ts';

/** Advisory lock key of the results sync ("rsyn"). */
export const resultsSyncLockKey = 0x7273796e;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** After a session ends, its classification is looked for this often at first, then less often. */
const firstPollMs = 5 * MINUTE;
const maxPollMs = 40 * MINUTE;
/** How long after a session's end a missing classification is still polled for; the sweep does the rest. */
const pollWindowMs = 6 * HOUR;
/** The daily sweep of the season, due from this UTC hour (after the night's corrections). */
const sweepHourUtc = 6;

export type ResultsSyncOptions = { retryBaseMs?: number };

/**
 * The results sync job: a run at start, then one after each session ends (polling with backoff until
 * its classification appears, for some hours), and a daily sweep. Every run is recorded in job_runs.
 * A run that finds a recorded next run still in the future skips, so a restart, or a second instance
 * that takes the lock after the first has finished, does not ask the source again.
 */
export function resultsSyncJob(services: Services, options: ResultsSyncOptions = {}): Job {
  let polls = 0;
  let started = false;
  return {
    name: resultsSyncJobName,
    lockKey: resultsSyncLockKey,
    intervalMs: HOUR,
    run: (signal) => run(signal, false),
    // An admin's "run now" does not wait for the recorded next run.
    runRequested: (signal) => run(signal, true),
  };

  async function run(signal: AbortSignal, requested: boolean) {
    const now = services.clock.now();
    const last = await latestSyncRun(services);
    if (!requested && last?.status !== 'running' && last?.nextRunAt && last.nextRunAt > now) {
      return last.nextRunAt.getTime() - now.getTime();
    }
    const lastSweep = await latestSyncRun(services, { succeeded: true, trigger: 'sweep' });
    const sweep = !lastSweep || lastSweep.startedAt < lastSweepSlot(now);
    const trigger = sweep ? 'sweep' : started ? 'session' : 'start';
    started = true;
    const outcome = await runResultsSync(services, {
      trigger,
      sweep,
      signal,
      retryBaseMs: options.retryBaseMs,
    });
    polls = outcome.pending ? polls + 1 : 0;
    const delay = await nextDelay(services, outcome, polls);
    await services.db
      .update(jobRuns)
      .set({ nextRunAt: new Date(services.clock.now().getTime() + delay) })
      .where(eq(jobRuns.id, outcome.runId));
    return delay;
  }
}

type RunOutcome = { runId: number; failed: boolean; pending: boolean };

/**
 * One recorded run: the row goes in as `running`, then gets its end, status, requests, changes and
 * error. A failing source fails the run, never a page: what is stored stays served.
 */
export async function runResultsSync(
  services: Services,
  run: { trigger: string; sweep: boolean; signal?: AbortSignal; retryBaseMs?: number },
): Promise<RunOutcome> {
  const { env } = services;
  const [row] = await services.db
    .insert(jobRuns)
    .values({ job: resultsSyncJobName, trigger: run.trigger, startedAt: services.clock.now() })
    .returning({ id: jobRuns.id });
  const runId = row?.id as number;
  const source = createErgastSource({
    baseUrl: env.RESULTS_SYNC_URL,
    publicUrl: env.PUBLIC_URL,
    timeoutMs: env.RESULTS_SYNC_TIMEOUT_MS,
    minIntervalMs: env.RESULTS_SYNC_MIN_INTERVAL_MS,
    retryBaseMs: run.retryBaseMs,
    signal: run.signal,
  });
  const changes: SyncChange[] = [];
  let error: string | null = null;
  try {
    await syncResults(services, source, { sweep: run.sweep, changes });
  } catch (failure) {
    error = failure instanceof Error ? failure.message : String(failure);
    services.log.warn(`Results sync failed: ${error}`);
  }
  await services.db
    .update(jobRuns)
    .set({
      finishedAt: services.clock.now(),
      status: error ? 'failed' : 'succeeded',
      requests: source.requests(),
      changes,
      error,
    })
    .where(eq(jobRuns.id, runId));
  if (changes.length > 0) services.log.info('Results sync wrote', changes);
  for (const change of changes) {
    await logProvisionalDifferences(services, change).catch((failure: unknown) =>
      services.log.warn('Comparing live timing with the official classification failed', failure),
    );
  }
  return {
    runId,
    failed: error !== null,
    pending: error !== null || (await classificationPending(services)),
  };
}

/** Whether a session that ended within the poll window still has no classification here. */
async function classificationPending(services: Services): Promise<boolean> {
  const now = services.clock.now().getTime();
  for (const season of await seasonsInPlay(services)) {
    const stored = await storedRoundData(services, season);
    for (const meeting of await seasonRounds(services, season)) {
      for (const session of meeting.sessions) {
        if (!['race', 'sprint', 'qualifying'].includes(session.kind)) continue;
        const ends = sessionEndsAt(session);
        if (
          ends <= now &&
          now - ends < pollWindowMs &&
          !stored.get(meeting.round)?.owners.has(session.kind)
        ) {
          return true;
        }
      }
    }
  }
  return false;
}

/**
 * When to run next: soon with backoff while a classification is pending (or the source failed),
 * otherwise a few minutes after the next session ends, or at the daily sweep, whichever comes first.
 */
async function nextDelay(services: Services, outcome: RunOutcome, polls: number): Promise<number> {
  if (outcome.pending) return Math.min(maxPollMs, firstPollMs * 2 ** Math.max(0, polls - 1));
  const now = services.clock.now().getTime();
  const meetings = (
    await Promise.all((await seasonsInPlay(services)).map((s) => seasonRounds(services, s)))
  ).flat();
  const nextEnd = sessionEnds(meetings).find((end) => end > now);
  const sweep = lastSweepSlot(new Date(now));
  sweep.setUTCDate(sweep.getUTCDate() + 1);
  return Math.min(
    nextEnd === undefined ? Number.POSITIVE_INFINITY : nextEnd - now + firstPollMs,
    sweep.getTime() - now,
  );
}

/** The latest daily sweep time (06:00 UTC) at or before `now`. */
function lastSweepSlot(now: Date): Date {
  const slot = new Date(now);
  slot.setUTCHours(sweepHourUtc, 0, 0, 0);
  if (slot > now) slot.setUTCDate(slot.getUTCDate() - 1);
  return slot;
}
