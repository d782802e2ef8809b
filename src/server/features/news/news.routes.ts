import { Hono } from 'hono';
import type { AppEnv } from '#server/app.ts';
import { validate } from '#server/http/validate.ts';
import { newsQuery } from '#shared/news.ts';
import { latestNews } from './news.queries.ts';

export const newsRoutes = new Hono<AppEnv>().get('/', validate('query', newsQuery), async (c) => {
  const { source, limit } = c.req.valid('query');
  const items = await latestNews(c.get('services').db, { source, limit });
  c.header('Cache-Control', 'public, max-age=60');
  return c.json({ items });
});
