import { sessionClassifications } from '#server/race-data/classifications.ts';
import { seasonState } from '#server/race-data/season.ts';
import type { Services } from '#server/services.ts';
import type { Meeting } from '#shared/meetings.ts';
import { teamCode, type VoteCategory } from '#shared/votes.ts';

export type DriverCandidate = {
  id: string;
  name: string;
  /** The driver's three-letter abbreviation, e.g. "NOR". */
  code: string;
  teamId: string;
  teamName: string;
  teamCode: string;
  colour: string;
  textColour: string;
  photoUrl: string | null;
  /** His number this season and nationality (ISO alpha-2, lower case): what his photo's fallback shows. */
  number: string | null;
  countryCode: string | null;
  /** Finishing position; the classification text ("1", "12") stands beside it. */
  position: number;
  positionText: string;
  points: number;
};

export type TeamCandidate = {
  id: string;
  name: string;
  code: string;
  colour: string;
  textColour: string;
  logoUrl: string | null;
  points: number;
  /** The team's best finishing position in the race. */
  bestPosition: number;
};

export type Ballot = {
  'best-point-scorer': DriverCandidate[];
  'best-of-the-rest': DriverCandidate[];
  'best-team': TeamCandidate[];
};

const neutral = { colour: '#6E6E88', textColour: '#FFFFFF' };
const classified = (positionText: string) => /^\d+$/.test(positionText);

/**
 * The candidates of a race's three categories, from its race classification as the race-data layer
 * has it: point scorers, classified finishers without points, and every team in the race (most
 * points first). Empty lists while the race has no result on record.
 */
export async function raceBallot(services: Services, meeting: Meeting): Promise<Ballot> {
  const race = (await sessionClassifications(services, meeting.raceId)).get('race');
  const rows = race?.format === 'race' ? race.rows : [];
  const season = rows.length > 0 ? await seasonState(services, meeting.year) : undefined;
  const drivers: DriverCandidate[] = rows.map((row) => {
    const team = season?.teams.get(row.teamId) ?? neutral;
    const driver = season?.drivers.get(row.driverId);
    return {
      id: row.driverId,
      name: row.driverName,
      code: driver?.code ?? teamCode(row.driverName.split(' ').at(-1) ?? row.driverName),
      teamId: row.teamId,
      teamName: row.teamName,
      teamCode: teamCode(row.teamName),
      colour: team.colour,
      textColour: team.textColour,
      photoUrl: driver?.photoUrl ?? null,
      number: driver?.number ?? null,
      countryCode: driver?.countryCode?.toLowerCase() ?? null,
      position: row.position,
      positionText: row.positionText,
      points: row.points,
    };
  });
  const teams = new Map<string, TeamCandidate>();
  for (const driver of drivers) {
    const known = teams.get(driver.teamId);
    if (known) {
      known.points += driver.points;
      known.bestPosition = Math.min(known.bestPosition, driver.position);
      continue;
    }
    teams.set(driver.teamId, {
      id: driver.teamId,
      name: driver.teamName,
      code: driver.teamCode,
      colour: driver.colour,
      textColour: driver.textColour,
      logoUrl: season?.teams.get(driver.teamId)?.logoUrl ?? null,
      points: driver.points,
      bestPosition: driver.position,
    });
  }
  return {
    'best-point-scorer': drivers.filter((driver) => driver.points > 0),
    'best-of-the-rest': drivers.filter((driver) => driver.points === 0 && classified(driver.positionText)),
    'best-team': [...teams.values()].sort((a, b) => b.points - a.points || a.bestPosition - b.bestPosition),
  };
}

/** A candidate's name as the pages and the results show it; undefined when not on the ballot. */
export function candidateOf(ballot: Ballot, category: VoteCategory, id: string) {
  return (ballot[category] as (DriverCandidate | TeamCandidate)[]).find((candidate) => candidate.id === id);
}
