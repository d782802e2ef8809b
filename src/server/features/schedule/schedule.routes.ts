import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { ApiError } from '#server/http/errors.ts';
import { errorResponse, openApiApp, validationHook } from '#server/http/openapi-app.ts';
import { seasonMeetings } from '#server/race-data/calendar.ts';
import { parseSessionSelection, sessionChoices } from '#shared/calendar-export.ts';
import { seasonCalendar } from './schedule-ics.ts';

const feedParams = z.object({
  file: z
    .string()
    .regex(/^\d{4}\.ics$/)
    .meta({ description: 'The season’s feed, `{year}.ics`', example: '2025.ics' }),
});

const feedQuery = z.object({
  sessions: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .meta({
      description: `Session kinds to include, comma-separated and/or repeated: ${sessionChoices.join(', ')}. All when absent.`,
      example: 'qualifying,race',
    })
    .transform((value, ctx) => {
      const selection = parseSessionSelection(value === undefined ? [] : [value].flat());
      if ('kinds' in selection) return selection.kinds;
      ctx.addIssue({
        code: 'custom',
        message: `"${selection.unknown}" is not a session; use a comma-separated list of ${sessionChoices.join(', ')}`,
      });
      return z.NEVER;
    }),
});

const notAFeed = () => new ApiError(404, 'not_found', 'Calendar feeds are at /api/schedule/{year}.ics');

const feed = createRoute({
  method: 'get',
  path: '/{file}',
  tags: ['Race weekends'],
  summary: "A season's sessions as an iCalendar feed",
  description: 'Each event keeps its UID across downloads, so calendar apps update it in place.',
  request: { params: feedParams, query: feedQuery },
  responses: {
    200: {
      description: 'The feed, as an attachment `pitwall-f1-{year}.ics`',
      content: { 'text/calendar': { schema: z.string() } },
    },
    400: errorResponse('`sessions` names no session kind'),
    404: errorResponse('No schedule for that season, or a file name other than `{year}.ics`'),
  },
});

/** The schedule as a calendar feed: GET /api/schedule/{year}.ics[?sessions=race,qualifying]. */
export const scheduleRoutes = openApiApp().openapi(
  feed,
  async (c) => {
    const services = c.get('services');
    const year = Number(c.req.valid('param').file.slice(0, 4));
    const { sessions } = c.req.valid('query');
    const meetings = await seasonMeetings(services, year);
    if (meetings.length === 0) throw new ApiError(404, 'not_found', `No schedule for ${year}`);
    const body = seasonCalendar(year, meetings, sessions, services.env.PUBLIC_URL, services.clock.now());
    return c.body(body, 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="pitwall-f1-${year}.ics"`,
      'Cache-Control': 'public, max-age=3600',
    });
  },
  // Another file name is no feed at all: 404 before any complaint about the query.
  (result, c) => {
    if (!result.success && !feedParams.safeParse(c.req.param()).success) throw notAFeed();
    validationHook(result);
  },
);
