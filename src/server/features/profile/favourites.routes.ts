import { $, createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { type SignedInEnv, signedIn } from '#server/auth/require-user.ts';
import { sameOriginMutations } from '#server/auth/same-origin.ts';
import { errors, jsonBody, jsonResponse, openApiApp, signedInSecurity } from '#server/http/openapi-app.ts';
import { currentLineUp } from '#server/race-data/line-up.ts';
import { favouritesInput } from '#shared/accounts.ts';
import { fanCounts, favouritesOf } from './favourites.server.ts';
import { saveProfile } from './profile-write.server.ts';

const fans = z.number().int().min(0).meta({ description: 'How many users hold it as their favourite' });
const favouriteIds = z.object({ driverId: z.string().nullable(), teamId: z.string().nullable() });
const lineUp = z.object({
  season: z.number().int(),
  drivers: z.array(
    z.object({
      id: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      teamId: z.string().meta({ description: 'The team he drives for last in the season' }),
    }),
  ),
  teams: z.array(z.object({ id: z.string(), name: z.string(), colour: z.string().nullable() })),
});

const tags = ['Favourites'];

const driverFans = createRoute({
  method: 'get',
  path: '/drivers/fans',
  tags,
  summary: 'How many users hold each driver as their favourite',
  responses: {
    200: jsonResponse('Drivers with at least one fan', z.array(z.object({ driverId: z.string(), fans }))),
  },
});

const teamFans = createRoute({
  method: 'get',
  path: '/teams/fans',
  tags,
  summary: 'How many users hold each team as their favourite',
  responses: {
    200: jsonResponse('Teams with at least one fan', z.array(z.object({ teamId: z.string(), fans }))),
  },
});

const lineUpRoute = createRoute({
  method: 'get',
  path: '/line-up',
  tags,
  summary: "The current season's drivers and teams a user may pick",
  responses: { 200: jsonResponse('The line-up', lineUp) },
});

const mine = createRoute({
  method: 'get',
  path: '/mine',
  tags,
  summary: "The signed-in user's favourite driver and team",
  security: signedInSecurity,
  middleware: [signedIn] as const,
  responses: { 200: jsonResponse('The favourites (null: none)', favouriteIds), ...errors.signedOut },
});

const setMine = createRoute({
  method: 'put',
  path: '/mine',
  tags,
  summary: "Sets the signed-in user's favourite driver and team",
  description:
    "Each id must be in the current season's line-up (`GET /api/favourites/line-up`); null or an empty string clears it.",
  security: signedInSecurity,
  middleware: [signedIn] as const,
  request: { body: jsonBody(favouritesInput) },
  responses: {
    200: jsonResponse('The stored favourites', favouriteIds),
    ...errors.badInput,
    ...errors.signedOut,
    ...errors.crossSite,
    ...errors.notJson,
    ...errors.rateLimited,
  },
});

/**
 * Favourite drivers and teams: the public fan counts the standings use, the line-up to pick from,
 * and the signed-in user's own pick (saved like the rest of the profile).
 */
export const favouriteRoutes = $(openApiApp<SignedInEnv>().use(sameOriginMutations))
  .openapi(driverFans, async (c) => {
    const { drivers } = await fanCounts(c.get('services'));
    c.header('Cache-Control', 'no-cache');
    return c.json(
      [...drivers].map(([driverId, fans]) => ({ driverId, fans })),
      200,
    );
  })
  .openapi(teamFans, async (c) => {
    const { teams } = await fanCounts(c.get('services'));
    c.header('Cache-Control', 'no-cache');
    return c.json(
      [...teams].map(([teamId, fans]) => ({ teamId, fans })),
      200,
    );
  })
  .openapi(lineUpRoute, async (c) => c.json(await currentLineUp(c.get('services')), 200))
  .openapi(mine, async (c) => c.json(await favouritesOf(c.get('services'), c.get('user').id), 200))
  .openapi(setMine, async (c) => {
    const saved = await saveProfile(c.get('services'), c.get('user').id, c.req.valid('json'));
    return c.json(saved.favourites, 200);
  });
