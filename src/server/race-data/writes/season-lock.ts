import { sql } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';

/** First half of the two-key advisory lock on one season's race data ("pitx"). */
const seasonLockClass = 0x70697478;

/**
 * Takes the season's race-data lock for the rest of the transaction. Every write to a season (the
 * snapshot loader, the sync, the admin editors) holds it, so two writers never interleave: a
 * standings recompute always sees every classification it counts, and a reload never inserts into
 * a session a write has just taken over.
 */
export async function lockSeason(tx: Tx, season: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${seasonLockClass}::int, ${season}::int)`);
}
