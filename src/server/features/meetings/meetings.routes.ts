import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { ApiError } from '#server/http/errors.ts';
import { errorResponse, jsonResponse, openApiApp } from '#server/http/openapi-app.ts';
import { cachedMeetings } from '#server/race-data/calendar.ts';
import { currentOrNextMeeting, featuredSession, lastResults } from '#shared/meetings.ts';
import { weekendSessionKinds } from '#shared/sessions.ts';

const session = z.object({
  kind: z.enum(weekendSessionKinds),
  startsAt: z.iso
    .datetime()
    .nullable()
    .meta({ description: 'Start instant; null when only the day is known' }),
  date: z.iso.date().meta({ description: 'The day, UTC' }),
});

const meeting = z
  .object({
    raceId: z.number().int(),
    year: z.number().int(),
    round: z.number().int(),
    name: z.string().meta({ description: 'The Grand Prix name, e.g. "Abu Dhabi Grand Prix"' }),
    officialName: z.string(),
    slug: z.string().meta({ description: 'The meeting page slug, e.g. "abu-dhabi-grand-prix"' }),
    countryName: z.string(),
    countryCode: z.string(),
    circuitId: z.string(),
    circuitName: z.string(),
    circuitLayoutId: z.string().nullable(),
    placeName: z.string(),
    timeZone: z
      .string()
      .optional()
      .meta({ description: 'The track\'s IANA time zone, e.g. "Europe/London", when known' }),
    cancelled: z
      .boolean()
      .optional()
      .meta({ description: "True when the meeting was called off (it stays in the calendar's history)" }),
    sessions: z.array(session).meta({ description: 'Sorted by start, race last' }),
  })
  .meta({ id: 'Meeting' });

const tags = ['Race weekends'];

const next = createRoute({
  method: 'get',
  path: '/next',
  tags,
  summary: 'The race weekend under way, else the next one, with its sessions and the featured session',
  responses: {
    200: jsonResponse(
      'The meeting',
      z.object({
        now: z.iso.datetime().meta({ description: "The server's clock" }),
        meeting,
        featuredSession: session
          .extend({ status: z.enum(['upcoming', 'live', 'finished']) })
          .nullable()
          .meta({ description: 'The live session, else the next to start; null once all have run' }),
      }),
    ),
    404: errorResponse('No upcoming meeting is scheduled'),
  },
});

const last = createRoute({
  method: 'get',
  path: '/last',
  tags,
  summary: 'The last finished weekend, unless the next one starts within a day',
  description: `When the next weekend starts within a day or is under way, the answer is \`{ skipped: true, message }\` instead.`,
  responses: {
    200: jsonResponse(
      'The meeting, or the skip message',
      z.discriminatedUnion('skipped', [
        z.object({ meeting, skipped: z.literal(false) }),
        z.object({ skipped: z.literal(true), message: z.string() }),
      ]),
    ),
    404: errorResponse('No meeting has finished yet'),
  },
});

export const meetingRoutes = openApiApp()
  .openapi(next, async (c) => {
    const services = c.get('services');
    const now = services.clock.now();
    const meeting = currentOrNextMeeting(await cachedMeetings(services), now);
    if (!meeting) throw new ApiError(404, 'not_found', 'No upcoming meeting is scheduled');
    return c.json(
      {
        now: now.toISOString(),
        meeting,
        featuredSession: featuredSession(meeting, now) ?? null,
      },
      200,
    );
  })
  .openapi(last, async (c) => {
    const services = c.get('services');
    const last = lastResults(await cachedMeetings(services), services.clock.now());
    if (!last) throw new ApiError(404, 'not_found', 'No meeting has finished yet');
    return c.json(last, 200);
  });
