import { and, desc, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { raceDataAudit } from '#server/db/schema.ts';

/** The latest admin writes to race data, newest first; of one season (and round) when given. */
export function listRaceDataAudit(db: Db, filter: { season?: number; round?: number }, limit = 100) {
  const conditions = [
    filter.season === undefined
      ? undefined
      : sql`(${raceDataAudit.key} ->> 'season')::int = ${filter.season}`,
    filter.round === undefined ? undefined : sql`(${raceDataAudit.key} ->> 'round')::int = ${filter.round}`,
  ];
  return db
    .select()
    .from(raceDataAudit)
    .where(and(...conditions))
    .orderBy(desc(raceDataAudit.id))
    .limit(limit);
}
