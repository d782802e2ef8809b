import { newsFeeds } from '#server/db/schema.ts';
import { latestSyncRun, type SyncRun } from '#server/race-data/results-sync-state.ts';
import type { Services } from '#server/services.ts';

/** The jobs an admin may run now, as the scheduler names them. */
export const runnableJobs = ['news-feeds', 'results-sync'] as const;
export type RunnableJob = (typeof runnableJobs)[number];

export type NewsFeedStatus = typeof newsFeeds.$inferSelect;

export type JobStatus = {
  newsFeeds: NewsFeedStatus[];
  resultsSync: { last: SyncRun | null; lastSucceeded: SyncRun | null };
  enabled: { news: boolean; resultsSync: boolean };
};

/** How the background jobs went: each news source's last fetch, the results sync's last runs. */
export async function jobStatus(services: Pick<Services, 'db' | 'env'>): Promise<JobStatus> {
  const feeds = await services.db.select().from(newsFeeds).orderBy(newsFeeds.source);
  return {
    newsFeeds: feeds,
    resultsSync: {
      last: await latestSyncRun(services),
      lastSucceeded: await latestSyncRun(services, { succeeded: true }),
    },
    enabled: { news: services.env.NEWS_ENABLED, resultsSync: services.env.RESULTS_SYNC_ENABLED },
  };
}

/**
 * Asks for a job to run now. Every instance hears it; the one whose scheduler holds the job runs it
 * under the job's advisory lock, so a run already going elsewhere is never doubled.
 */
export async function requestJobRun(services: Pick<Services, 'events'>, job: RunnableJob): Promise<void> {
  await services.events.publish({ type: 'job.run-requested', job });
}
