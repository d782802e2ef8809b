import type { Services } from '#server/services.ts';
import { onceFor } from '#shared/once-for.ts';
import { type SeasonState, seasonState, type TeamSummary, teamSummary } from './season.ts';

/**
 * One of a round's top three: the driver (his three-letter code, the number his car raced with and
 * his photo that season, when the media list has one) and the team he drove for, in its colour.
 */
export type PodiumPlace = {
  position: number;
  driverId: string;
  driverName: string;
  driverCode: string | null;
  driverNumber: string | null;
  photoUrl: string | null;
  team: TeamSummary | null;
};

/** A round run so far and its top three, first to third. */
export type RoundPodium = { round: number; places: PodiumPlace[] };

/**
 * The top three of every Grand Prix of a season run so far, in round order. Read from the season's
 * state (all its results in one query, cached until the next race finishes), not a query per round.
 */
export async function seasonPodiums(services: Services, year: number): Promise<RoundPodium[]> {
  const state = await seasonState(services, year);
  return state ? podiumsOf(state) : [];
}

const podiumsOf = onceFor((state: SeasonState): RoundPodium[] => {
  const places = new Map<number, PodiumPlace[]>(state.finished.map((race) => [race.raceId, []]));
  for (const row of state.results) {
    const podium = places.get(row.raceId);
    if (row.kind !== 'race' || !podium || row.positionNumber === null || row.positionNumber > 3) continue;
    const driver = state.drivers.get(row.driverId);
    const team = state.teams.get(row.teamId);
    podium.push({
      position: row.positionNumber,
      driverId: row.driverId,
      driverName: driver ? `${driver.firstName} ${driver.lastName}` : row.driverId,
      driverCode: driver?.code ?? null,
      driverNumber: row.driverNumber ?? driver?.permanentNumber ?? null,
      photoUrl: driver?.photoUrl ?? null,
      team: team ? teamSummary(team) : null,
    });
  }
  return state.finished.flatMap((race) => {
    const podium = places.get(race.raceId) ?? [];
    return podium.length > 0
      ? [{ round: race.round, places: podium.sort((a, b) => a.position - b.position) }]
      : [];
  });
});
