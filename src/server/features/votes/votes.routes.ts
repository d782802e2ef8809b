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
import { voteSubmission } from '#shared/votes.schemas.ts';
import { voteCategories } from '#shared/votes.ts';
import { type DriverCandidate, raceBallot, type TeamCandidate } from './ballot.server.ts';
import { meetingOf, picksFor, raceResults, submitVotes, votedMeetings, votingState } from './votes.server.ts';

const tags = ['Fan votes'];
const picks = z
  .object(Object.fromEntries(voteCategories.map((category) => [category, z.string().optional()])))
  .meta({ description: 'Candidate id by category; a category not voted on is absent' });
const params = z.object({
  season: z.coerce.number().int().min(1950).max(2100).meta({ description: 'Season, e.g. 2025' }),
  round: z.coerce.number().int().min(1).max(99).meta({ description: 'Round of the season' }),
});
const categoryResult = z.object({
  category: z.enum(voteCategories),
  label: z.string(),
  total: z.number().int(),
  rows: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      code: z.string().meta({ description: "The driver's or team's three-letter code" }),
      teamCode: z.string().meta({ description: "The team's three-letter code" }),
      teamName: z.string(),
      colour: z.string(),
      textColour: z.string().meta({ description: 'A text colour that reads on `colour`' }),
      imageUrl: z.string().nullable().meta({ description: "The driver's photo or the team's logo" }),
      number: z.string().nullable().meta({ description: "The driver's number this season; null for a team" }),
      countryCode: z
        .string()
        .nullable()
        .meta({ description: "The driver's nationality, ISO 3166-1 alpha-2, lower case; null for a team" }),
      votes: z.number().int(),
      percent: z.number().int(),
    }),
  ),
});
const candidate = z.object({
  id: z.string().meta({ description: 'Driver id, or team id for best team: what a vote names' }),
  name: z.string(),
  code: z.string(),
  teamName: z.string(),
  teamCode: z.string(),
  position: z.number().int().meta({ description: "Finishing position (the team's best car for a team)" }),
  points: z.number(),
});
const raceVotes = z.object({
  season: z.number().int(),
  round: z.number().int(),
  name: z.string(),
  status: z.enum(['not-yet', 'open', 'closed']),
  closesAt: z
    .string()
    .nullable()
    .meta({ description: 'When voting closes (the next meeting starts); null: not known yet' }),
  candidates: z.object(Object.fromEntries(voteCategories.map((category) => [category, z.array(candidate)]))),
  results: z.array(categoryResult),
});

const racesRoute = createRoute({
  method: 'get',
  path: '/races',
  tags,
  summary: 'Races fans voted on, newest first',
  responses: {
    200: jsonResponse(
      'Races with votes',
      z.array(
        z.object({
          season: z.number().int(),
          round: z.number().int(),
          name: z.string(),
          voters: z.number().int(),
        }),
      ),
    ),
  },
});

const resultsRoute = createRoute({
  method: 'get',
  path: '/{season}/{round}',
  tags,
  summary: "Fan's Choice Awards of one race: votes and percentages per category",
  request: { params },
  responses: {
    200: jsonResponse('The race and its results', raceVotes),
    ...errors.badInput,
    404: errorResponse('No such race'),
  },
});

const mineRoute = createRoute({
  method: 'get',
  path: '/{season}/{round}/mine',
  tags,
  summary: "The signed-in user's picks for a race",
  security: signedInSecurity,
  middleware: [signedIn] as const,
  request: { params },
  responses: {
    200: jsonResponse('The picks', picks),
    ...errors.badInput,
    ...errors.signedOut,
    404: errorResponse('No such race'),
  },
});

const voteRoute = createRoute({
  method: 'post',
  path: '/',
  tags,
  summary: 'Votes (or changes votes) on a race',
  description:
    'One vote per user, race and category; voting again in a category replaces the vote. Voting opens when the race weekend ends and closes when the next meeting starts. Best point scorer takes a driver who scored points, best of the rest a classified driver without points, best team a team in the race. At most 20 submissions a minute per user (429 beyond).',
  security: signedInSecurity,
  middleware: [signedIn] as const,
  request: { body: jsonBody(voteSubmission) },
  responses: {
    200: jsonResponse("The user's picks for the race after the vote", picks),
    ...errors.badInput,
    ...errors.signedOut,
    ...errors.crossSite,
    ...errors.notJson,
    429: errorResponse('Too many submissions; try again in a minute'),
  },
});

const candidateSummary = (entry: DriverCandidate | TeamCandidate) =>
  'teamCode' in entry
    ? {
        id: entry.id,
        name: entry.name,
        code: entry.code,
        teamName: entry.teamName,
        teamCode: entry.teamCode,
        position: entry.position,
        points: entry.points,
      }
    : {
        id: entry.id,
        name: entry.name,
        code: entry.code,
        teamName: entry.name,
        teamCode: entry.code,
        position: entry.bestPosition,
        points: entry.points,
      };

async function meetingOr404(services: Parameters<typeof meetingOf>[0], season: number, round: number) {
  const meeting = await meetingOf(services, season, round);
  if (!meeting) throw new ApiError(404, 'not_found', `No race is round ${round} of ${season}`);
  return meeting;
}

/** Fan's Choice Awards: the results anyone may read, and the signed-in user's votes. */
export const voteRoutes = $(openApiApp<SignedInEnv>().use(sameOriginMutations))
  .openapi(racesRoute, async (c) => {
    const meetings = await votedMeetings(c.get('services'));
    c.header('Cache-Control', 'no-cache');
    return c.json(
      meetings.map(({ year, round, name, voters }) => ({ season: year, round, name, voters })),
      200,
    );
  })
  .openapi(resultsRoute, async (c) => {
    const services = c.get('services');
    const { season, round } = c.req.valid('param');
    const meeting = await meetingOr404(services, season, round);
    const ballot = await raceBallot(services, meeting);
    const [state, results] = await Promise.all([
      votingState(services, meeting),
      raceResults(services, meeting, ballot),
    ]);
    c.header('Cache-Control', 'no-cache');
    return c.json(
      {
        season,
        round,
        name: meeting.name,
        status: state.status,
        closesAt: state.closesAt === null ? null : new Date(state.closesAt).toISOString(),
        candidates: Object.fromEntries(
          voteCategories.map((category) => [category, ballot[category].map(candidateSummary)]),
        ),
        results,
      },
      200,
    );
  })
  .openapi(mineRoute, async (c) => {
    const services = c.get('services');
    const { season, round } = c.req.valid('param');
    const meeting = await meetingOr404(services, season, round);
    return c.json(await picksFor(services, c.get('user').id, meeting), 200);
  })
  .openapi(voteRoute, async (c) => {
    const services = c.get('services');
    // The body was parsed by the declaration; the service checks it again with the race data.
    return c.json(await submitVotes(services, c.get('user').id, c.req.valid('json')), 200);
  });
