import type { RouteConfig } from '@hono/zod-openapi';
import { z } from 'zod';
import { errorBodySchema } from '#server/http/errors.ts';
import { errorResponse, jsonResponse, openApiApp } from '#server/http/openapi-app.ts';
import { defaultLimit, maxLimit } from './ergast-limits.ts';

/**
 * The /f1 API in the OpenAPI document. Its routes are one Hono handler that parses Ergast's path
 * grammar (ergast-path.ts), so the document describes the grammar by its common shapes rather than
 * one operation per combination of filters.
 */

const resources = [
  'seasons',
  'races',
  'results',
  'qualifying',
  'sprint',
  'drivers',
  'constructors',
  'circuits',
  'status',
  'driverStandings',
  'constructorStandings',
] as const;

const grammar = [
  'Ergast’s and Jolpica’s URLs: `/f1/[{season}[/{round}]][/{filter}/{value}…]/{resource}[/{value}].json`.',
  '`{season}` is a year or `current`; `{round}` a number, `last` or `next`. Filters come in any order:',
  '`circuits/{circuitId}`, `constructors/{constructorId}`, `drivers/{driverId}`, `grid/{n}`, `results/{n}`,',
  '`fastest/{n}` (`0` filters nothing), `status/{statusId}`, `qualifying/{n}` (first in Q1, Q2 or Q3 counts),',
  '`sprint/{n}`, `driverStandings/{n}`, `constructorStandings/{n}`, and on pit stops and laps `laps/{n}`,',
  '`pitstops/{n}`. Names are case-insensitive; `.json`, a trailing `/` or nothing end the path.',
  'Every value in the answer is a string. A path outside the grammar, or a filter the resource does not',
  'take, answers 400 with Jolpica’s `detail` beside the house `error`; an unknown id answers the empty table.',
].join(' ');

const paging = z.object({
  limit: z
    .string()
    .regex(/^[1-9]\d*$/)
    .optional()
    .meta({
      description: `Rows per page, ${defaultLimit} unless given; above ${maxLimit} it is cut to ${maxLimit}`,
    }),
  offset: z.string().regex(/^\d+$/).optional().meta({ description: 'Rows to skip, 0 unless given' }),
});

const season = z
  .string()
  .regex(/^(\d{4}|current)$/)
  .meta({ description: 'A year, or `current`' });
const round = z
  .string()
  .regex(/^(\d{1,3}|last|next)$/)
  .meta({ description: 'A round, `last` or `next`' });
const resource = z.enum(resources).meta({ description: 'What to list' });

const envelope = z
  .object({
    MRData: z.looseObject({
      xmlns: z.string(),
      series: z.literal('f1'),
      url: z.string(),
      limit: z.string(),
      offset: z.string(),
      total: z.string().meta({ description: 'Rows in the whole answer, whatever the limit' }),
    }),
  })
  .meta({
    id: 'ErgastResponse',
    description: 'Ergast’s MRData envelope; beside the paging it holds one `…Table` named after the resource',
  });

const throttled = errorBodySchema
  .extend({
    detail: z.string().meta({
      description: 'Jolpica’s message, e.g. `Request was throttled. Expected available in 1 second.`',
    }),
  })
  .meta({
    id: 'ErgastThrottled',
    description: 'The house error (`rate_limited` or `busy`) with Jolpica’s `detail` beside it',
  });

const retryHeaders = {
  'Retry-After': {
    description: 'Seconds until the client may ask again',
    required: true,
    schema: { type: 'integer' as const, minimum: 1 },
  },
  'Cache-Control': { description: '`no-store`', schema: { type: 'string' as const } },
};

const responses = {
  200: jsonResponse('The table, a page of its rows', envelope),
  304: { description: 'Unchanged since the ETag sent in If-None-Match' },
  400: errorResponse('A path outside the grammar, or a bad limit or offset'),
  429: {
    ...jsonResponse(
      'Rate limited: each client may make a burst of requests a second and a number an hour (Jolpica’s 4 and 500 unless configured otherwise); answers the server already made in the last second are not counted',
      throttled,
    ),
    headers: retryHeaders,
  },
  503: {
    ...jsonResponse(
      'Busy: this server answers the results API in turn, and a hundred requests are already waiting (`busy`); ask again after Retry-After',
      throttled,
    ),
    headers: retryHeaders,
  },
};

function operation(path: string, summary: string, params: z.ZodObject): RouteConfig {
  return {
    method: 'get',
    path,
    tags: ['Ergast'],
    summary,
    description: grammar,
    request: { params, query: paging },
    responses,
  };
}

/**
 * The /f1 operations, registered on an app of their own that is never mounted (ergast.routes.ts
 * answers them): the API document merges its paths beside /api's.
 */
export function ergastApiDescription() {
  const described = openApiApp();
  const registry = described.openAPIRegistry;
  registry.registerPath(
    operation('/f1/{resource}.json', 'A resource over every season', z.object({ resource })),
  );
  registry.registerPath(
    operation('/f1/{season}/{resource}.json', 'A resource of one season', z.object({ season, resource })),
  );
  registry.registerPath(
    operation(
      '/f1/{season}/{round}/{resource}.json',
      'A resource of one race',
      z.object({ season, round, resource }),
    ),
  );
  registry.registerPath(
    operation(
      '/f1/{season}/{round}/pitstops.json',
      'The pit stops of a race (duration, lap and stop number)',
      z.object({ season, round }),
    ),
  );
  registry.registerPath(
    operation(
      '/f1/{season}/{round}/laps/{lap}.json',
      'The timing of a lap of a race, from synced lap data (the empty table without)',
      z.object({ season, round, lap: z.string().regex(/^\d{1,4}$/) }),
    ),
  );
  return described;
}
