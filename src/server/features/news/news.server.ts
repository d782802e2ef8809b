import { defineCache } from '#server/cache.ts';
import type { RaceReader } from '#server/race-data/race-reader.ts';
import type { Services } from '#server/services.ts';
import { homeNewsLimits, type NewsItem } from '#shared/news.ts';
import { newsBeforeSpoilers } from '#shared/spoiler-shield.ts';
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

/**
 * The stored news the home page shows the visitor (null when the news job is switched off), less the
 * stories published since a session their spoiler shield hides began, and how many those are.
 */
export async function homeNews(reader: RaceReader): Promise<{ news: HomeNews | null; newsHidden: number }> {
  const { services, shield } = reader;
  if (!services.env.NEWS_ENABLED) return { news: null, newsHidden: 0 };
  const stored = await services.cache.use(homeNewsCache).get('home', () => readHomeNews(services));
  const f1 = newsBeforeSpoilers(shield, stored.f1);
  const racefans = newsBeforeSpoilers(shield, stored.racefans);
  return {
    news: { f1: f1.shown, racefans: racefans.shown, refreshMinutes: services.env.NEWS_REFRESH_MINUTES },
    newsHidden: f1.hidden + racefans.hidden,
  };
}

async function readHomeNews(services: Services): Promise<StoredNews> {
  const [f1, racefans] = await Promise.all([
    latestNews(services.db, { source: 'f1', limit: homeNewsLimits.f1 }),
    latestNews(services.db, { source: 'racefans', limit: homeNewsLimits.racefans }),
  ]);
  return { f1, racefans };
}
