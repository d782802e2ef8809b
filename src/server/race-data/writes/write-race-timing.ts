import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '#server/db/client.ts';
import { fastestLaps, lapTimes, pitStops } from '#server/db/schema.ts';
import { parseMillis } from '#server/race-data/result-values.ts';
import { mayReplace, type RaceDataSource } from '#shared/race-data-ownership.ts';
import {
  findRace,
  parseWrite,
  runRaceDataWrite,
  type WriteResult,
  type WriteServices,
} from './race-data-write.ts';

const id = z.string().trim().min(1).max(100);
const duration = z
  .string()
  .trim()
  .regex(/^(?:\d+:){0,2}\d+(?:\.\d+)?$/, 'Use a time like 1:15.096 or 23.456')
  .nullish();
const key = { season: z.number().int().min(1950).max(2100), round: z.number().int().min(1).max(40) };

export const pitStopsWrite = z.strictObject({
  ...key,
  /** In the order the stops were made, as Ergast and f1db list them. */
  rows: z
    .array(
      z.strictObject({
        driverId: id,
        constructorId: id,
        driverNumber: z
          .string()
          .regex(/^\d{1,3}$/)
          .nullish(),
        stop: z.number().int().min(1).max(20),
        lap: z.number().int().min(0).max(500),
        time: duration,
      }),
    )
    .max(400),
});
export type PitStopsWrite = z.input<typeof pitStopsWrite>;

export const lapTimesWrite = z.strictObject({
  ...key,
  rows: z
    .array(
      z.strictObject({
        driverId: id,
        lap: z.number().int().min(1).max(500),
        position: z.number().int().min(1).max(99).nullish(),
        time: duration,
      }),
    )
    .max(20_000),
});
export type LapTimesWrite = z.input<typeof lapTimesWrite>;

export const fastestLapsWrite = z.strictObject({
  ...key,
  /** Fastest first. */
  rows: z
    .array(
      z.strictObject({
        driverId: id,
        constructorId: id,
        engineManufacturerId: id.nullish(),
        driverNumber: z
          .string()
          .regex(/^\d{1,3}$/)
          .nullish(),
        lap: z.number().int().min(1).max(500).nullish(),
        time: duration,
      }),
    )
    .max(60),
});
export type FastestLapsWrite = z.input<typeof fastestLapsWrite>;

type Actor = { source: 'sync' };

/**
 * Replaces a race's pit stops (one unit, decision 012) as the results sync. A unit an admin owns is
 * kept; the same rows from the same source are `unchanged` (no event).
 */
export async function writePitStops(
  services: WriteServices,
  actor: Actor,
  input: PitStopsWrite,
): Promise<WriteResult> {
  const write = parseWrite(pitStopsWrite, input);
  const rows = write.rows.map((row, index) => ({
    driverId: row.driverId,
    constructorId: row.constructorId,
    driverNumber: row.driverNumber ?? null,
    stop: row.stop,
    lap: row.lap,
    displayOrder: index + 1,
    time: row.time ?? null,
    timeMillis: parseMillis(row.time),
  }));
  return replaceUnit(services, actor, write, {
    read: (tx, raceId) =>
      tx
        .select()
        .from(pitStops)
        .where(eq(pitStops.raceId, raceId))
        .orderBy(asc(pitStops.driverId), asc(pitStops.stop)),
    rows: [...rows].sort((a, b) => a.driverId.localeCompare(b.driverId) || a.stop - b.stop),
    replace: async (tx, raceId, source) => {
      await tx.delete(pitStops).where(eq(pitStops.raceId, raceId));
      if (rows.length > 0) await tx.insert(pitStops).values(rows.map((row) => ({ ...row, raceId, source })));
    },
  });
}

