import { asc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { circuits, countries, grandsPrix, raceSessions, races } from '#server/db/schema.ts';
import { type Meeting, meetingSlug } from '#shared/meetings.ts';
import { type TimedSession, weekendSessionKinds } from '#shared/sessions.ts';

const sessionOrder = (session: TimedSession) => weekendSessionKinds.indexOf(session.kind);

/** Every race weekend in the database, oldest first, each with its sessions in running order. */
export async function listMeetings(db: Db): Promise<Meeting[]> {
  const rows = await db
    .select({
      raceId: races.id,
      year: races.year,
      round: races.round,
      date: races.date,
      startsAt: races.startsAt,
      name: grandsPrix.fullName,
      officialName: races.officialName,
      countryName: countries.name,
      countryCode: countries.alpha2Code,
      circuitId: circuits.id,
      circuitName: circuits.fullName,
      circuitLayoutId: races.circuitLayoutId,
      placeName: circuits.placeName,
      cancelled: races.cancelled,
    })
    .from(races)
    .innerJoin(grandsPrix, eq(grandsPrix.id, races.grandPrixId))
    .innerJoin(circuits, eq(circuits.id, races.circuitId))
    .innerJoin(countries, eq(countries.id, circuits.countryId))
    .orderBy(asc(races.year), asc(races.round));
  const sessions = await db.select().from(raceSessions);
  const byRace = new Map<number, TimedSession[]>();
  for (const session of sessions) {
    const list = byRace.get(session.raceId) ?? [];
    list.push({ kind: session.kind, date: session.date, startsAt: session.startsAt?.toISOString() ?? null });
    byRace.set(session.raceId, list);
  }
  return rows.map(({ date, startsAt, ...race }) => {
    const weekend = byRace.get(race.raceId) ?? [];
    weekend.push({ kind: 'race', date, startsAt: startsAt?.toISOString() ?? null });
    weekend.sort((a, b) => a.date.localeCompare(b.date) || sessionOrder(a) - sessionOrder(b));
    return { ...race, slug: meetingSlug(race.name), sessions: weekend };
  });
}
