import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '#server/app-env.ts';
import { validate } from '#server/http/validate.ts';
import { newsSources } from '#shared/news.ts';
import { latestNews } from './news.queries.ts';

const newsQuery = z.object({
  source: z.enum(newsSources).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

export const newsRoutes = new Hono<AppEnv>().get('/', validate('query', newsQuery), async (c) => {
  const { source, limit } = c.req.valid('query');
  const items = await latestNews(c.get('services').db, { source, limit });
  c.header('Cache-Control', 'public, max-age=60');
  return c.json({ items });
});
