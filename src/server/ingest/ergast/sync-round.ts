import { roundCars } from '#server/race-data/round-cars.ts';
import type { WriteResult } from '#server/race-data/writes/race-data-write.ts';
import { writeClassification } from '#server/race-data/writes/write-classification.ts';
import { type EntrantsWrite, writeEntrants } from '#server/race-data/writes/write-entrants.ts';
import { writeFastestLaps } from '#server/race-data/writes/write-race-timing.ts';
import type { Services } from '#server/services.ts';
import type { ClassificationWrite } from '#shared/race-data-writes.ts';
import { type IdMap, qualifyingRows, raceRows } from './ergast-mapping.ts';
import type { ErgastConstructor, ErgastDriver, ErgastResult } from './ergast-responses.ts';
import type { ErgastSource } from './ergast-source.ts';
import { checkStandings } from './standings-check.ts';
import { syncLapTimes, syncPitStops } from './sync-timing.ts';

const sync = { source: 'sync' } as const;

export type RoundParts = {
  race: boolean;
  sprint: boolean;
  qualifying: boolean;
  pitStops: boolean;
};

type Car = { Driver: ErgastDriver; Constructor: ErgastConstructor };

/**
 * Reads the asked parts of one round from the source and writes what it has through the race-data
 * layer as `sync`. Returns the parts that changed our data. A part the source does not have yet
 * (an empty answer) is no change; the run polls again later.
 */
export async function syncRound(
  services: Services,
  source: ErgastSource,
  season: number,
  round: number,
  want: RoundParts,
): Promise<string[]> {
  const parts: string[] = [];
  const base = `${season}/${round}`;
  const ids = async (cars: Car[]): Promise<IdMap> =>
    writeEntrants(services, {
      season,
      round,
      entrants: cars.map((car) => entrantOf(car)),
    });
  const written = (result: WriteResult, part: string) => {
    if (result.status === 'written') parts.push(part);
    return result.status === 'written';
  };
  const classify = async (part: string, input: ClassificationWrite) =>
    written(await writeClassification(services, sync, input), part);

  let raceWritten = false;
  let raceResults: ErgastResult[] = [];
  if (want.race) {
    const results = (await source.fetchAll('results', `${base}/results.json`)).flatMap((page) =>
      page.MRData.RaceTable.Races.flatMap((race) => race.Results),
    );
    raceResults = results;
    if (results.length > 0) {
      const map = await ids(results);
      raceWritten = await classify('results', {
        season,
        round,
        kind: 'race',
        rows: raceRows(results, map),
      });
    }
  }
  let sprintWritten = false;
  if (want.sprint) {
    const results = (await source.fetchAll('sprint', `${base}/sprint.json`)).flatMap((page) =>
      page.MRData.RaceTable.Races.flatMap((race) => race.SprintResults),
    );
    if (results.length > 0) {
      const map = await ids(results);
      sprintWritten = await classify('sprint', {
        season,
        round,
        kind: 'sprint',
        rows: raceRows(results, map),
      });
    }
  }
  if (want.qualifying) {
    const results = (await source.fetchAll('qualifying', `${base}/qualifying.json`)).flatMap((page) =>
      page.MRData.RaceTable.Races.flatMap((race) => race.QualifyingResults),
    );
    if (results.length > 0) {
      const map = await ids(results);
      await classify('qualifying', {
        season,
        round,
        kind: 'qualifying',
        rows: qualifyingRows(results, map),
      });
    }
  }
  if (want.pitStops || raceWritten) {
    const outcome = await syncPitStops(services, source, season, round);
    if (outcome.status === 'written') parts.push('pitstops');
  }
  if (raceWritten) await syncFastestLaps(services, season, round, raceResults, parts);
  // Lap charts are large (a page per hundred timings): read once, when the race result is new or corrected.
  if (raceWritten && (await syncLapTimes(services, source, season, round)).status === 'written') {
    parts.push('laps');
  }
  if (raceWritten || sprintWritten) await checkStandings(services, source, season, round);
  return parts;
}

function entrantOf(car: Car): EntrantsWrite['entrants'][number] {
  const { Driver: d, Constructor: c } = car;
  return {
    driver: {
      ergastId: d.driverId,
      givenName: d.givenName,
      familyName: d.familyName,
      code: d.code && /^[A-Z]{3}$/.test(d.code) ? d.code : undefined,
      permanentNumber:
        d.permanentNumber && /^\d{1,3}$/.test(d.permanentNumber) ? d.permanentNumber : undefined,
      dateOfBirth: d.dateOfBirth,
      nationality: d.nationality,
    },
    team: { ergastId: c.constructorId, name: c.name, nationality: c.nationality },
  };
}

/** The race's fastest laps, ranked as the results give them (no request of their own). */
async function syncFastestLaps(
  services: Services,
  season: number,
  round: number,
  results: ErgastResult[],
  parts: string[],
) {
  const cars = await roundCars(services, season, round);
  const laps = results
    .filter((result) => result.FastestLap?.Time?.time && cars.has(result.Driver.driverId))
    .sort((a, b) => Number(a.FastestLap?.rank ?? 99) - Number(b.FastestLap?.rank ?? 99));
  if (laps.length === 0) return;
  const result = await writeFastestLaps(services, sync, {
    season,
    round,
    rows: laps.map((lap) => {
      const car = cars.get(lap.Driver.driverId) as NonNullable<ReturnType<typeof cars.get>>;
      return {
        ...car,
        lap: lap.FastestLap?.lap && /^\d+$/.test(lap.FastestLap.lap) ? Number(lap.FastestLap.lap) : null,
        time: lap.FastestLap?.Time?.time ?? null,
      };
    }),
  });
  if (result.status === 'written') parts.push('fastestlaps');
}
