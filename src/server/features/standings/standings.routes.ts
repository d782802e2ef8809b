import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '#server/app-env.ts';
import { ApiError } from '#server/http/errors.ts';
import { validate } from '#server/http/validate.ts';
import type { Services } from '#server/services.ts';
import { driverSeason } from './driver-page.server.ts';
import { driverStandings, type FanCounts, teamStandings } from './standings.server.ts';

const year = z.coerce.number().int().min(1950).max(2100);
const seasonParams = z.object({ year });
const driverParams = z.object({
  year,
  id: z
    .string()
    .regex(/^[A-Za-z]{1,3}$/, 'must be one to three letters')
    .transform((id) => id.toUpperCase()),
});

const noSeason = (year: number) => new ApiError(404, 'not_found', `No season ${year}`);

/**
 * Championship tables as they stand at the server's now, and a driver's season page data. The fan
 * counts on the cards come from the users' favourites, another feature: app.ts passes their reader.
 */
export const standingsRoutes = (fanCounts: (services: Services) => Promise<FanCounts>) =>
  new Hono<AppEnv>()
    .get('/:year/teams', validate('param', seasonParams), async (c) => {
      const { year } = c.req.valid('param');
      const services = c.get('services');
      const standings = await teamStandings(services, year, await fanCounts(services));
      if (!standings) throw noSeason(year);
      return c.json(standings);
    })
    .get('/:year/drivers', validate('param', seasonParams), async (c) => {
      const { year } = c.req.valid('param');
      const services = c.get('services');
      const standings = await driverStandings(services, year, await fanCounts(services));
      if (!standings) throw noSeason(year);
      return c.json(standings);
    })
    .get('/:year/drivers/:id', validate('param', driverParams), async (c) => {
      const { year, id } = c.req.valid('param');
      const services = c.get('services');
      const page = await driverSeason(services, year, id, await fanCounts(services));
      if (!page) throw new ApiError(404, 'not_found', `No driver ${id} in ${year}`);
      return c.json(page);
    });
