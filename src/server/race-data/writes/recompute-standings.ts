import { asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';
import { constructorStandings, driverStandings, raceResults, races } from '#server/db/schema.ts';
import { type ChampionshipResult, championshipAfterEachRound } from '#shared/championship.ts';
import { type RaceDataSource, strongerSource } from '#shared/race-data-ownership.ts';

/**
 * Recomputes the drivers' and constructors' standings after rounds `fromRound` to the season's last
 * from its race and sprint classifications (rules in `#shared/championship.ts`), inside the caller's
 * transaction, so standings never disagree with the classifications they come from. A round without
 * a race or sprint classification has no standings. Each round's rows take the strongest source among
 * the classifications they count: sync once a sync-written result is in them, admin once an admin's is.
 * Returns the rounds whose standings were written.
 */
export async function recomputeStandings(tx: Tx, season: number, fromRound: number): Promise<number[]> {
  const seasonRaces = await tx
    .select({ id: races.id, round: races.round })
    .from(races)
    .where(eq(races.year, season))
    .orderBy(asc(races.round));
  const rows = await tx
    .select({
      raceId: raceResults.raceId,
      kind: raceResults.kind,
      driverId: raceResults.driverId,
      constructorId: raceResults.constructorId,
      engineManufacturerId: raceResults.engineManufacturerId,
      positionNumber: raceResults.positionNumber,
      points: raceResults.points,
      source: raceResults.source,
    })
    .from(raceResults)
    .innerJoin(races, eq(races.id, raceResults.raceId))
    .where(eq(races.year, season));

  const roundOf = new Map(seasonRaces.map((race) => [race.id, race.round]));
  const raceOf = new Map(seasonRaces.map((race) => [race.round, race.id]));
  const sourceOfRound = new Map<number, RaceDataSource>();
  const results: ChampionshipResult[] = rows.map(({ raceId, source, ...row }) => {
    const round = roundOf.get(raceId) as number;
    sourceOfRound.set(round, strongerSource(sourceOfRound.get(round) ?? 'snapshot', source));
    return { round, ...row };
  });

  const later = seasonRaces.filter((race) => race.round >= fromRound).map((race) => race.id);
  if (later.length === 0) return [];
  await tx.delete(driverStandings).where(inArray(driverStandings.raceId, later));
  await tx.delete(constructorStandings).where(inArray(constructorStandings.raceId, later));

  const driverRows: (typeof driverStandings.$inferInsert)[] = [];
  const constructorRows: (typeof constructorStandings.$inferInsert)[] = [];
  const written: number[] = [];
  let source: RaceDataSource = 'snapshot';
  for (const standings of championshipAfterEachRound(results)) {
    source = strongerSource(source, sourceOfRound.get(standings.round) ?? 'snapshot');
    if (standings.round < fromRound) continue;
    const raceId = raceOf.get(standings.round) as number;
    const position = (place: number) => ({
      displayOrder: place,
      positionNumber: place,
      positionText: String(place),
    });
    for (const row of standings.drivers) {
      driverRows.push({
        raceId,
        ...position(row.position),
        driverId: row.driverId,
        points: row.points,
        source,
      });
    }
    for (const row of standings.constructors) {
      constructorRows.push({
        raceId,
        ...position(row.position),
        constructorId: row.constructorId,
        engineManufacturerId: row.engineManufacturerId,
        points: row.points,
        source,
      });
    }
    written.push(standings.round);
  }
  if (driverRows.length > 0) await tx.insert(driverStandings).values(driverRows);
  if (constructorRows.length > 0) await tx.insert(constructorStandings).values(constructorRows);
  return written;
}
