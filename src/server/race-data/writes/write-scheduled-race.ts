import { and, desc, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '#server/db/client.ts';
import {
  circuitLayouts,
  circuits,
  countries,
  grandsPrix,
  raceSessions,
  races,
  seasons,
} from '#server/db/schema.ts';
import { type WeekendSessionKind, weekendSessionKinds } from '#shared/sessions.ts';
import {
  invalidField,
  parseWrite,
  runRaceDataWrite,
  type WriteResult,
  type WriteServices,
} from './race-data-write.ts';
import { kebab } from './write-entrants.ts';

const instant = z.iso.datetime({ offset: true });

export const scheduledRaceWrite = z.strictObject({
  season: z.number().int().min(1950).max(2100),
  round: z.number().int().min(1).max(40),
  /** "Dutch Grand Prix". */
  raceName: z.string().trim().min(1).max(100),
  circuit: z.strictObject({
    ergastId: z.string().trim().min(1).max(100),
    name: z.string().trim().min(1).max(200),
    locality: z.string().trim().max(100).optional(),
    country: z.string().trim().max(100).optional(),
    latitude: z.number().min(-90).max(90).optional(),
    longitude: z.number().min(-180).max(180).optional(),
  }),
  date: z.iso.date(),
  startsAt: instant.nullish(),
  sessions: z
    .array(z.strictObject({ kind: z.enum(weekendSessionKinds).exclude(['race']), startsAt: instant }))
    .max(8),
});
export type ScheduledRaceWrite = z.input<typeof scheduledRaceWrite>;

/** Sync's own race ids sit far above f1db's (about 1,200 races so far), so the snapshot never uses one. */
const syncRaceId = (season: number, round: number) => 1_000_000 + season * 100 + round;

/**
 * Adds a round the source's schedule has and our calendar lacks (a new season, an added race), as
 * the results sync: the race and its sessions, owned by `sync`. The circuit is found by its Ergast id
 * (a circuit we have never seen is added from the source's fields); the Grand Prix by its name, or
 * added. Facts the schedule does not give (laps, distance) come from the circuit's latest race. A
 * round already in the calendar is left as it is (`unchanged`; its times move by writeSessionTime).
 * When f1db later publishes the round, the snapshot loader loads it into this race (decision 012).
 */
export async function writeScheduledRace(
  services: WriteServices,
  input: ScheduledRaceWrite,
): Promise<WriteResult> {
  const write = parseWrite(scheduledRaceWrite, input);
  const { season, round } = write;
  return runRaceDataWrite(services, { season, round }, async (tx) => {
    const [existing] = await tx
      .select({ id: races.id })
      .from(races)
      .where(and(eq(races.year, season), eq(races.round, round)));
    if (existing) return { status: 'unchanged' };
    const circuit = await findOrAddCircuit(tx, write.circuit);
    await addRace(tx, 'sync', {
      id: syncRaceId(season, round),
      season,
      round,
      raceName: write.raceName,
      circuit,
      date: write.date,
      startsAt: write.startsAt ? new Date(write.startsAt) : null,
      sessions: write.sessions,
    });
    return { status: 'written', auditId: null, standingsRounds: [] };
  });
}

type NewRace = {
  id: number;
  season: number;
  round: number;
  raceName: string;
  circuit: typeof circuits.$inferSelect;
  date: string;
  startsAt: Date | null;
  sessions: { kind: Exclude<WeekendSessionKind, 'race'>; startsAt: string }[];
};

/**
 * Adds a round to the calendar as `source`: the race and its sessions. The Grand Prix is found by
 * its name, or added; facts a schedule does not give (laps, distance) come from the circuit's latest
 * race.
 */
export async function addRace(tx: Tx, source: 'sync' | 'admin', race: NewRace): Promise<void> {
  const { id: raceId, season, round, circuit } = race;
  const write = race;
  await tx.insert(seasons).values({ year: season }).onConflictDoNothing();
  const grandPrixId = await findOrAddGrandPrix(tx, write.raceName, circuit.countryId, source);
  const [layout] = await tx
    .select()
    .from(circuitLayouts)
    .where(and(eq(circuitLayouts.circuitId, circuit.id), isNull(circuitLayouts.lastYear)));
  const [previous] = await tx
    .select({ laps: races.laps, distance: races.distance, layout: races.circuitLayoutId })
    .from(races)
    .where(eq(races.circuitId, circuit.id))
    .orderBy(desc(races.year))
    .limit(1);
  const courseLength = layout?.length ?? circuit.length ?? 0;
  const startsAt = write.startsAt;
  await tx.insert(races).values({
    id: raceId,
    year: season,
    round,
    date: write.date,
    startsAt,
    grandPrixId,
    officialName: `${write.raceName} ${season}`,
    qualifyingFormat: 'KNOCKOUT',
    sprintQualifyingFormat: write.sessions.some((s) => s.kind === 'sprint') ? 'SPRINT_SHOOTOUT' : null,
    circuitId: circuit.id,
    circuitLayoutId: layout?.id ?? previous?.layout ?? null,
    circuitType: circuit.type,
    direction: circuit.direction,
    courseLength,
    turns: layout?.turns ?? circuit.turns ?? 0,
    laps: previous?.laps ?? 0,
    distance: previous?.distance ?? 0,
    source,
  });
  if (write.sessions.length > 0) {
    await tx.insert(raceSessions).values(
      write.sessions.map((session) => ({
        raceId,
        kind: session.kind,
        date: new Date(session.startsAt).toISOString().slice(0, 10),
        startsAt: new Date(session.startsAt),
        source,
      })),
    );
  }
}

type SourceCircuit = z.output<typeof scheduledRaceWrite>['circuit'];

async function findOrAddCircuit(tx: Tx, source: SourceCircuit) {
  const [known] = await tx.select().from(circuits).where(eq(circuits.ergastId, source.ergastId));
  if (known) return known;
  const countryId = await countryNamed(tx, source.country);
  if (!countryId) throw invalidField('circuit.country', `No country ${source.country ?? '(none)'}`);
  const [added] = await tx
    .insert(circuits)
    .values({
      id: kebab(source.ergastId),
      ergastId: source.ergastId,
      name: source.locality ?? source.name,
      fullName: source.name,
      // The schedule says nothing of these; a maintainer or the next snapshot puts them right.
      type: 'RACE',
      direction: 'CLOCKWISE',
      placeName: source.locality ?? source.name,
      countryId,
      latitude: source.latitude ?? 0,
      longitude: source.longitude ?? 0,
      source: 'sync',
    })
    .returning();
  return added as typeof circuits.$inferSelect;
}

async function findOrAddGrandPrix(
  tx: Tx,
  raceName: string,
  countryId: string,
  source: 'sync' | 'admin',
): Promise<string> {
  const [known] = await tx
    .select({ id: grandsPrix.id })
    .from(grandsPrix)
    .where(eq(grandsPrix.fullName, raceName));
  if (known) return known.id;
  const name = raceName.replace(/\s+Grand Prix$/i, '');
  const id = kebab(name);
  await tx
    .insert(grandsPrix)
    .values({
      id,
      name,
      fullName: raceName,
      shortName: `${name} GP`,
      abbreviation: kebab(name).replace(/-/g, '').slice(0, 3).toUpperCase(),
      countryId,
      source,
    })
    .onConflictDoNothing();
  return id;
}

async function countryNamed(tx: Tx, name: string | undefined): Promise<string | null> {
  if (!name) return null;
  const [country] = await tx.select({ id: countries.id }).from(countries).where(eq(countries.name, name));
  return country?.id ?? null;
}
