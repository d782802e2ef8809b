import type { Services } from '#server/services.ts';
import { newsFeedsJob } from './news-feeds.ts';
import { createScheduler, type Scheduler } from './scheduler.ts';

/** Starts the background jobs the configuration enables; `stop()` before closing the database. */
export function startJobs(services: Services): Scheduler {
  const scheduler = createScheduler({ database: services.database, log: services.log });
  if (services.env.NEWS_ENABLED) scheduler.add(newsFeedsJob(services));
  return scheduler;
}
