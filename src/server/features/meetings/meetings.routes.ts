import { Hono } from 'hono';
import type { AppEnv } from '#server/app-env.ts';
import { ApiError } from '#server/http/errors.ts';
import { cachedMeetings } from '#server/race-data/calendar.ts';
import { currentOrNextMeeting, featuredSession, lastResults } from '#shared/meetings.ts';

export const meetingRoutes = new Hono<AppEnv>()
  .get('/next', async (c) => {
    const services = c.get('services');
    const now = services.clock.now();
    const meeting = currentOrNextMeeting(await cachedMeetings(services), now);
    if (!meeting) throw new ApiError(404, 'not_found', 'No upcoming meeting is scheduled');
    return c.json({
      now: now.toISOString(),
      meeting,
      featuredSession: featuredSession(meeting, now) ?? null,
    });
  })
  .get('/last', async (c) => {
    const services = c.get('services');
    const last = lastResults(await cachedMeetings(services), services.clock.now());
    if (!last) throw new ApiError(404, 'not_found', 'No meeting has finished yet');
    return c.json(last);
  });
