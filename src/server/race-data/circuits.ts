import type { Services } from '#server/services.ts';
import type { CircuitFacts, RaceHistory } from '#shared/circuit-facts.ts';
import type { Meeting } from '#shared/meetings.ts';
import {
  selectCircuitNames,
  selectCircuitRaces,
  selectGrandPrixRaces,
  selectRaceFacts,
} from './circuits.queries.ts';
import { cachedRaceData } from './race-data-cache.ts';
import { raceFinished } from './season.ts';

/** How many of the latest winners the meeting page lists. */
const winnersShown = 5;

type HistoryRace = Awaited<ReturnType<typeof selectGrandPrixRaces>>[number];

/** Shared drives once gave a race two winners: the first in the classification stands for it. */
function onePerRace(rows: HistoryRace[]): HistoryRace[] {
  const byRace = new Map<number, HistoryRace>();
  for (const row of rows) if (!byRace.has(row.raceId)) byRace.set(row.raceId, row);
  return [...byRace.values()];
}

function grandPrixRaces(services: Services, grandPrixId: string) {
  return cachedRaceData(services, `grand-prix-races:${grandPrixId}`, async () =>
    onePerRace(await selectGrandPrixRaces(services.db, grandPrixId)),
  );
}

function circuitRaces(services: Services, circuitId: string) {
  return cachedRaceData(services, `circuit-races:${circuitId}`, async () =>
    onePerRace(await selectCircuitRaces(services.db, circuitId)),
  );
}

/**
 * The races of `races` run by this meeting: the earlier ones, and this one once it is over.
 * "Times held" counts them and the winners list is drawn from them, so the two never disagree.
 */
function heldBy(races: HistoryRace[], raceId: number, now: Date): HistoryRace[] {
  const index = races.findIndex((race) => race.raceId === raceId);
  return (index < 0 ? races : races.slice(0, index + 1)).filter(
    (race) => race.winner !== null && raceFinished(race, now),
  );
}

function history(races: HistoryRace[], held: HistoryRace[]): RaceHistory {
  const first = races[0];
  return {
    first: first ? { year: first.year, name: first.name, circuit: first.circuit } : null,
    racesHeld: held.length,
    previousWinners: held
      .slice(-winnersShown)
      .reverse()
      .map((race) => ({
        year: race.year,
        name: race.name,
        circuit: race.circuit,
        winner: race.winner ?? '',
        team: race.team ?? '',
      })),
  };
}

/**
 * The circuit facts of a meeting page, or undefined when the race is not in the database: the race's
 * own figures, the history of its circuit and of its Grand Prix (two different things when the Grand
 * Prix has moved, or the circuit has held others), and whether it has moved since it was last held.
 */
export async function circuitFacts(services: Services, meeting: Meeting): Promise<CircuitFacts | undefined> {
  const facts = await selectRaceFacts(services.db, meeting.raceId);
  if (!facts) return undefined;
  const [atCircuit, ofGrandPrix] = await Promise.all([
    circuitRaces(services, facts.circuitId),
    grandPrixRaces(services, facts.grandPrixId),
  ]);
  const now = services.clock.now();
  const heldAtCircuit = heldBy(atCircuit, meeting.raceId, now);
  const heldOfGrandPrix = heldBy(ofGrandPrix, meeting.raceId, now);
  // One history tells both when the Grand Prix never ran elsewhere and the circuit held no other.
  const oneHistory =
    atCircuit[0]?.raceId === ofGrandPrix[0]?.raceId &&
    heldAtCircuit.length === heldOfGrandPrix.length &&
    heldAtCircuit.every((race, index) => race.raceId === heldOfGrandPrix[index]?.raceId);
  const lastHeld = heldOfGrandPrix.filter((race) => race.raceId !== meeting.raceId).at(-1);
  return {
    length: facts.courseLength,
    turns: facts.turns,
    laps: facts.scheduledLaps ?? facts.laps,
    distance: facts.scheduledDistance ?? facts.distance,
    direction: facts.direction === 'ANTI_CLOCKWISE' ? 'anti-clockwise' : 'clockwise',
    circuit: history(atCircuit, heldAtCircuit),
    grandPrix: oneHistory ? null : history(ofGrandPrix, heldOfGrandPrix),
    movedFrom:
      lastHeld && lastHeld.circuitId !== facts.circuitId
        ? { circuit: lastHeld.circuit, year: lastHeld.year }
        : null,
  };
}

/** Every stored circuit by name, for an admin choosing where a new meeting is held. */
export function storedCircuits(services: Services) {
  return cachedRaceData(services, 'circuits:names', () => selectCircuitNames(services.db));
}
