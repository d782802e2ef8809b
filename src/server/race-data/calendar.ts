import { cachedRaceData } from '#server/race-data/race-data-cache.ts';
import type { Services } from '#server/services.ts';
import type { Meeting } from '#shared/meetings.ts';
import { firstResultsSeason } from '#shared/results-archive.ts';
import { listMeetings } from './calendar.queries.ts';

/** All meetings, from the in-memory cache. */
export function cachedMeetings({ cache, db }: Services): Promise<Meeting[]> {
  return cachedRaceData({ cache }, 'meetings:all', () => listMeetings(db));
}

/** The seasons the schedule offers: the archive's first to the last one in the data, newest first. */
export async function scheduleSeasons(services: Services): Promise<number[]> {
  const meetings = await cachedMeetings(services);
  const last = meetings.at(-1)?.year ?? services.env.CURRENT_SEASON ?? services.clock.now().getUTCFullYear();
  const seasons: number[] = [];
  for (let year = last; year >= firstResultsSeason; year -= 1) seasons.push(year);
  return seasons;
}

/** A season's meetings, by round. */
export async function seasonMeetings(services: Services, year: number): Promise<Meeting[]> {
  return (await cachedMeetings(services)).filter((meeting) => meeting.year === year);
}

/** The meeting a /schedule/:year/:meeting_name URL names, if any. */
export async function findMeeting(
  services: Services,
  year: number,
  slug: string,
): Promise<Meeting | undefined> {
  return (await seasonMeetings(services, year)).find((meeting) => meeting.slug === slug);
}
