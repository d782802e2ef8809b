import { roundCars } from '#server/race-data/round-cars.ts';
import type { WriteResult } from '#server/race-data/writes/race-data-write.ts';
import { writeLapTimes, writePitStops } from '#server/race-data/writes/write-race-timing.ts';
import type { Services } from '#server/services.ts';
import type { ErgastSource } from './ergast-source.ts';

const sync = { source: 'sync' } as const;

/**
 * What reading one timing unit (a race's pit stops or its lap times) came to: the write layer's
 * answer with the rows read, or why nothing was written — the source has none yet (`empty`), or it
 * names drivers the race's stored classification lacks (`unknown-drivers`).
 */
export type TimingOutcome =
  | (WriteResult & { rows: number })
  | { status: 'empty'; rows: 0 }
  | { status: 'unknown-drivers'; rows: number; drivers: string[] };

/** Reads a race's pit stops from the source and writes them as `sync` (an admin's are kept). */
export async function syncPitStops(
  services: Services,
  source: ErgastSource,
  season: number,
  round: number,
): Promise<TimingOutcome> {
  const stops = (await source.fetchAll('pitstops', `${season}/${round}/pitstops.json`)).flatMap((page) =>
    page.MRData.RaceTable.Races.flatMap((race) => race.PitStops),
  );
  if (stops.length === 0) return { status: 'empty', rows: 0 };
  const map = await storedIds(
    services,
    season,
    round,
    stops.map((stop) => stop.driverId),
  );
  if (map.missing.length > 0) return { status: 'unknown-drivers', rows: stops.length, drivers: map.missing };
  const result = await writePitStops(services, sync, {
    season,
    round,
    rows: stops.map((stop) => ({
      driverId: map.driver(stop.driverId),
      constructorId: map.team(stop.driverId),
      stop: stop.stop,
      lap: stop.lap,
      time: stop.duration && /^[\d:.]+$/.test(stop.duration) ? stop.duration : null,
    })),
  });
  return { ...result, rows: stops.length };
}

/** Reads a race's lap-by-lap timing from the source and writes it as `sync` (an admin's is kept). */
export async function syncLapTimes(
  services: Services,
  source: ErgastSource,
  season: number,
  round: number,
): Promise<TimingOutcome> {
  const laps = (await source.fetchAll('laps', `${season}/${round}/laps.json`)).flatMap((page) =>
    page.MRData.RaceTable.Races.flatMap((race) => race.Laps),
  );
  const timings = laps.flatMap((lap) => lap.Timings.map((timing) => ({ lap: lap.number, ...timing })));
  if (timings.length === 0) return { status: 'empty', rows: 0 };
  const map = await storedIds(
    services,
    season,
    round,
    timings.map((t) => t.driverId),
  );
  if (map.missing.length > 0)
    return { status: 'unknown-drivers', rows: timings.length, drivers: map.missing };
  const result = await writeLapTimes(services, sync, {
    season,
    round,
    rows: timings.map((t) => ({
      driverId: map.driver(t.driverId),
      lap: t.lap,
      position: t.position && /^\d+$/.test(t.position) ? Number(t.position) : null,
      time: t.time ?? null,
    })),
  });
  return { ...result, rows: timings.length };
}

/**
 * Pit stops and laps name only the driver: his id and team come from the round's stored race
 * classification. `missing` lists the drivers not in it (then nothing is written).
 */
async function storedIds(services: Services, season: number, round: number, ergastIds: string[]) {
  const cars = await roundCars(services, season, round);
  return {
    missing: [...new Set(ergastIds.filter((id) => !cars.has(id)))],
    driver: (id: string) => cars.get(id)?.driverId as string,
    team: (id: string) => cars.get(id)?.constructorId as string,
  };
}
