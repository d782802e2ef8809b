import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { constructors, drivers, seasonEntrantDrivers, teamSeasonStyles } from '#server/db/schema.ts';

export type LineUpDriver = {
  id: string;
  firstName: string;
  lastName: string;
  /** The team he drives for last in the season (a mid-season swap moves him). */
  teamId: string;
};

export type LineUpTeam = { id: string; name: string; colour: string | null };

export type LineUp = { season: number; drivers: LineUpDriver[]; teams: LineUpTeam[] };

/** The last round of f1db's round list ("1-12", "1-5,7"); 0 when it has none. */
function lastRound(rounds: string | null): number {
  const numbers = (rounds ?? '').match(/\d+/g)?.map(Number) ?? [];
  return numbers.length > 0 ? Math.max(...numbers) : 0;
}

/** The race drivers and teams entered in a season: who may be picked as a favourite. */
export async function seasonLineUp(db: Db | Tx, season: number): Promise<LineUp> {
  const entries = await db
    .select({
      driverId: seasonEntrantDrivers.driverId,
      firstName: drivers.firstName,
      lastName: drivers.lastName,
      teamId: seasonEntrantDrivers.constructorId,
      teamName: constructors.name,
      colour: teamSeasonStyles.colour,
      rounds: seasonEntrantDrivers.rounds,
    })
    .from(seasonEntrantDrivers)
    .innerJoin(drivers, eq(drivers.id, seasonEntrantDrivers.driverId))
    .innerJoin(constructors, eq(constructors.id, seasonEntrantDrivers.constructorId))
    .leftJoin(
      teamSeasonStyles,
      and(
        eq(teamSeasonStyles.year, seasonEntrantDrivers.year),
        eq(teamSeasonStyles.constructorId, seasonEntrantDrivers.constructorId),
      ),
    )
    .where(and(eq(seasonEntrantDrivers.year, season), eq(seasonEntrantDrivers.testDriver, false)));

  const teams = new Map<string, LineUpTeam>();
  const latest = new Map<string, { driver: LineUpDriver; round: number }>();
  for (const entry of entries) {
    teams.set(entry.teamId, { id: entry.teamId, name: entry.teamName, colour: entry.colour });
    const round = lastRound(entry.rounds);
    const seen = latest.get(entry.driverId);
    if (!seen || round > seen.round) {
      latest.set(entry.driverId, {
        driver: {
          id: entry.driverId,
          firstName: entry.firstName,
          lastName: entry.lastName,
          teamId: entry.teamId,
        },
        round,
      });
    }
  }
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
  return {
    season,
    teams: [...teams.values()].sort(byName),
    drivers: [...latest.values()]
      .map(({ driver }) => driver)
      .sort((a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName)),
  };
}

/** A season's entry list row by row: each team's drivers with their rounds and who wrote them. */
export function listSeasonEntries(db: Db | Tx, seasons: number[]) {
  return db
    .select({
      year: seasonEntrantDrivers.year,
      teamId: seasonEntrantDrivers.constructorId,
      teamName: constructors.name,
      driverId: seasonEntrantDrivers.driverId,
      firstName: drivers.firstName,
      lastName: drivers.lastName,
      rounds: seasonEntrantDrivers.rounds,
      testDriver: seasonEntrantDrivers.testDriver,
      source: seasonEntrantDrivers.source,
    })
    .from(seasonEntrantDrivers)
    .innerJoin(drivers, eq(drivers.id, seasonEntrantDrivers.driverId))
    .innerJoin(constructors, eq(constructors.id, seasonEntrantDrivers.constructorId))
    .where(inArray(seasonEntrantDrivers.year, seasons));
}
