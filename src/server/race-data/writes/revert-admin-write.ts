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
import { readDriverEdit, type StoredDriverEdit, storeDriverEdit } from './write-driver.ts';
import { readLineUp, type StoredLineUp, storeLineUp } from './write-line-up.ts';
import { restoreMeeting, type StoredMeeting } from './write-meeting.ts';
import { readSessionTime, type StoredSessionTime, storeSessionTime } from './write-session-time.ts';
import { readTeamEdit, type StoredTeamEdit, storeTeamEdit } from './write-team.ts';

/** What an entry wrote: a session of a round, a team's line-up, or a driver's or team's season. */
type AuditKey = { season: number; round: number; kind: string; team?: string };

/**
 * Entries that wrote the same data: a session's time and its classification share a key (told apart
 * by the action); a team's line-up changes are one target whatever round each took effect from.
 */
function sameTarget(action: string, key: AuditKey) {
  if (action === 'line-up') {
    return sql`${raceDataAudit.key} @> ${JSON.stringify({ season: key.season, kind: key.kind, team: key.team })}::jsonb`;
  }
  return sql`${raceDataAudit.key} = ${JSON.stringify(key)}::jsonb`;
}

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
          sameTarget(entry.action, entry.key as AuditKey),
          gt(raceDataAudit.id, auditId),
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

    let standingsRounds: number[] = [];
    let current:
      | StoredClassification
      | StoredSessionTime
      | StoredLineUp
      | StoredMeeting
      | StoredDriverEdit
      | StoredTeamEdit
      | null;
    if (entry.action === 'driver') {
      const { driverId } = entry.key as { driverId: string };
      current = await readDriverEdit(tx, key.season, driverId);
      await restore(() => storeDriverEdit(tx, key.season, driverId, entry.before as StoredDriverEdit));
    } else if (entry.action === 'team') {
      const { teamId } = entry.key as { teamId: string };
      current = await readTeamEdit(tx, key.season, teamId);
      await restore(() => storeTeamEdit(tx, key.season, teamId, entry.before as StoredTeamEdit));
    } else if (entry.action === 'classification') {
      const race = await findRace(tx, key.season, key.round);
      const kind = key.kind as ClassificationKind;
      current = adminOwned(await readClassification(tx, race.id, kind), auditId);
      const before = entry.before as StoredClassification | null;
      await replaceClassification(tx, race.id, kind, before?.rows ?? [], before?.source ?? 'snapshot');
      if (countsForStandings(kind)) standingsRounds = await recomputeStandings(tx, key.season, key.round);
    } else if (entry.action === 'meeting') {
      current = await restoreMeeting(tx, key.season, key.round, entry.before as StoredMeeting | null);
    } else if (entry.action === 'line-up') {
      const teamId = String(key.team);
      current = adminOwnedLineUp(await readLineUp(tx, key.season, teamId), auditId);
      await storeLineUp(tx, key.season, teamId, entry.before as StoredLineUp);
    } else {
      const race = await findRace(tx, key.season, key.round);
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

/**
 * Puts back a driver or team as they were. Removing one the admin created fails while something else
 * now refers to them (a line-up, a result): a 409 rather than an error.
 */
async function restore(work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (
      (error as { cause?: { code?: string } }).cause?.code === '23503' ||
      (error as { code?: string }).code === '23503'
    ) {
      throw new ApiError(
        409,
        'in_use',
        'Other race data now refers to what this edit created; remove that first',
      );
    }
    throw error;
  }
}

/** Only admin writes replace an admin's data, and each is audited: anything else is a bug. */
function adminOwned<T extends { source: string }>(current: T | null, auditId: number): T {
  if (current?.source !== 'admin') {
    throw new Error(`Audit entry ${auditId} is the latest, yet its target is not the admin's`);
  }
  return current;
}

function adminOwnedLineUp(current: StoredLineUp, auditId: number): StoredLineUp {
  if (current.rows.length === 0 || current.rows.some((row) => row.source !== 'admin')) {
    throw new Error(`Audit entry ${auditId} is the latest, yet the line-up is not the admin's`);
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
