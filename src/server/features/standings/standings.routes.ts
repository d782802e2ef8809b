import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { ApiError } from '#server/http/errors.ts';
import { errorResponse, errors, jsonResponse, openApiApp } from '#server/http/openapi-app.ts';
import { driverSeason } from '#server/race-data/driver-season.ts';
import { driverStandings, type FanCounts, teamStandings } from '#server/race-data/standings.ts';
import type { Services } from '#server/services.ts';
import { driverSeasonSchema, driverStandingsSchema, teamStandingsSchema } from './standings.schemas.ts';

const year = z.coerce.number().int().min(1950).max(2100).meta({ description: 'Season, e.g. 2025' });
const seasonParams = z.object({ year });
const driverParams = z.object({
  year,
  id: z
    .string()
    .regex(/^[A-Za-z]{1,3}$/, 'must be one to three letters')
    .meta({
      description: 'The driver page id: the first three letters of the surname, any case',
      example: 'NOR',
    })
    .transform((id) => id.toUpperCase()),
});

const noSeason = (year: number) => new ApiError(404, 'not_found', `No season ${year}`);
const tags = ['Standings'];

const teams = createRoute({
  method: 'get',
  path: '/{year}/teams',
  tags,
  summary: "The constructors' championship as it stands at the server's now",
  description:
    'One row per team with line-up, wins, fans and images; positions and points are null before the first race.',
  request: { params: seasonParams },
  responses: {
    200: jsonResponse('The table', teamStandingsSchema),
    ...errors.badInput,
    404: errorResponse('No such season'),
  },
});

const drivers = createRoute({
  method: 'get',
  path: '/{year}/drivers',
  tags,
  summary: "The drivers' championship as it stands at the server's now",
  description: 'One row per race driver with team, wins, fans, nationality and photo.',
  request: { params: seasonParams },
  responses: {
    200: jsonResponse('The table', driverStandingsSchema),
    ...errors.badInput,
    404: errorResponse('No such season'),
  },
});

const driver = createRoute({
  method: 'get',
  path: '/{year}/drivers/{id}',
  tags,
  summary: "A driver's season (race by race, points progression) and career numbers",
  request: { params: driverParams },
  responses: {
    200: jsonResponse('The driver page data', driverSeasonSchema),
    ...errors.badInput,
    404: errorResponse('No race driver of that season has this page id'),
  },
});

/**
 * Championship tables as they stand at the server's now, and a driver's season page data. The fan
 * counts on the cards come from the users' favourites, another feature: the API composes their reader in.
 */
export const standingsRoutes = (fanCounts: (services: Services) => Promise<FanCounts>) =>
  openApiApp()
    .openapi(teams, async (c) => {
      const { year } = c.req.valid('param');
      const services = c.get('services');
      const standings = await teamStandings(services, year, await fanCounts(services));
      if (!standings) throw noSeason(year);
      return c.json(standings, 200);
    })
    .openapi(drivers, async (c) => {
      const { year } = c.req.valid('param');
      const services = c.get('services');
      const standings = await driverStandings(services, year, await fanCounts(services));
      if (!standings) throw noSeason(year);
      return c.json(standings, 200);
    })
    .openapi(driver, async (c) => {
      const { year, id } = c.req.valid('param');
      const services = c.get('services');
      const page = await driverSeason(services, year, id, await fanCounts(services));
      if (!page) throw new ApiError(404, 'not_found', `No driver ${id} in ${year}`);
      return c.json(page, 200);
    });
