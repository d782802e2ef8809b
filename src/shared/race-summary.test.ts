import { describe, expect, it } from 'vitest';
import { driverPodium, mostPositionsGained, type SummaryRow, teamPodium } from './race-summary.ts';

function row(
  lastName: string,
  teamId: string,
  position: number | string,
  grid: number | string | null,
  points: number,
): SummaryRow {
  return {
    driverId: lastName.toLowerCase(),
    firstName: lastName[0] ?? '',
    lastName,
    team: teamId.toUpperCase(),
    teamId,
    positionNumber: typeof position === 'number' ? position : null,
    positionText: String(position),
    gridPositionNumber: typeof grid === 'number' ? grid : null,
    gridPositionText: grid === null ? null : String(grid),
    points,
  };
}

// Listed in classification order, as the database gives them; the helpers must not rely on it.
const race = [
  row('Dnf', 'd', 'DNF', 1, 0),
  row('Second', 'b', 2, 5, 18),
  row('Winner', 'a', 1, 2, 25),
  row('Third', 'a', 3, 3, 15),
  row('Fourth', 'b', 4, 'PL', 12),
  row('Fifth', 'c', 5, 12, 10),
  row('Sixth', 'c', 6, 6, 8),
  row('Seventh', 'd', 7, 4, 6),
];

describe('driverPodium', () => {
  it('gives the top three classified finishers with team and points', () => {
    expect(driverPodium(race)).toEqual([
      { firstName: 'W', lastName: 'Winner', team: 'A', points: 25 },
      { firstName: 'S', lastName: 'Second', team: 'B', points: 18 },
      { firstName: 'T', lastName: 'Third', team: 'A', points: 15 },
    ]);
  });
});

describe('teamPodium', () => {
  it('adds up each team’s points in the race', () => {
    expect(teamPodium(race)).toEqual([
      { teamId: 'a', team: 'A', points: 40 },
      { teamId: 'b', team: 'B', points: 30 },
      { teamId: 'c', team: 'C', points: 18 },
    ]);
  });

  it('breaks a tie on points by the better-placed car', () => {
    const tie = [row('X', 'x', 4, 1, 10), row('Y', 'y', 2, 2, 10)];
    expect(teamPodium(tie).map((team) => team.teamId)).toEqual(['y', 'x']);
  });
});

describe('mostPositionsGained', () => {
  it('ranks classified finishers by grid minus finish, pit lane from the back of the grid', () => {
    expect(mostPositionsGained(race)).toEqual([
      { firstName: 'F', lastName: 'Fourth', team: 'B', gained: 9, from: 'Pit lane', to: 4 },
      { firstName: 'F', lastName: 'Fifth', team: 'C', gained: 7, from: 'P12', to: 5 },
      { firstName: 'S', lastName: 'Second', team: 'B', gained: 3, from: 'P5', to: 2 },
    ]);
  });

  it('leaves out retirements and cars with no grid slot', () => {
    const rows = [row('Out', 'a', 'DNF', 20, 0), row('NoGrid', 'b', 1, null, 25), row('Only', 'c', 2, 3, 18)];
    expect(mostPositionsGained(rows).map((entry) => entry.lastName)).toEqual(['Only']);
  });
});
