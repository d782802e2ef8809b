import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import type { Logger } from '#server/log.ts';

export type Job = {
  name: string;
  /** Key of the PostgreSQL advisory lock a run holds, so one instance at a time runs the job. */
  lockKey: number;
  /** Pause between the end of a run and the next, unless the run asks for another. */
  intervalMs: number;
  /** One run; it may return how many ms to wait before the next. */
  run: (signal: AbortSignal) => Promise<number | undefined>;
  /** A run an admin asked for (the dashboard's "run now"), when it differs from a scheduled one. */
  runRequested?: (signal: AbortSignal) => Promise<number | undefined>;
};

export type Scheduler = {
  /** Schedules a job, first run after `delayMs` (0 by default). */
  add: (job: Job, delayMs?: number) => void;
  /**
   * Runs an added job at once, still under its lock, unless it is running now; its schedule goes on
   * from the end of that run. False when no job of that name was added here.
   */
  runNow: (name: string) => boolean;
  /** Cancels what is scheduled, aborts what runs and waits for it to end. */
  stop: () => Promise<void>;
};

/** setTimeout's limit; longer pauses are capped to it. */
const maxDelayMs = 2 ** 31 - 1;

/**
 * An in-process scheduler. A job's next run is planned when its run ends, so runs never overlap;
 * a failing run is logged and the schedule goes on. On a PostgreSQL server each run first tries
 * the job's advisory lock and is skipped when another instance holds it; PGlite serves one process,
 * so there the run simply goes ahead.
 */
export function createScheduler({ database, log }: { database: Database; log: Logger }): Scheduler {
  const controller = new AbortController();
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();
  /** Each added job's pending timer; none while the job runs. */
  const planned = new Map<string, { job: Job; timer: NodeJS.Timeout | null }>();

  const start = (job: Job, requested: boolean) => {
    planned.set(job.name, { job, timer: null });
    const run = runOnce(job, requested).then((nextMs) => plan(job, nextMs ?? job.intervalMs));
    running.add(run);
    void run.finally(() => running.delete(run));
  };

  const plan = (job: Job, delayMs: number) => {
    if (controller.signal.aborted) return;
    const timer = setTimeout(
      () => {
        timers.delete(timer);
        start(job, false);
      },
      Math.min(Math.max(0, delayMs), maxDelayMs),
    );
    timer.unref();
    timers.add(timer);
    planned.set(job.name, { job, timer });
  };

  const runOnce = async (job: Job, requested: boolean): Promise<number | undefined> => {
    const startedAt = performance.now();
    const work = (requested && job.runRequested) || job.run;
    try {
      const outcome = await withJobLock(database, job.lockKey, () => {
        // Stopped while the run waited for its connection and lock: it does not start (a job
        // handed a signal already aborted would wait for an abort that has come and gone).
        controller.signal.throwIfAborted();
        return work(controller.signal);
      });
      if (!outcome.ran) log.debug(`Job ${job.name}: another instance is running it`);
      else log.debug(`Job ${job.name} ran in ${Math.round(performance.now() - startedAt)} ms`);
      return outcome.ran ? outcome.value : undefined;
    } catch (error) {
      if (!controller.signal.aborted) log.error(`Job ${job.name} failed`, error);
      return undefined;
    }
  };

  return {
    add: (job, delayMs = 0) => plan(job, delayMs),
    runNow: (name) => {
      const entry = planned.get(name);
      if (!entry || controller.signal.aborted) return false;
      // A run in progress is the run asked for.
      if (entry.timer === null) return true;
      clearTimeout(entry.timer);
      timers.delete(entry.timer);
      start(entry.job, true);
      return true;
    },
    stop: async () => {
      controller.abort();
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled([...running]);
    },
  };
}

type LockOutcome<T> = { ran: true; value: T } | { ran: false };

/**
 * Runs `work` while holding a transaction-scoped advisory lock on a PostgreSQL server; the lock goes
 * with the transaction, also when the process dies. The work itself uses other connections.
 */
export async function withJobLock<T>(
  database: Database,
  key: number,
  work: () => Promise<T>,
): Promise<LockOutcome<T>> {
  if (database.kind !== 'postgres') return { ran: true, value: await work() };
  return database.db.transaction(async (tx) => {
    // Both drivers answer with { rows }; the shared Db type cannot say so.
    const result = (await tx.execute(sql`select pg_try_advisory_xact_lock(${key}::bigint) as locked`)) as {
      rows: Array<{ locked: boolean }>;
    };
    if (!result.rows[0]?.locked) return { ran: false };
    return { ran: true, value: await work() };
  });
}
