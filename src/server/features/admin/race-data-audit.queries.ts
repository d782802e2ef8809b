import { and, desc, inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { raceDataAudit, users } from '#server/db/schema.ts';

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

/** The audit log as the dashboard shows it: each entry with its author's name (or a deleted account). */
export async function auditLogWithAuthors(db: Db, filter: { season?: number; round?: number }, limit = 50) {
  const entries = await listRaceDataAudit(db, filter, limit);
  const ids = [...new Set(entries.map((entry) => entry.userId).filter((id): id is string => id !== null))];
  const authors =
    ids.length === 0
      ? []
      : await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids));
  const names = new Map(authors.map((author) => [author.id, author.name]));
  return entries.map((entry) => ({
    ...entry,
    who: entry.userId === null ? 'The system' : (names.get(entry.userId) ?? 'A deleted account'),
  }));
}
