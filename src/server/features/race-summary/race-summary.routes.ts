import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '#server/app-env.ts';
import { ApiError } from '#server/http/errors.ts';
import { validate } from '#server/http/validate.ts';
import { raceSummary } from '#server/race-data/race-summary.ts';

const params = z.object({
  year: z.coerce.number().int().min(1950).max(2100),
  round: z.coerce.number().int().min(1).max(99),
});

export const raceSummaryRoutes = new Hono<AppEnv>().get(
  '/:year/:round/summary',
  validate('param', params),
  async (c) => {
    const { year, round } = c.req.valid('param');
    const summary = await raceSummary(c.get('services'), year, round);
    if (!summary) throw new ApiError(404, 'not_found', `No round ${round} in ${year}`);
    return c.json(summary);
  },
);
