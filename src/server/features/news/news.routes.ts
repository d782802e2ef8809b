import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { errors, jsonResponse, openApiApp } from '#server/http/openapi-app.ts';
import { newsSources } from '#shared/news.ts';
import { latestNews } from './news.queries.ts';

const newsQuery = z.object({
  source: z.enum(newsSources).optional().meta({ description: 'Only this source; both when absent' }),
  limit: z.coerce.number().int().min(1).max(50).default(20).meta({ description: 'How many items' }),
});

const newsItem = z.object({
  id: z.number().int(),
  source: z.enum(newsSources),
  title: z.string(),
  link: z.url(),
  author: z.string().nullable(),
  publishedAt: z.iso.datetime().nullable().meta({ description: 'Null when the feed gave no readable date' }),
  summary: z.string().nullable(),
  categories: z.array(z.string()),
  imageUrl: z.string().nullable(),
});

const latest = createRoute({
  method: 'get',
  path: '/',
  tags: ['News'],
  summary: 'Stored news items from formula1.com and RaceFans, newest first',
  request: { query: newsQuery },
  responses: {
    200: jsonResponse('The items', z.object({ items: z.array(newsItem) })),
    ...errors.badInput,
  },
});

export const newsRoutes = openApiApp().openapi(latest, async (c) => {
  const { source, limit } = c.req.valid('query');
  const items = await latestNews(c.get('services').db, { source, limit });
  c.header('Cache-Control', 'public, max-age=60');
  return c.json({ items }, 200);
});
