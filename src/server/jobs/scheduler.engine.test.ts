import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, postgresPoolSize } from '#server/db/client.ts';
import type { Logger } from '#server/log.ts';
import { openEmptyTestDatabase, usesPostgres } from '#server/testing/test-database.ts';
import { createScheduler, type Job, withJobLock } from './scheduler.ts';

let database: Database;
beforeAll(async () => {
  database = await openEmptyTestDatabase();
});
afterAll(() => database.close());

function recordingLog() {
  const lines: string[] = [];
  const log: Logger = {
    debug: () => {},
    info: () => {},
    warn: (message) => lines.push(`warn ${message}`),
    error: (message, details) => lines.push(`error ${message}: ${(details as Error).message}`),
  };
  return { log, lines };
}

const job = (parts: Partial<Job> & Pick<Job, 'run'>): Job => ({
  name: 'test-job',
  lockKey: 4242,
  intervalMs: 5,
  ...parts,
});

describe('createScheduler', () => {
  it('runs a job at once when asked (its requested run), then keeps its schedule', async () => {
    const { log } = recordingLog();
    const scheduler = createScheduler({ database, log });
    const runs: string[] = [];
    scheduler.add(
      job({
        name: 'asked',
        intervalMs: 60 * 60_000,
        run: async () => {
          runs.push('scheduled');
          return undefined;
        },
        runRequested: async () => {
          runs.push('requested');
          return undefined;
        },
      }),
      60 * 60_000,
    );
    expect(scheduler.runNow('nobody-added-this')).toBe(false);
    expect(scheduler.runNow('asked')).toBe(true);
    await expect.poll(() => runs, { timeout: 10_000 }).toEqual(['requested']);
    await scheduler.stop();
    expect(scheduler.runNow('asked')).toBe(false);
    expect(runs).toEqual(['requested']);
  });

  it('never overlaps runs of a job, however short its interval', async () => {
    const { log } = recordingLog();
    const scheduler = createScheduler({ database, log });
    let active = 0;
    let most = 0;
    let runs = 0;
    scheduler.add(
      job({
        intervalMs: 1,
        run: async () => {
          active += 1;
          most = Math.max(most, active);
          await sleep(40);
          active -= 1;
          runs += 1;
          return undefined;
        },
      }),
    );
    await sleep(300);
    await scheduler.stop();
    expect(most).toBe(1);
    expect(runs).toBeGreaterThanOrEqual(3);
  });

  it('logs a failing run and keeps the schedule', async () => {
    const { log, lines } = recordingLog();
    const scheduler = createScheduler({ database, log });
    let runs = 0;
    scheduler.add(
      job({
        run: async () => {
          runs += 1;
          if (runs === 1) throw new Error('feed exploded');
          return undefined;
        },
      }),
    );
    await sleep(200);
    await scheduler.stop();
    expect(lines[0]).toBe('error Job test-job failed: feed exploded');
    expect(runs).toBeGreaterThanOrEqual(2);
  });

  it('waits as long as a run asks before the next one', async () => {
    const { log } = recordingLog();
    const scheduler = createScheduler({ database, log });
    const starts: number[] = [];
    scheduler.add(
      job({
        intervalMs: 1,
        run: async () => {
          starts.push(performance.now());
          return 150;
        },
      }),
    );
    await sleep(400);
    await scheduler.stop();
    expect(starts.length).toBeGreaterThanOrEqual(2);
    expect(starts.length).toBeLessThanOrEqual(3);
    expect((starts[1] ?? 0) - (starts[0] ?? 0)).toBeGreaterThanOrEqual(145);
  });

  it('stops: aborts the running job, waits for it, and runs nothing more', async () => {
    const { log } = recordingLog();
    const scheduler = createScheduler({ database, log });
    let runs = 0;
    let aborted = false;
    scheduler.add(
      job({
        run: async (signal) => {
          runs += 1;
          await new Promise<void>((resolve) => {
            signal.addEventListener('abort', () => {
              aborted = true;
              resolve();
            });
          });
          return undefined;
        },
      }),
    );
    // Running: on a PostgreSQL server it first takes a connection and the job's lock.
    await expect.poll(() => runs).toBe(1);
    await scheduler.stop();
    expect(aborted).toBe(true);
    await sleep(50);
    expect(runs).toBe(1);
  });

  it.runIf(usesPostgres())('stops a run that waits for its connection before it starts', async () => {
    const { log } = recordingLog();
    const scheduler = createScheduler({ database, log });
    // Every connection of the pool busy, as under load: the run waits for one.
    let release = () => {};
    const busy = new Promise<void>((resolve) => {
      release = resolve;
    });
    const holders = Array.from({ length: postgresPoolSize }, () =>
      database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await busy;
      }),
    );
    let runs = 0;
    scheduler.add(
      job({
        run: async (signal) => {
          runs += 1;
          // A job that waits for the abort, as a long fetch does.
          await new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve()));
          return undefined;
        },
      }),
    );
    await sleep(50);
    const stopped = scheduler.stop();
    release();
    await Promise.all(holders);
    await stopped;
    expect(runs).toBe(0);
  });
});

describe('withJobLock', () => {
  it('lets one holder at a time run on a PostgreSQL server, and everyone on PGlite', async () => {
    let active = 0;
    let most = 0;
    const work = async () => {
      active += 1;
      most = Math.max(most, active);
      await sleep(150);
      active -= 1;
      return 'done';
    };
    // Two connections of one pool stand for two instances of the site.
    const outcomes = await Promise.all([withJobLock(database, 7, work), withJobLock(database, 7, work)]);
    if (database.kind === 'postgres') {
      expect(outcomes.filter((outcome) => outcome.ran)).toHaveLength(1);
      expect(most).toBe(1);
      // Released with the transaction: the next run takes it.
      expect(await withJobLock(database, 7, work)).toEqual({ ran: true, value: 'done' });
    } else {
      expect(outcomes).toEqual([
        { ran: true, value: 'done' },
        { ran: true, value: 'done' },
      ]);
    }
  });
});
