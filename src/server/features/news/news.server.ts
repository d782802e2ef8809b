import { defineCache } from '#server/cache.ts';
import type { Services } from '#server/services.ts';
import { homeNewsLimits, type NewsItem } from '#shared/news.ts';
import { latestNews } from './news.queries.ts';

export type HomeNews = { f1: NewsItem[]; racefans: NewsItem[] };

/** The news job publishes `news.changed` when it stored items, on whichever instance ran it. */
const homeNewsCache = defineCache<HomeNews>({
  name: 'home-news',
  maxEntries: 1,
  ttlMs: 5 * 60_000,
  dropOn: ['news.changed'],
});

/** The stored news the home page shows; null when the news job is switched off. */
export async function homeNews(services: Services): Promise<HomeNews | null> {
  if (!services.env.NEWS_ENABLED) return null;
  return services.cache.use(homeNewsCache).get('home', () => readHomeNews(services));
}

async function readHomeNews(services: Services): Promise<HomeNews> {
  const [f1, racefans] = await Promise.all([
    latestNews(services.db, { source: 'f1', limit: homeNewsLimits.f1 }),
    latestNews(services.db, { source: 'racefans', limit: homeNewsLimits.racefans }),
  ]);
  return { f1, racefans };
}
