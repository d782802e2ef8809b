import type { Services } from '#server/services.ts';
import type { CircuitFacts } from '#shared/circuit-facts.ts';
import type { Meeting } from '#shared/meetings.ts';
import { selectCircuitRaces, selectRaceFacts } from './circuits.queries.ts';
import { cachedRaceData } from './race-data-cache.ts';

/** How many earlier winners the meeting page lists. */
const winnersShown = 5;

async function circuitRaces(services: Services, circuitId: string) {
  return cachedRaceData(services, `circuit-races:${circuitId}`, async () => {
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
