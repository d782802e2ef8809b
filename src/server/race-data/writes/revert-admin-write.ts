import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { raceDataAudit } from '#server/db/schema.ts';
import { ApiError } from '#server/http/errors.ts';
import type { ClassificationKind } from '#shared/race-data-writes.ts';
import type { WeekendSessionKind } from '#shared/sessions.ts';
import {
  countsForStandings,
  readClassification,
  replaceClassification,
  type StoredClassification,
} from './classification-rows.ts';
import {
  findRace,
  recordAdminWrite,
  runRaceDataWrite,
  type WriteResult,
  type WriteServices,
} from './race-data-write.ts';
import { recomputeStandings } from './recompute-standings.ts';
import { readSessionTime, type StoredSessionTime, storeSessionTime } from './write-session-time.ts';

type AuditKey = { season: number; round: number; kind: string };

/**
 * Undoes an admin's write (audit entry `auditId`): puts back what was there before it, with the
 * source it had (the snapshot's or sync's values again, or nothing), recomputes standings when a race
 * or sprint classification changes, and records the revert as an audit entry of its own. Only the
 * latest write to a target that is still in force can be reverted: 404 for no such entry, 409 for a
 * revert, an entry already reverted, or one a later admin write replaced (revert that one first).
 */
export async function revertAdminWrite(
  services: WriteServices,
  actor: { userId: string },
  auditId: number,
): Promise<WriteResult & { status: 'written' }> {
  const key = await auditKey(services, auditId);
  return runRaceDataWrite(services, key, async (tx) => {
    const [entry] = await tx.select().from(raceDataAudit).where(eq(raceDataAudit.id, auditId)).for('update');
    if (!entry) throw notFound(auditId);
    if (entry.action === 'revert') {
      throw new ApiError(
        409,
        'not_revertible',
        `Entry ${auditId} is a revert; write the value again instead`,
      );
    }
    if (entry.revertedById !== null) {
      throw new ApiError(
        409,
        'already_reverted',
        `Entry ${auditId} was reverted by entry ${entry.revertedById}`,
      );
    }
    const [later] = await tx
      .select({ id: raceDataAudit.id })
      .from(raceDataAudit)
      .where(
        and(
          sql`${raceDataAudit.key} = ${JSON.stringify(entry.key)}::jsonb`,
          gt(raceDataAudit.id, auditId),
          // The same target: a session's time and its classification share a key.
          eq(raceDataAudit.action, entry.action),
          isNull(raceDataAudit.revertedById),
        ),
      )
      .orderBy(desc(raceDataAudit.id))
      .limit(1);
    if (later) {
      throw new ApiError(
        409,
        'later_write',
        `Entry ${later.id} changed the same data later; revert it first`,
      );
    }

    const race = await findRace(tx, key.season, key.round);
    let standingsRounds: number[] = [];
    let current: StoredClassification | StoredSessionTime | null;
    if (entry.action === 'classification') {
      const kind = key.kind as ClassificationKind;
      current = adminOwned(await readClassification(tx, race.id, kind), auditId);
      const before = entry.before as StoredClassification | null;
      await replaceClassification(tx, race.id, kind, before?.rows ?? [], before?.source ?? 'snapshot');
      if (countsForStandings(kind)) standingsRounds = await recomputeStandings(tx, key.season, key.round);
    } else {
      const kind = key.kind as WeekendSessionKind;
      current = adminOwned(await readSessionTime(tx, race, kind), auditId);
      await storeSessionTime(tx, race.id, kind, entry.before as StoredSessionTime | null);
    }
    const revertId = await recordAdminWrite(tx, {
      userId: actor.userId,
      action: 'revert',
      key: entry.key as AuditKey,
      before: current,
      after: entry.before,
      revertsId: auditId,
    });
    await tx.update(raceDataAudit).set({ revertedById: revertId }).where(eq(raceDataAudit.id, auditId));
    return { status: 'written' as const, auditId: revertId, standingsRounds };
  });
}

/** Only admin writes replace an admin's data, and each is audited: anything else is a bug. */
function adminOwned<T extends { source: string }>(current: T | null, auditId: number): T {
  if (current?.source !== 'admin') {
    throw new Error(`Audit entry ${auditId} is the latest, yet its target is not the admin's`);
  }
  return current;
}

const notFound = (auditId: number) => new ApiError(404, 'not_found', `No audit entry ${auditId}`);

/** The season and round an entry wrote, read before the write takes the season's lock. */
async function auditKey(services: WriteServices, auditId: number): Promise<AuditKey> {
  const [entry] = await services.db
    .select({ key: raceDataAudit.key })
    .from(raceDataAudit)
    .where(eq(raceDataAudit.id, auditId));
  if (!entry) throw notFound(auditId);
  return entry.key as AuditKey;
}
