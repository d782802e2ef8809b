import { z } from 'zod';

/** The news sources the site aggregates, by their id in the API and the database. */
export const newsSources = ['f1', 'racefans'] as const;
export type NewsSource = (typeof newsSources)[number];

export const newsSourceNames: Record<NewsSource, string> = {
  f1: 'Formula 1',
  racefans: 'RaceFans',
};

/** How many items the home page shows: the latest F1 stories, and RaceFans' with two shown at first. */
export const homeNewsLimits = { f1: 6, racefans: 10, racefansShown: 2 } as const;

/** Query of GET /api/news. */
export const newsQuery = z.object({
  source: z.enum(newsSources).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

/** One stored news item as the API and the home page receive it. */
export const newsItem = z.object({
  id: z.number().int(),
  source: z.enum(newsSources),
  title: z.string(),
  link: z.url(),
  author: z.string().nullable(),
  /** ISO instant; null when the feed gave no readable date. */
  publishedAt: z.iso.datetime().nullable(),
  summary: z.string().nullable(),
  categories: z.array(z.string()),
  imageUrl: z.url().nullable(),
});
export type NewsItem = z.infer<typeof newsItem>;
