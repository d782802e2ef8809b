import { defineCache } from '#server/cache.ts';
import type { Services } from '#server/services.ts';
import { homeNewsLimits, type NewsItem } from '#shared/news.ts';
import { latestNews } from './news.queries.ts';

type StoredNews = { f1: NewsItem[]; racefans: NewsItem[] };
/** The stored stories, and how often the job reads the feeds (what the section says while there are none). */
export type HomeNews = StoredNews & { refreshMinutes: number };

/** The news job publishes `news.changed` when it stored items, on whichever instance ran it. */
const homeNewsCache = defineCache<StoredNews>({
  name: 'home-news',
  maxEntries: 1,
  ttlMs: 5 * 60_000,
  dropOn: ['news.changed'],
});

/** The stored news the home page shows; null when the news job is switched off. */
export async function homeNews(services: Services): Promise<HomeNews | null> {
  if (!services.env.NEWS_ENABLED) return null;
  const stored = await services.cache.use(homeNewsCache).get('home', () => readHomeNews(services));
  return { ...stored, refreshMinutes: services.env.NEWS_REFRESH_MINUTES };
}

async function readHomeNews(services: Services): Promise<StoredNews> {
  const [f1, racefans] = await Promise.all([
    latestNews(services.db, { source: 'f1', limit: homeNewsLimits.f1 }),
    latestNews(services.db, { source: 'racefans', limit: homeNewsLimits.racefans }),
  ]);
  return { f1, racefans };
}
