import { cachedMeetings } from '#server/features/meetings/meetings.server.ts';
import { cachedRaceData } from '#server/race-data/race-data-cache.ts';
import type { Services } from '#server/services.ts';
import type { CircuitFacts } from '#shared/circuit-facts.ts';
import type { Meeting } from '#shared/meetings.ts';
import { firstResultsSeason } from '#shared/results-archive.ts';
import { selectCircuitRaces, selectRaceFacts } from './schedule.queries.ts';

/** The seasons the schedule offers: the archive's first to the last one in the data, newest first. */
export async function scheduleSeasons(services: Services): Promise<number[]> {
  const meetings = await cachedMeetings(services);
  const last = meetings.at(-1)?.year ?? services.env.CURRENT_SEASON;
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

/** How many earlier winners the meeting page lists. */
const winnersShown = 5;

async function circuitRaces(services: Services, circuitId: string) {
  return cachedRaceData(services, `schedule:circuit-races:${circuitId}`, async () => {
    const rows = await selectCircuitRaces(services.db, circuitId);
    // Shared drives once gave a race two winners: the first in the classification stands for it.
    const byRace = new Map<number, (typeof rows)[number]>();
    for (const row of rows) if (!byRace.has(row.raceId)) byRace.set(row.raceId, row);
    return [...byRace.values()];
  });
}

/** The circuit facts of a meeting page, or undefined when the race is not in the database. */
export async function circuitFacts(services: Services, meeting: Meeting): Promise<CircuitFacts | undefined> {
  const facts = await selectRaceFacts(services.db, meeting.raceId);
  if (!facts) return undefined;
  const races = await circuitRaces(services, facts.circuitId);
  const index = races.findIndex((race) => race.raceId === meeting.raceId);
  const before = index < 0 ? races : races.slice(0, index);
  const first = races[0];
  return {
    length: facts.courseLength,
    turns: facts.turns,
    laps: facts.scheduledLaps ?? facts.laps,
    distance: facts.scheduledDistance ?? facts.distance,
    direction: facts.direction === 'ANTI_CLOCKWISE' ? 'anti-clockwise' : 'clockwise',
    firstGrandPrix: first ? { year: first.year, name: first.name } : null,
    racesHeld: index < 0 ? races.length : index + 1,
    previousWinners: before
      .filter((race) => race.winner !== null)
      .slice(-winnersShown)
      .reverse()
      .map((race) => ({
        year: race.year,
        name: race.name,
        winner: race.winner ?? '',
        team: race.team ?? '',
      })),
  };
}
