import { and, eq } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';
import { circuits, grandsPrix, races } from '#server/db/schema.ts';
import { ApiError } from '#server/http/errors.ts';
import {
  type MeetingCancelWrite,
  type MeetingWrite,
  meetingCancelWrite,
  meetingWrite,
  weekendMisfit,
} from '#shared/meeting-writes.ts';
import {
  invalidField,
  parseWrite,
  recordAdminWrite,
  runRaceDataWrite,
  type WriteResult,
  type WriteServices,
} from './race-data-write.ts';
import { addRace } from './write-scheduled-race.ts';

/** Admins' race ids sit above sync's (1,000,000 on) and f1db's, so neither ever uses one. */
const adminRaceId = (season: number, round: number) => 3_000_000 + season * 100 + round;

/** What a meeting write changed, as the audit keeps it. */
export type StoredMeeting = { raceId: number; cancelled: boolean; source: string };

/**
 * Adds a meeting to a season as an admin: its name, a circuit we have, its round and its sessions
 * (UTC). A round the season already has, a circuit we do not know or a session outside the
 * weekend is a 400 naming the field; nothing is written then. Audited (a revert removes the meeting);
 * the event goes out after the commit.
 */
export async function addMeeting(
  services: WriteServices,
  actor: { userId: string },
  input: MeetingWrite,
): Promise<WriteResult> {
  const write = parseWrite(meetingWrite, input);
  const { season, round } = write;
  const misfit = weekendMisfit(write.sessions);
  if (misfit) throw invalidField(`sessions.${misfit.index}.startsAt`, misfit.message);
  return runRaceDataWrite(services, { season, round }, async (tx) => {
    const [taken] = await tx
      .select({ name: grandsPrix.fullName })
      .from(races)
      .innerJoin(grandsPrix, eq(grandsPrix.id, races.grandPrixId))
      .where(and(eq(races.year, season), eq(races.round, round)));
    if (taken) throw invalidField('round', `Round ${round} of ${season} is the ${taken.name}`);
    const [circuit] = await tx.select().from(circuits).where(eq(circuits.id, write.circuitId));
    if (!circuit) throw invalidField('circuitId', 'No such circuit');
    const race = write.sessions.find((session) => session.kind === 'race');
    const startsAt = new Date(race?.startsAt ?? '');
    const raceId = adminRaceId(season, round);
    await addRace(tx, 'admin', {
      id: raceId,
      season,
      round,
      raceName: write.name,
      circuit,
      date: startsAt.toISOString().slice(0, 10),
      startsAt,
      sessions: write.sessions.flatMap((session) =>
        session.kind === 'race' ? [] : [{ kind: session.kind, startsAt: session.startsAt }],
      ),
    });
    const auditId = await recordAdminWrite(tx, {
      userId: actor.userId,
      action: 'meeting',
      key: { season, round, kind: 'meeting' },
      before: null,
      after: { raceId, cancelled: false, source: 'admin', ...write },
    });
    return { status: 'written', auditId, standingsRounds: [] };
  });
}

/**
 * Calls a meeting off (or back on) as an admin: it stays in the calendar's history, marked cancelled;
 * what is coming, the calendar export and the results API leave it out. Audited and revertible.
 */
export async function setMeetingCancelled(
  services: WriteServices,
  actor: { userId: string },
  input: MeetingCancelWrite,
): Promise<WriteResult> {
  const write = parseWrite(meetingCancelWrite, input);
  const { season, round } = write;
  return runRaceDataWrite(services, { season, round }, async (tx) => {
    const current = await readMeeting(tx, season, round);
    if (!current) throw invalidField('round', `${season} has no round ${round}`);
    if (current.cancelled === write.cancelled) return { status: 'unchanged' };
    await tx.update(races).set({ cancelled: write.cancelled }).where(eq(races.id, current.raceId));
    const auditId = await recordAdminWrite(tx, {
      userId: actor.userId,
      action: 'meeting',
      key: { season, round, kind: 'meeting' },
      before: current,
      after: { ...current, cancelled: write.cancelled },
    });
    return { status: 'written', auditId, standingsRounds: [] };
  });
}

export async function readMeeting(tx: Tx, season: number, round: number): Promise<StoredMeeting | null> {
  const [race] = await tx
    .select({ raceId: races.id, cancelled: races.cancelled, source: races.source })
    .from(races)
    .where(and(eq(races.year, season), eq(races.round, round)))
    .for('update');
  return race ?? null;
}

/** Puts a meeting back as an audit entry's `before` has it: removed when the entry added it. */
export async function restoreMeeting(tx: Tx, season: number, round: number, before: StoredMeeting | null) {
  const current = await readMeeting(tx, season, round);
  if (!current) throw new ApiError(404, 'not_found', `${season} has no round ${round}`);
  if (before === null) {
    if (current.source !== 'admin')
      throw new Error(`Round ${round} of ${season} is not an admin's to remove`);
    await tx.delete(races).where(eq(races.id, current.raceId));
  } else {
    await tx.update(races).set({ cancelled: before.cancelled }).where(eq(races.id, current.raceId));
  }
  return current;
}
