import { and, eq } from 'drizzle-orm';
import type { ZodType, z } from 'zod';
import type { Tx } from '#server/db/client.ts';
import { type RaceDataAuditAction, raceDataAudit, races } from '#server/db/schema.ts';
import { ApiError, validationError } from '#server/http/errors.ts';
import type { Services } from '#server/services.ts';
import type { RaceDataSource } from '#shared/race-data-ownership.ts';
import { lockSeason } from './season-lock.ts';

/** Who is writing: the results sync, or an admin (whose writes are audited under their user id). */
export type WriteActor = { source: 'sync' } | { source: 'admin'; userId: string };

export type WriteResult =
  /** Stored; `auditId` is the audit entry of an admin write, `standingsRounds` the rounds recomputed. */
  | { status: 'written'; auditId: number | null; standingsRounds: number[] }
  /** The data already was exactly this, from the same source: nothing stored, no event. */
  | { status: 'unchanged' }
  /** A stronger source owns the target (sync never replaces an admin's edit): nothing stored. */
  | { status: 'kept'; owner: RaceDataSource };

export type WriteServices = Pick<Services, 'db' | 'events'>;

/** Parses a write's input; bad input is a 400 naming the first offending field. */
export function parseWrite<Schema extends ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

/** A 400 naming the field, worded like the validator's. */
export function invalidField(field: string, message: string): ApiError {
  return new ApiError(400, 'invalid_input', `${field}: ${message}`, field);
}

/**
 * Runs one race-data write: the season's lock and `work` in one transaction, then, after the commit
 * and only when something was stored, `race-data.changed` for the round, or the whole season for a
 * write that belongs to no round (every instance drops its caches on it). A failure rolls everything back and publishes nothing.
 */
export async function runRaceDataWrite<Result extends WriteResult>(
  services: WriteServices,
  target: { season: number; round?: number },
  work: (tx: Tx) => Promise<Result>,
): Promise<Result> {
  const result = await services.db.transaction(async (tx) => {
    await lockSeason(tx, target.season);
    return work(tx);
  });
  if (result.status === 'written') {
    const { season, round } = target;
    await services.events.publish(
      round === undefined
        ? { type: 'race-data.changed', season }
        : { type: 'race-data.changed', season, round },
    );
  }
  return result;
}

/** The race of a season's round, locked for the transaction; 404 when the calendar has none. */
export async function findRace(tx: Tx, season: number, round: number) {
  const [race] = await tx
    .select({ id: races.id, date: races.date, startsAt: races.startsAt, source: races.source })
    .from(races)
    .where(and(eq(races.year, season), eq(races.round, round)))
    .for('update');
  if (!race) throw new ApiError(404, 'not_found', `${season} has no round ${round}`);
  return race;
}

/** Records an admin's write in race_data_audit; returns the entry's id. */
export async function recordAdminWrite(
  tx: Tx,
  entry: {
    userId: string;
    action: RaceDataAuditAction;
    key: Record<string, unknown>;
    before: unknown;
    after: unknown;
    revertsId?: number;
  },
): Promise<number> {
  const [row] = await tx
    .insert(raceDataAudit)
    .values({ ...entry, before: entry.before ?? null, after: entry.after ?? null })
    .returning({ id: raceDataAudit.id });
  if (!row) throw new Error('race_data_audit returned no id');
  return row.id;
}
