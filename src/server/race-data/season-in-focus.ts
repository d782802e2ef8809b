import type { Services } from '#server/services.ts';
import { seasonInFocusAt } from '#shared/meetings.ts';
import { cachedMeetings } from './calendar.ts';

/**
 * The season standings, schedule, results and links show by default: the season of the current or
 * most recent meeting by the clock, unless `CURRENT_SEASON` pins one (a demo, a frozen archive).
 * With no meetings in the database, the clock's calendar year.
 */
export async function seasonInFocus(services: Services): Promise<number> {
  const pinned = services.env.CURRENT_SEASON;
  if (pinned !== undefined) return pinned;
  const now = services.clock.now();
  return seasonInFocusAt(await cachedMeetings(services), now) ?? now.getUTCFullYear();
}
