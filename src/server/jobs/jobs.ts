import type { Services } from '#server/services.ts';
import { liveTimingJob } from './live-timing.ts';
import { newsFeedsJob } from './news-feeds.ts';
import { scorePredictionsOnResults } from './prediction-scoring.ts';
import { remindersJob } from './reminders.ts';
import { resultsSyncJob } from './results-sync.ts';
import { createScheduler, type Scheduler } from './scheduler.ts';

/** Starts the background jobs the configuration enables; `stop()` before closing the database. */
export function startJobs(services: Services): Scheduler {
  const scheduler = createScheduler({ database: services.database, log: services.log });
  if (services.env.NEWS_ENABLED) scheduler.add(newsFeedsJob(services));
  if (services.env.RESULTS_SYNC_ENABLED) scheduler.add(resultsSyncJob(services));
  if (services.env.LIVE_TIMING_SOURCE !== 'off') scheduler.add(liveTimingJob(services));
  if (services.env.REMINDERS_ENABLED) scheduler.add(remindersJob(services));
  // The dashboard's "run now" reaches every instance; the one whose scheduler holds the job runs it.
  const unsubscribe = services.events.subscribe(['job.run-requested'], (event) => {
    if (event.type === 'job.run-requested') scheduler.runNow(event.job);
  });
  const scoring = scorePredictionsOnResults(services);
  return {
    ...scheduler,
    stop: async () => {
      unsubscribe();
      scoring.unsubscribe();
      await Promise.all([scheduler.stop(), scoring.settled()]);
    },
  };
}
