import { and, eq } from 'drizzle-orm';
import {
  constructorStandings,
  constructors,
  driverStandings,
  drivers,
  raceResults,
  races,
} from '#server/db/schema.ts';
import type { Services } from '#server/services.ts';

/** The cars of a round's race classification by their drivers' Ergast ids: our driver and team ids. */
export async function roundCars(
  services: Pick<Services, 'db'>,
  season: number,
  round: number,
): Promise<
  Map<
    string,
    {
      driverId: string;
      constructorId: string;
      engineManufacturerId: string | null;
      driverNumber: string | null;
    }
  >
> {
  const rows = await services.db
    .select({
      ergastId: drivers.ergastId,
      driverId: raceResults.driverId,
      constructorId: raceResults.constructorId,
      engineManufacturerId: raceResults.engineManufacturerId,
      driverNumber: raceResults.driverNumber,
    })
    .from(raceResults)
    .innerJoin(races, eq(races.id, raceResults.raceId))
    .innerJoin(drivers, eq(drivers.id, raceResults.driverId))
    .where(and(eq(races.year, season), eq(races.round, round), eq(raceResults.kind, 'race')));
  return new Map(rows.flatMap(({ ergastId, ...car }) => (ergastId ? [[ergastId, car] as const] : [])));
}

/** A round's drivers' championship points after it, by Ergast driver id, and the teams' likewise. */
export async function roundStandingsPoints(services: Pick<Services, 'db'>, season: number, round: number) {
  const at = and(eq(races.year, season), eq(races.round, round));
  const driverRows = await services.db
    .select({ id: drivers.ergastId, points: driverStandings.points })
    .from(driverStandings)
    .innerJoin(races, eq(races.id, driverStandings.raceId))
    .innerJoin(drivers, eq(drivers.id, driverStandings.driverId))
    .where(at);
  const teamRows = await services.db
    .select({ id: constructors.ergastId, points: constructorStandings.points })
    .from(constructorStandings)
    .innerJoin(races, eq(races.id, constructorStandings.raceId))
    .innerJoin(constructors, eq(constructors.id, constructorStandings.constructorId))
    .where(at);
  const points = (rows: { id: string | null; points: number | null }[]) =>
    new Map(rows.flatMap((row) => (row.id ? [[row.id, Number(row.points ?? 0)] as const] : [])));
  return { drivers: points(driverRows), constructors: points(teamRows) };
}
