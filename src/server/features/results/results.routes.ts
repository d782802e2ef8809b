import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '#server/app-env.ts';
import { ApiError } from '#server/http/errors.ts';
import { validate } from '#server/http/validate.ts';
import { archiveRound } from './results.server.ts';

const params = z.object({
  year: z.coerce.number().int().min(1950).max(2100),
  round: z.coerce.number().int().min(1).max(99),
  kind: z.enum(['race', 'qualifying']),
});

/** GET /api/results/{year}/{round}/{race|qualifying}: one round of the results archive. */
export const resultsRoutes = new Hono<AppEnv>().get(
  '/:year/:round/:kind',
  validate('param', params),
  async (c) => {
    const { year, round, kind } = c.req.valid('param');
    const found = await archiveRound(c.get('services'), year, round, kind);
    if (!found) throw new ApiError(404, 'not_found', `No ${kind} results for round ${round} of ${year}`);
    return c.json(found);
  },
);
