/** The news sources the site aggregates, by their id in the API and the database. */
export const newsSources = ['f1', 'racefans'] as const;
export type NewsSource = (typeof newsSources)[number];

export const newsSourceNames: Record<NewsSource, string> = {
  f1: 'Formula 1',
  racefans: 'RaceFans',
};

/** How often the news job reads the feeds, as the home page says it: "every 30 minutes", "every 2 hours". */
export function refreshInterval(minutes: number): string {
  if (minutes % 60 === 0) return minutes === 60 ? 'every hour' : `every ${minutes / 60} hours`;
  return minutes === 1 ? 'every minute' : `every ${minutes} minutes`;
}

/** How many items the home page shows: the latest F1 stories, and RaceFans' with two shown at first. */
export const homeNewsLimits = { f1: 6, racefans: 10, racefansShown: 2 } as const;

/** One stored news item as the API and the home page receive it. */
export type NewsItem = {
  id: number;
  source: NewsSource;
  title: string;
  link: string;
  author: string | null;
  /** ISO instant; null when the feed gave no readable date. */
  publishedAt: string | null;
  summary: string | null;
  categories: string[];
  imageUrl: string | null;
};
