/** One classified row of a race, as the home page's podiums need it. */
export type SummaryRow = {
  driverId: string;
  firstName: string;
  lastName: string;
  team: string;
  teamId: string;
  positionNumber: number | null;
  positionText: string;
  gridPositionNumber: number | null;
  gridPositionText: string | null;
  points: number;
};

export type DriverPodiumEntry = { firstName: string; lastName: string; team: string; points: number };
export type TeamPodiumEntry = { teamId: string; team: string; points: number };
export type GainEntry = {
  firstName: string;
  lastName: string;
  team: string;
  gained: number;
  from: string;
  to: number;
};

const PODIUM = 3;

/** The top three finishers with their team and the points they scored. */
export function driverPodium(rows: readonly SummaryRow[]): DriverPodiumEntry[] {
  return rows
    .filter((row) => row.positionNumber !== null)
    .sort((a, b) => (a.positionNumber ?? 0) - (b.positionNumber ?? 0))
    .slice(0, PODIUM)
    .map(({ firstName, lastName, team, points }) => ({ firstName, lastName, team, points }));
}

/** The three teams that scored the most points in the race (ties: the better-placed car first). */
export function teamPodium(rows: readonly SummaryRow[]): TeamPodiumEntry[] {
  const teams = new Map<string, TeamPodiumEntry & { best: number }>();
  for (const row of rows) {
    const best = row.positionNumber ?? Number.POSITIVE_INFINITY;
    const entry = teams.get(row.teamId) ?? { teamId: row.teamId, team: row.team, points: 0, best };
    entry.points += row.points;
    entry.best = Math.min(entry.best, best);
    teams.set(row.teamId, entry);
  }
  return [...teams.values()]
    .sort((a, b) => b.points - a.points || a.best - b.best)
    .slice(0, PODIUM)
    .map(({ teamId, team, points }) => ({ teamId, team, points }));
}

/**
 * The three classified finishers who gained the most places from grid to flag. A pit-lane start
 * counts as starting from the back: one place behind the last car on the grid.
 */
export function mostPositionsGained(rows: readonly SummaryRow[]): GainEntry[] {
  const lastGridSlot = Math.max(0, ...rows.map((row) => row.gridPositionNumber ?? 0));
  return rows
    .flatMap((row) => {
      if (row.positionNumber === null) return [];
      const pitLane = row.gridPositionText === 'PL';
      const grid = pitLane ? lastGridSlot + 1 : row.gridPositionNumber;
      if (grid === null) return [];
      return [
        {
          firstName: row.firstName,
          lastName: row.lastName,
          team: row.team,
          gained: grid - row.positionNumber,
          from: pitLane ? 'Pit lane' : `P${grid}`,
          to: row.positionNumber,
        },
      ];
    })
    .sort((a, b) => b.gained - a.gained || a.to - b.to)
    .slice(0, PODIUM);
}
