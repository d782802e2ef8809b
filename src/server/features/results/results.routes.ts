import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { ApiError } from '#server/http/errors.ts';
import { errorResponse, errors, jsonResponse, openApiApp } from '#server/http/openapi-app.ts';
import { qualifyingRoundSchema, raceRoundSchema } from '#shared/results-archive.schemas.ts';
import { archiveRound } from './results.server.ts';

const params = z.object({
  year: z.coerce.number().int().min(1950).max(2100).meta({ description: 'Season, e.g. 2025' }),
  round: z.coerce.number().int().min(1).max(99).meta({ description: 'Round of the season' }),
  kind: z.enum(['race', 'qualifying']).meta({ description: 'The race (with its sprint) or qualifying' }),
});

const roundRoute = createRoute({
  method: 'get',
  path: '/{year}/{round}/{kind}',
  tags: ['Results'],
  summary: 'One round of the results archive: the race with its sprint, or qualifying',
  description:
    'Only rounds whose session the server clock has seen end; what the results pages load as the visitor scrolls.',
  request: { params },
  responses: {
    200: jsonResponse('The round', z.union([raceRoundSchema, qualifyingRoundSchema])),
    ...errors.badInput,
    404: errorResponse('No such round, or not run yet'),
  },
});

export const resultsRoutes = openApiApp().openapi(roundRoute, async (c) => {
  const { year, round, kind } = c.req.valid('param');
  const found = await archiveRound(c.get('services'), year, round, kind);
  if (!found) throw new ApiError(404, 'not_found', `No ${kind} results for round ${round} of ${year}`);
  return c.json(found, 200);
});
