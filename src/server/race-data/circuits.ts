import type { Services } from '#server/services.ts';
import type { CircuitFacts } from '#shared/circuit-facts.ts';
import type { Meeting } from '#shared/meetings.ts';
import { selectCircuitNames, selectGrandPrixRaces, selectRaceFacts } from './circuits.queries.ts';
import { cachedRaceData } from './race-data-cache.ts';
import { raceFinished } from './season.ts';

/** How many of the latest winners the meeting page lists. */
const winnersShown = 5;

async function grandPrixRaces(services: Services, grandPrixId: string) {
  return cachedRaceData(services, `grand-prix-races:${grandPrixId}`, async () => {
    const rows = await selectGrandPrixRaces(services.db, grandPrixId);
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
  const races = await grandPrixRaces(services, facts.grandPrixId);
  const index = races.findIndex((race) => race.raceId === meeting.raceId);
  const now = services.clock.now();
  // The races of this Grand Prix run by this meeting: the earlier ones, and this one once it is over.
  // "Times held" counts them and the winners list is drawn from them, so the two never disagree.
  const held = (index < 0 ? races : races.slice(0, index + 1)).filter(
    (race) => race.winner !== null && (race.raceId !== meeting.raceId || raceFinished(race, now)),
  );
  const first = races[0];
  return {
    length: facts.courseLength,
    turns: facts.turns,
    laps: facts.scheduledLaps ?? facts.laps,
    distance: facts.scheduledDistance ?? facts.distance,
    direction: facts.direction === 'ANTI_CLOCKWISE' ? 'anti-clockwise' : 'clockwise',
    firstGrandPrix: first ? { year: first.year, name: first.name } : null,
    racesHeld: held.length,
    previousWinners: held
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

/** Every stored circuit by name, for an admin choosing where a new meeting is held. */
export function storedCircuits(services: Services) {
  return cachedRaceData(services, 'circuits:names', () => selectCircuitNames(services.db));
}
