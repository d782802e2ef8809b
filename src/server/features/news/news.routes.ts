import { zValidator } from '@hono/zod-validator';
import { Hono } from 'hono';
import type { AppEnv } from '#server/app.ts';
import { validationError } from '#server/http/errors.ts';
import { newsQuery } from '#shared/news.ts';
import { latestNews } from './news.queries.ts';

export const newsRoutes = new Hono<AppEnv>().get(
  '/',
  zValidator('query', newsQuery, (result) => {
    if (!result.success) throw validationError(result.error);
  }),
  async (c) => {
    const { source, limit } = c.req.valid('query');
    const items = await latestNews(c.get('services').db, { source, limit });
    c.header('Cache-Control', 'public, max-age=60');
    return c.json({ items });
  },
);
