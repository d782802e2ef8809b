import { cachedRaceData } from '#server/race-data/race-data-cache.ts';
import type { Services } from '#server/services.ts';
import type { Meeting } from '#shared/meetings.ts';
import { onceFor } from '#shared/once-for.ts';
import { firstResultsSeason } from '#shared/results-archive.ts';
import { listMeetings } from './calendar.queries.ts';
import { readCircuitTimeZones } from './circuit-time-zones.ts';

/** All meetings, each with its track's time zone when the committed file knows it, from the in-memory cache. */
export function cachedMeetings({ cache, db }: Services): Promise<Meeting[]> {
  return cachedRaceData({ cache }, 'meetings:all', async () => {
    const zones = readCircuitTimeZones();
    const meetings = await listMeetings(db);
    return meetings.map((meeting) => {
      const timeZone = zones.get(meeting.circuitId);
      return timeZone ? { ...meeting, timeZone } : meeting;
    });
  });
}

/** The seasons the schedule offers: the archive's first to the last one in the data, newest first. */
export async function scheduleSeasons(services: Services): Promise<number[]> {
  const meetings = await cachedMeetings(services);
  const last = meetings.at(-1)?.year ?? services.env.CURRENT_SEASON ?? services.clock.now().getUTCFullYear();
  const seasons: number[] = [];
  for (let year = last; year >= firstResultsSeason; year -= 1) seasons.push(year);
  return seasons;
}

// Each season's meetings, picked out once per cached list of all meetings (pages ask on every request).
const seasonsOf = onceFor((all: readonly Meeting[]): Map<number, readonly Meeting[]> => {
  const grouped = new Map<number, Meeting[]>();
  for (const meeting of all) {
    const season = grouped.get(meeting.year);
    if (season) season.push(meeting);
    else grouped.set(meeting.year, [meeting]);
  }
  return new Map([...grouped].map(([season, meetings]) => [season, Object.freeze(meetings)]));
});

/** A season's meetings, by round: one shared list per season, not to be changed by its readers. */
export async function seasonMeetings(services: Services, year: number): Promise<readonly Meeting[]> {
  return seasonsOf(await cachedMeetings(services)).get(year) ?? [];
}

/** The meetings of the clock's season and of the next one, in order: what subscriptions and reminders cover. */
export async function thisAndNextSeasonMeetings(services: Services): Promise<Meeting[]> {
  const year = services.clock.now().getUTCFullYear();
  return [...(await seasonMeetings(services, year)), ...(await seasonMeetings(services, year + 1))];
}

/** The meeting a /schedule/:year/:meeting_name URL names, if any. */
export async function findMeeting(
  services: Services,
  year: number,
  slug: string,
): Promise<Meeting | undefined> {
  return (await seasonMeetings(services, year)).find((meeting) => meeting.slug === slug);
}
