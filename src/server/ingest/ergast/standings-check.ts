import { roundStandingsPoints } from '#server/race-data/round-cars.ts';
import type { Services } from '#server/services.ts';
import type { ErgastSource } from './ergast-source.ts';

/**
 * Our standings are recomputed from the classifications (decision 012), so the source's tables are
 * not written: they are read after a round changes and compared with ours, and a difference is
 * logged (a points deduction, or a rule the recompute does not model) for a maintainer to look at.
 * Returns the differences found.
 */
export async function checkStandings(
  services: Services,
  source: ErgastSource,
  season: number,
  round: number,
): Promise<string[]> {
  const base = `${season}/${round}`;
  const theirDrivers = (await source.fetchAll('driverStandings', `${base}/driverStandings.json`)).flatMap(
    (page) => page.MRData.StandingsTable.StandingsLists.flatMap((list) => list.DriverStandings),
  );
  const theirTeams = (
    await source.fetchAll('constructorStandings', `${base}/constructorStandings.json`)
  ).flatMap((page) => page.MRData.StandingsTable.StandingsLists.flatMap((list) => list.ConstructorStandings));
  const ours = await roundStandingsPoints(services, season, round);
  const differences = [
    ...theirDrivers
      .filter((row) => ours.drivers.get(row.Driver.driverId) !== row.points)
      .map(
        (row) =>
          `driver ${row.Driver.driverId}: source ${row.points}, ours ${ours.drivers.get(row.Driver.driverId) ?? 'none'}`,
      ),
    ...theirTeams
      .filter((row) => ours.constructors.get(row.Constructor.constructorId) !== row.points)
      .map(
        (row) =>
          `constructor ${row.Constructor.constructorId}: source ${row.points}, ours ${ours.constructors.get(row.Constructor.constructorId) ?? 'none'}`,
      ),
  ];
  if (differences.length > 0) {
    services.log.warn(
      `Results sync: ${season} round ${round} standings differ from the source: ${differences.join('; ')}`,
    );
  }
  return differences;
}
