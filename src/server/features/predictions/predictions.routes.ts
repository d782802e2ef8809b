import { $, createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { type SignedInEnv, signedIn } from '#server/auth/require-user.ts';
import { sameOriginMutations } from '#server/auth/same-origin.ts';
import { ApiError } from '#server/http/errors.ts';
import {
  errorResponse,
  errors,
  jsonBody,
  jsonResponse,
  openApiApp,
  signedInSecurity,
} from '#server/http/openapi-app.ts';
import { raceReader } from '#server/race-data/race-reader.ts';
import { pickSubmission } from '#shared/predictions.schemas.ts';
import { pickKinds } from '#shared/predictions.ts';
import { shieldOff } from '#shared/spoiler-shield.ts';
import {
  closeLeague,
  createLeague,
  joinLeague,
  leagueFor,
  leaveLeague,
  removeMember,
  renewInvite,
  seasonTable,
} from './leagues.server.ts';
import { picksFor, predictionMeeting, submitPicks } from './predictions.server.ts';

const tags = ['Predictions'];
const params = z.object({
  season: z.coerce.number().int().min(1950).max(2100).meta({ description: 'Season, e.g. 2025' }),
  round: z.coerce.number().int().min(1).max(99).meta({ description: 'Round of the season' }),
});
const pick = z.object({
  kind: z.enum(pickKinds),
  label: z.string(),
  locksAt: z.string().meta({ description: 'When the pick locks: its session starts (ISO 8601)' }),
  locked: z.boolean(),
  driverId: z.string().nullable().meta({ description: 'The driver picked; null when none' }),
  points: z.number().int().nullable().meta({ description: 'Null until its session’s result is stored' }),
});
const picks = z.array(pick).meta({ description: 'Every pick the weekend offers, made or not' });
const tableRow = z.object({
  place: z.number().int().meta({ description: 'Equal on points and exact picks share a place' }),
  name: z.string().meta({ description: 'The player’s display name' }),
  points: z.number().int(),
  exact: z.number().int().meta({ description: 'Picks that earned full points: the first tie-break' }),
});
const leagueId = z.object({ id: z.string().max(20) });
const created = z.object({ id: z.string(), inviteToken: z.string().nullable() });

const mineRoute = createRoute({
  method: 'get',
  path: '/{season}/{round}/mine',
  tags,
  summary: "The signed-in fan's picks for a Grand Prix weekend",
  security: signedInSecurity,
  middleware: [signedIn] as const,
  request: { params },
  responses: {
    200: jsonResponse('The picks', picks),
    ...errors.badInput,
    ...errors.signedOut,
    404: errorResponse('No such Grand Prix'),
  },
});

const submitRoute = createRoute({
  method: 'post',
  path: '/',
  tags,
  summary: 'Makes, changes or clears picks for a Grand Prix weekend',
  description:
    'Each pick names a driver entered for the round (an empty string clears it); a pick left out stays. A pick locks when its session starts (pole: qualifying, sprint winner: the sprint, the rest: the race): changing it after is a 409. One driver per podium place (400). Nothing is stored when anything is refused. At most 20 submissions a minute per fan (429 beyond).',
  security: signedInSecurity,
  middleware: [signedIn] as const,
  request: { body: jsonBody(pickSubmission) },
  responses: {
    200: jsonResponse("The fan's picks for the weekend after the change", picks),
    ...errors.badInput,
    ...errors.signedOut,
    ...errors.crossSite,
    409: errorResponse('A pick whose session has started was changed'),
    ...errors.notJson,
    ...errors.rateLimited,
  },
});

const tableRoute = createRoute({
  method: 'get',
  path: '/{season}/table',
  tags,
  summary: 'The season table of every player, fifty a page',
  request: {
    params: params.pick({ season: true }),
    query: z.object({ page: z.coerce.number().int().min(1).max(100_000).optional() }),
  },
  responses: {
    200: jsonResponse(
      'One page of the table',
      z.object({
        season: z.number().int(),
        players: z.number().int(),
        page: z.number().int(),
        rows: z.array(tableRow),
      }),
    ),
    ...errors.badInput,
  },
});

const createLeagueRoute = createRoute({
  method: 'post',
  path: '/leagues',
  tags,
  summary: 'Creates a private league; the fan owns it and is its first member',
  security: signedInSecurity,
  middleware: [signedIn] as const,
  request: { body: jsonBody(z.object({ name: z.string().meta({ description: '3 to 40 characters' }) })) },
  responses: {
    201: jsonResponse('The league, with its invite token', created),
    ...errors.badInput,
    ...errors.signedOut,
    ...errors.crossSite,
    409: errorResponse('The fan is in as many leagues as allowed'),
    ...errors.notJson,
    ...errors.rateLimited,
  },
});

const joinRoute = createRoute({
  method: 'post',
  path: '/leagues/join',
  tags,
  summary: 'Joins the league an invite token names (joining again changes nothing)',
  security: signedInSecurity,
  middleware: [signedIn] as const,
  request: { body: jsonBody(z.object({ invite: z.string().max(64) })) },
  responses: {
    200: jsonResponse('The league joined', z.object({ id: z.string() })),
    ...errors.badInput,
    ...errors.signedOut,
    ...errors.crossSite,
    404: errorResponse('The token is unknown, renewed or its league closed'),
    409: errorResponse('The league is full, or the fan is in as many leagues as allowed'),
    ...errors.notJson,
    ...errors.rateLimited,
  },
});

const renewRoute = createRoute({
  method: 'post',
  path: '/leagues/{id}/invite',
  tags,
  summary: "Replaces a league's invite token (owner only); the old one stops working",
  security: signedInSecurity,
  middleware: [signedIn] as const,
  request: { params: leagueId },
  responses: {
    200: jsonResponse('The new token', created),
    ...errors.signedOut,
    403: errorResponse('Not the owner, or a cross-site request'),
    404: errorResponse('No such league among the fan’s'),
    409: errorResponse('The league is closed'),
  },
});

const closeRoute = createRoute({
  method: 'delete',
  path: '/leagues/{id}',
  tags,
  summary: 'Closes a league (owner only): nobody joins any more; its table stays',
  security: signedInSecurity,
  middleware: [signedIn] as const,
  request: { params: leagueId },
  responses: {
    200: jsonResponse('The league, closed', z.object({ id: z.string(), closed: z.literal(true) })),
    ...errors.signedOut,
    403: errorResponse('Not the owner, or a cross-site request'),
    404: errorResponse('No such league among the fan’s'),
  },
});

const memberRoute = createRoute({
  method: 'delete',
  path: '/leagues/{id}/members/{userId}',
  tags,
  summary: 'Leaves a league (one’s own id), or removes a member (owner only)',
  security: signedInSecurity,
  middleware: [signedIn] as const,
  request: { params: leagueId.extend({ userId: z.string().max(100) }) },
  responses: {
    200: jsonResponse(
      'Who is no longer a member',
      z.object({
        id: z.string(),
        userId: z.string(),
        left: z.boolean().meta({ description: 'True when one left' }),
      }),
    ),
    ...errors.signedOut,
    403: errorResponse('Removing someone else without owning the league, or a cross-site request'),
    404: errorResponse('No such league among the fan’s, or no such member'),
    409: errorResponse('The owner cannot leave: they close the league'),
  },
});

/** Predict the weekend: the fan's picks, the season table, and leagues among friends. */
export const predictionRoutes = $(openApiApp<SignedInEnv>().use(sameOriginMutations))
  .openapi(mineRoute, async (c) => {
    const services = c.get('services');
    const { season, round } = c.req.valid('param');
    const meeting = await predictionMeeting(services, season, round);
    if (!meeting) throw new ApiError(404, 'not_found', `No Grand Prix is round ${round} of ${season}`);
    return c.json(await picksFor(services, c.get('user').id, meeting), 200);
  })
  .openapi(submitRoute, async (c) =>
    // The body was parsed by the declaration; the service checks it again with the race data.
    c.json(await submitPicks(c.get('services'), c.get('user').id, c.req.valid('json')), 200),
  )
  .openapi(tableRoute, async (c) => {
    const { season } = c.req.valid('param');
    const page = c.req.valid('query').page ?? 1;
    // The table as scored: a program reads it whole; the pages apply each fan's spoiler shield.
    const table = await seasonTable(raceReader(c.get('services'), shieldOff), season, { page });
    c.header('Cache-Control', 'no-cache');
    return c.json(
      {
        season,
        players: table.players,
        page,
        rows: table.rows.map(({ place, name, points, exact }) => ({ place, name, points, exact })),
      },
      200,
    );
  })
  .openapi(createLeagueRoute, async (c) => {
    const services = c.get('services');
    const userId = c.get('user').id;
    const id = await createLeague(services, userId, c.req.valid('json'));
    return c.json({ id, inviteToken: (await leagueFor(services, userId, id)).inviteToken }, 201);
  })
  .openapi(joinRoute, async (c) => {
    const id = await joinLeague(c.get('services'), c.get('user').id, c.req.valid('json').invite);
    return c.json({ id }, 200);
  })
  .openapi(renewRoute, async (c) => {
    const services = c.get('services');
    const userId = c.get('user').id;
    const { id } = c.req.valid('param');
    await renewInvite(services, userId, id);
    return c.json({ id, inviteToken: (await leagueFor(services, userId, id)).inviteToken }, 200);
  })
  .openapi(closeRoute, async (c) => {
    const { id } = c.req.valid('param');
    await closeLeague(c.get('services'), c.get('user').id, id);
    return c.json({ id, closed: true as const }, 200);
  })
  .openapi(memberRoute, async (c) => {
    const services = c.get('services');
    const me = c.get('user').id;
    const { id, userId } = c.req.valid('param');
    if (userId === me) await leaveLeague(services, me, id);
    else await removeMember(services, me, id, userId);
    return c.json({ id, userId, left: userId === me }, 200);
  });
