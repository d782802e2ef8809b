import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { ApiError } from '#server/http/errors.ts';
import { errorResponse, errors, jsonResponse, openApiApp } from '#server/http/openapi-app.ts';
import { raceSummary } from '#server/race-data/race-summary.ts';

const params = z.object({
  year: z.coerce.number().int().min(1950).max(2100).meta({ description: 'Season, e.g. 2025' }),
  round: z.coerce.number().int().min(1).max(99).meta({ description: 'Round of the season' }),
});

const name = { firstName: z.string(), lastName: z.string(), team: z.string() };
const summary = z.object({
  year: z.number().int(),
  round: z.number().int(),
  drivers: z
    .array(z.object({ ...name, points: z.number() }))
    .meta({ description: 'The top three finishers' }),
  teams: z
    .array(z.object({ teamId: z.string(), team: z.string(), points: z.number() }))
    .meta({ description: 'The three teams that scored the most points in the race' }),
  positionsGained: z
    .array(
      z.object({
        ...name,
        gained: z.number().int(),
        from: z.string().meta({ description: 'Grid slot, e.g. "P14", or "Pit lane"' }),
        to: z.number().int(),
      }),
    )
    .meta({ description: 'The three classified finishers who gained the most places' }),
});

const summaryRoute = createRoute({
  method: 'get',
  path: '/{year}/{round}/summary',
  tags: ['Results'],
  summary: "A Grand Prix's podiums: drivers, teams (points scored in the race) and most positions gained",
  request: { params },
  responses: {
    200: jsonResponse('The podiums', summary),
    ...errors.badInput,
    404: errorResponse('No such round in that season'),
  },
});

export const raceSummaryRoutes = openApiApp().openapi(summaryRoute, async (c) => {
  const { year, round } = c.req.valid('param');
  const summary = await raceSummary(c.get('services'), year, round);
  if (!summary) throw new ApiError(404, 'not_found', `No round ${round} in ${year}`);
  return c.json(summary, 200);
});
