import { zValidator } from '@hono/zod-validator';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '#server/app-env.ts';
import { ApiError } from '#server/http/errors.ts';
import { validate } from '#server/http/validate.ts';
import { seasonMeetings } from '#server/race-data/calendar.ts';
import { parseSessionSelection, sessionChoices } from '#shared/calendar-export.ts';
import { seasonCalendar } from './schedule-ics.ts';

const feedParams = z.object({
  file: z.string().regex(/^\d{4}\.ics$/),
});

const feedQuery = z.object({
  sessions: z
    .union([z.string(), z.array(z.string())])
    .optional()
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

/** The schedule as a calendar feed: GET /api/schedule/{year}.ics[?sessions=race,qualifying]. */
export const scheduleRoutes = new Hono<AppEnv>().get(
  '/:file',
  zValidator('param', feedParams, (result) => {
    if (!result.success)
      throw new ApiError(404, 'not_found', 'Calendar feeds are at /api/schedule/{year}.ics');
  }),
  validate('query', feedQuery),
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
);
