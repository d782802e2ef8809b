import { $, createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { type SignedInEnv, signedIn } from '#server/auth/require-user.ts';
import { sameOriginMutations } from '#server/auth/same-origin.ts';
import {
  errorResponse,
  errors,
  jsonBody,
  jsonResponse,
  openApiApp,
  signedInSecurity,
} from '#server/http/openapi-app.ts';
import { reactionSubmission } from '#shared/reaction-game.schemas.ts';
import { leaderboards, playerTimes, submitReactionTime } from './reaction-game.server.ts';

const tags = ['Reaction game'];
const board = z.object({
  period: z.enum(['daily', 'all-time']),
  rows: z.array(z.object({ userId: z.string(), name: z.string(), bestMs: z.number().int() })),
});
const player = z.object({
  bestMs: z.number().int().nullable(),
  recent: z.array(z.object({ timeMs: z.number().int(), at: z.string() })),
});

const leaderboardRoute = createRoute({
  method: 'get',
  path: '/leaderboard',
  tags,
  summary: "Signed-in players' best reaction times: today (UTC) and all time, fastest first",
  responses: { 200: jsonResponse('Both boards', z.object({ daily: board, allTime: board })) },
});

const mineRoute = createRoute({
  method: 'get',
  path: '/mine',
  tags,
  summary: "The signed-in player's best time and latest attempts",
  security: signedInSecurity,
  middleware: [signedIn] as const,
  responses: { 200: jsonResponse('Best and recent times', player), ...errors.signedOut },
});

const submitRoute = createRoute({
  method: 'post',
  path: '/times',
  tags,
  summary: 'Stores a reaction time of the signed-in player',
  description:
    'Times are milliseconds from lights out, 100 to 2000 (faster is a guess, slower not a reaction). At most 15 a minute per player (429 beyond).',
  security: signedInSecurity,
  middleware: [signedIn] as const,
  request: { body: jsonBody(reactionSubmission) },
  responses: {
    200: jsonResponse(
      'The stored time with the best and latest attempts',
      player.extend({ timeMs: z.number().int() }),
    ),
    ...errors.badInput,
    ...errors.signedOut,
    ...errors.crossSite,
    ...errors.notJson,
    429: errorResponse('Too many submissions; try again in a minute'),
  },
});

const serialise = (times: Awaited<ReturnType<typeof playerTimes>>) => ({
  bestMs: times.bestMs,
  recent: times.recent.map((row) => ({ timeMs: row.timeMs, at: row.at.toISOString() })),
});

/** The reaction game's leaderboards and signed-in players' times. */
export const reactionGameRoutes = $(openApiApp<SignedInEnv>().use(sameOriginMutations))
  .openapi(leaderboardRoute, async (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json(await leaderboards(c.get('services')), 200);
  })
  .openapi(mineRoute, async (c) =>
    c.json(serialise(await playerTimes(c.get('services'), c.get('user').id)), 200),
  )
  .openapi(submitRoute, async (c) => {
    const stored = await submitReactionTime(c.get('services'), c.get('user').id, c.req.valid('json'));
    return c.json({ timeMs: stored.timeMs, ...serialise(stored) }, 200);
  });
