import { and, eq } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';
import { raceSessions, races } from '#server/db/schema.ts';
import { mayReplace, type RaceDataSource } from '#shared/race-data-ownership.ts';
import { type SessionTimeWrite, sessionTimeWrite } from '#shared/race-data-writes.ts';
import type { WeekendSessionKind } from '#shared/sessions.ts';
import {
  findRace,
  parseWrite,
  recordAdminWrite,
  runRaceDataWrite,
  type WriteActor,
  type WriteResult,
  type WriteServices,
} from './race-data-write.ts';

/** A session's schedule as stored (and as the audit keeps it): its UTC date and start. */
export type StoredSessionTime = { source: RaceDataSource; date: string; startsAt: string | null };

/**
 * Reschedules a weekend session (practice, qualifying, sprint …) or the race itself of a season's
 * round, as `actor`; a session the weekend did not have yet is added. The race's start lives on its
 * race row, so rescheduling the race makes the whole row the actor's (decision 012). Sync never
 * replaces an admin's time (`kept`); an admin's write is audited. The event goes out after the commit.
 */
export async function writeSessionTime(
  services: WriteServices,
  actor: WriteActor,
  input: SessionTimeWrite,
): Promise<WriteResult> {
  const write = parseWrite(sessionTimeWrite, input);
  const { season, round, kind } = write;
  const startsAt = new Date(write.startsAt);
  const next: StoredSessionTime = {
    source: actor.source,
    date: startsAt.toISOString().slice(0, 10),
    startsAt: startsAt.toISOString(),
  };
  return runRaceDataWrite(services, { season, round }, async (tx) => {
    const race = await findRace(tx, season, round);
    const current = await readSessionTime(tx, race, kind);
    if (current && !mayReplace(actor.source, current.source))
      return { status: 'kept', owner: current.source };
    if (current?.source === next.source && current.date === next.date && current.startsAt === next.startsAt) {
      return { status: 'unchanged' };
    }
    await storeSessionTime(tx, race.id, kind, next);
    const auditId =
      actor.source === 'admin'
        ? await recordAdminWrite(tx, {
            userId: actor.userId,
            action: 'session-time',
            key: { season, round, kind },
            before: current,
            after: next,
          })
        : null;
    return { status: 'written', auditId, standingsRounds: [] };
  });
}

type Race = Awaited<ReturnType<typeof findRace>>;

export async function readSessionTime(
  tx: Tx,
  race: Race,
  kind: WeekendSessionKind,
): Promise<StoredSessionTime | null> {
  if (kind === 'race') {
    return { source: race.source, date: race.date, startsAt: race.startsAt?.toISOString() ?? null };
  }
  const [session] = await tx
    .select({ source: raceSessions.source, date: raceSessions.date, startsAt: raceSessions.startsAt })
    .from(raceSessions)
    .where(and(eq(raceSessions.raceId, race.id), eq(raceSessions.kind, kind)));
  return session ? { ...session, startsAt: session.startsAt?.toISOString() ?? null } : null;
}

/** Stores a session's time with its source; null removes a session (never the race). */
export async function storeSessionTime(
  tx: Tx,
  raceId: number,
  kind: WeekendSessionKind,
  time: StoredSessionTime | null,
): Promise<void> {
  const values = time && {
    date: time.date,
    startsAt: time.startsAt === null ? null : new Date(time.startsAt),
    source: time.source,
  };
  if (kind === 'race') {
    if (!values) throw new Error('A race keeps its time');
    await tx.update(races).set(values).where(eq(races.id, raceId));
  } else if (!values) {
    await tx.delete(raceSessions).where(and(eq(raceSessions.raceId, raceId), eq(raceSessions.kind, kind)));
  } else {
    await tx
      .insert(raceSessions)
      .values({ raceId, kind, ...values })
      .onConflictDoUpdate({ target: [raceSessions.raceId, raceSessions.kind], set: values });
  }
}
