import { refreshNews } from '#server/features/news/news-refresh.ts';
import type { Services } from '#server/services.ts';
import type { Job } from './scheduler.ts';

/** Advisory lock key of the news job ("news" in ASCII). */
export const newsLockKey = 0x6e657773;

/**
 * Reads both news feeds every NEWS_REFRESH_MINUTES. Each run fetches only the sources that fell due,
 * so a restart within the window fetches nothing, and plans the next run for when one falls due.
 */
export function newsFeedsJob(services: Services): Job {
  return {
    name: 'news-feeds',
    lockKey: newsLockKey,
    intervalMs: services.env.NEWS_REFRESH_MINUTES * 60_000,
    run: (signal) => refresh(services, signal, false),
    // An admin's "run now" reads both feeds whether due or not.
    runRequested: (signal) => refresh(services, signal, true),
  };
}

async function refresh(services: Services, signal: AbortSignal, force: boolean) {
  const result = await refreshNews(services, { signal, force });
  if (result.outcomes.some((outcome) => outcome.status === 'stored')) {
    await services.events.publish({ type: 'news.changed' });
  }
  return result.nextDueInMs;
}
