import type { Services } from '#server/services.ts';
import { homeNewsLimits, type NewsItem } from '#shared/news.ts';
import { latestNews } from './news.queries.ts';

export type HomeNews = { f1: NewsItem[]; racefans: NewsItem[] };

/** The stored news the home page shows; null when the news job is switched off. */
export async function homeNews(services: Services): Promise<HomeNews | null> {
  if (!services.env.NEWS_ENABLED) return null;
  const [f1, racefans] = await Promise.all([
    latestNews(services.db, { source: 'f1', limit: homeNewsLimits.f1 }),
    latestNews(services.db, { source: 'racefans', limit: homeNewsLimits.racefans }),
  ]);
  return { f1, racefans };
}
