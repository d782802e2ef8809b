import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '#server/app-env.ts';
import { ApiError } from '#server/http/errors.ts';
import { validate } from '#server/http/validate.ts';
import { driverSeason } from './driver-page.server.ts';
import { driverStandings, teamStandings } from './standings.server.ts';

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

/** Championship tables as they stand at the server's now, and a driver's season page data. */
export const standingsRoutes = new Hono<AppEnv>()
  .get('/:year/teams', validate('param', seasonParams), async (c) => {
    const { year } = c.req.valid('param');
    const standings = await teamStandings(c.get('services'), year);
    if (!standings) throw noSeason(year);
    return c.json(standings);
  })
  .get('/:year/drivers', validate('param', seasonParams), async (c) => {
    const { year } = c.req.valid('param');
    const standings = await driverStandings(c.get('services'), year);
    if (!standings) throw noSeason(year);
    return c.json(standings);
  })
  .get('/:year/drivers/:id', validate('param', driverParams), async (c) => {
    const { year, id } = c.req.valid('param');
    const page = await driverSeason(c.get('services'), year, id);
    if (!page) throw new ApiError(404, 'not_found', `No driver ${id} in ${year}`);
    return c.json(page);
  });