/** Replaces a race's lap-by-lap timing (`lap_times`, one unit) as the results sync. */
export async function writeLapTimes(
  services: WriteServices,
  actor: Actor,
  input: LapTimesWrite,
): Promise<WriteResult> {
  const write = parseWrite(lapTimesWrite, input);
  const rows = write.rows.map((row) => ({
    driverId: row.driverId,
    lap: row.lap,
    positionNumber: row.position ?? null,
    time: row.time ?? null,
    timeMillis: parseMillis(row.time),
  }));
  return replaceUnit(services, actor, write, {
    read: (tx, raceId) =>
      tx
        .select()
        .from(lapTimes)
        .where(eq(lapTimes.raceId, raceId))
        .orderBy(asc(lapTimes.driverId), asc(lapTimes.lap)),
    rows: [...rows].sort((a, b) => a.driverId.localeCompare(b.driverId) || a.lap - b.lap),
    replace: async (tx, raceId, source) => {
      await tx.delete(lapTimes).where(eq(lapTimes.raceId, raceId));
      // Large races run past a statement's parameter limit in one insert.
      for (let start = 0; start < rows.length; start += 1000) {
        await tx
          .insert(lapTimes)
          .values(rows.slice(start, start + 1000).map((row) => ({ ...row, raceId, source })));
      }
    },
  });
}

type Unit<Row extends Record<string, unknown>> = {
  read: (tx: Tx, raceId: number) => Promise<(Row & { raceId: number; source: RaceDataSource })[]>;
  /** The new rows, in the order `read` gives. */
  rows: Row[];
  replace: (tx: Tx, raceId: number, source: RaceDataSource) => Promise<void>;
};

async function replaceUnit<Row extends Record<string, unknown>>(
  services: WriteServices,
  actor: Actor,
  target: { season: number; round: number },
  unit: Unit<Row>,
): Promise<WriteResult> {
  return runRaceDataWrite(services, target, async (tx) => {
    const race = await findRace(tx, target.season, target.round);
    const current = await unit.read(tx, race.id);
    const owner = current.reduce<RaceDataSource | null>(
      (strongest, row) =>
        strongest === 'admin'
          ? strongest
          : row.source === 'snapshot'
            ? (strongest ?? 'snapshot')
            : row.source,
      null,
    );
    if (owner && !mayReplace(actor.source, owner)) return { status: 'kept', owner };
    const comparable = (rows: Record<string, unknown>[]) =>
      JSON.stringify(rows.map((row) => Object.keys(unit.rows[0] ?? {}).map((column) => row[column] ?? null)));
    if (
      owner === actor.source &&
      current.length === unit.rows.length &&
      comparable(current) === comparable(unit.rows)
    ) {
      return { status: 'unchanged' };
    }
    await unit.replace(tx, race.id, actor.source);
    return { status: 'written', auditId: null, standingsRounds: [] };
  });
}

/**
 * Replaces a race's fastest-lap ranking (one unit) as the results sync: ranked by the order given,
 * each lap's gap to the fastest as f1db writes it ("+0.412").
 */
export async function writeFastestLaps(
  services: WriteServices,
  actor: Actor,
  input: FastestLapsWrite,
): Promise<WriteResult> {
  const write = parseWrite(fastestLapsWrite, input);
  const best = parseMillis(write.rows[0]?.time);
  const rows: Omit<typeof fastestLaps.$inferSelect, 'raceId' | 'source'>[] = write.rows.map((row, index) => {
    const millis = parseMillis(row.time);
    return {
      displayOrder: index + 1,
      positionNumber: index + 1,
      positionText: String(index + 1),
      driverNumber: row.driverNumber ?? null,
      driverId: row.driverId,
      constructorId: row.constructorId,
      engineManufacturerId: row.engineManufacturerId ?? null,
      lap: row.lap ?? null,
      time: row.time ?? null,
      timeMillis: millis,
      gap: index > 0 && millis !== null && best !== null ? `+${((millis - best) / 1000).toFixed(3)}` : null,
      interval: null,
    };
  });
  return replaceUnit(services, actor, write, {
    read: (tx, raceId) =>
      tx
        .select()
        .from(fastestLaps)
        .where(eq(fastestLaps.raceId, raceId))
        .orderBy(asc(fastestLaps.displayOrder)),
    rows,
    replace: async (tx, raceId, source) => {
      await tx.delete(fastestLaps).where(eq(fastestLaps.raceId, raceId));
      if (rows.length > 0)
        await tx.insert(fastestLaps).values(rows.map((row) => ({ ...row, raceId, source })));
    },
  });
}
