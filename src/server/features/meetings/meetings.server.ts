import { cachedRaceData } from '#server/race-data/race-data-cache.ts';
import type { Services } from '#server/services.ts';
import type { Meeting } from '#shared/meetings.ts';
import { listMeetings } from './meetings.queries.ts';

/** All meetings, from the in-memory cache. */
export function cachedMeetings({ cache, db }: Services): Promise<Meeting[]> {
  return cachedRaceData({ cache }, 'meetings:all', () => listMeetings(db));
}
