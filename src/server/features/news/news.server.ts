import type { Services } from '#server/services.ts';
import { homeNewsLimits, type NewsItem } from '#shared/news.ts';
import { latestNews } from './news.queries.ts';

export type HomeNews = { f1: NewsItem[]; racefans: NewsItem[] };

/** How long an instance reuses what it read; the news job on this instance clears it at once. */
const memoMs = 60_000;
const memo = new WeakMap<Services, { until: number; news: Promise<HomeNews> }>();

/** The stored news the home page shows; null when the news job is switched off. */
export function homeNews(services: Services): Promise<HomeNews | null> {
  if (!services.env.NEWS_ENABLED) return Promise.resolve(null);
  const now = performance.now();
  const hit = memo.get(services);
  if (hit && hit.until > now) return hit.news;
  const news = readHomeNews(services);
  memo.set(services, { until: now + memoMs, news });
  news.catch(() => memo.delete(services));
  return news;
}

/** Called after a fetch stored items, so the next page shows them. */
export function forgetHomeNews(services: Services): void {
  memo.delete(services);
}

async function readHomeNews(services: Services): Promise<HomeNews> {
  const [f1, racefans] = await Promise.all([
    latestNews(services.db, { source: 'f1', limit: homeNewsLimits.f1 }),
    latestNews(services.db, { source: 'racefans', limit: homeNewsLimits.racefans }),
  ]);
  return { f1, racefans };
}
