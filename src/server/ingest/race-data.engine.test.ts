import { and, asc, count, desc, eq, exists, gte, lte, not, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import {
  circuits,
  constructorStandings,
  constructors,
  driverStandings,
  drivers,
  raceResults,
  raceSessions,
  races,
  seasonEntrantDrivers,
  startingGridPositions,
  teamSeasonStyles,
} from '#server/db/schema.ts';
import { openTestDatabase } from '#server/testing/test-database.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const raceOf = async (year: number, round: number) => {
  const [race] = await database.db
    .select()
    .from(races)
    .where(and(eq(races.year, year), eq(races.round, round)));
  if (!race) throw new Error(`no race ${year}/${round}`);
  return race;
};

describe('race data loaded from the snapshot', () => {
  it('has every race of 1950–2025 with results and standings, and the 2026 calendar', async () => {
    const { db } = database;
    const [all] = await db
      .select({ n: count() })
      .from(races)
      .where(and(gte(races.year, 1950), lte(races.year, 2025)));
    expect(all?.n).toBe(1149);
    const [of2025] = await db.select({ n: count() }).from(races).where(eq(races.year, 2025));
    expect(of2025?.n).toBe(24);
    const rounds2026 = await db.select({ round: races.round }).from(races).where(eq(races.year, 2026));
    expect(rounds2026.map((r) => r.round).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 23 }, (_, i) => i + 1),
    );
    const hasRows = (table: typeof raceResults | typeof driverStandings) =>
      exists(db.select({ one: sql`1` }).from(table).where(eq(table.raceId, races.id)));
    const incomplete = await db
      .select({ year: races.year, round: races.round })
      .from(races)
      .where(and(lte(races.year, 2025), not(and(hasRows(raceResults), hasRows(driverStandings))!)));
    expect(incomplete).toEqual([]);
  });

  it('ends 2025 with Norris 423, Verstappen 421, Piastri 410 and McLaren 833', async () => {
    const last = await raceOf(2025, 24);
    const top = await database.db
      .select({
        driver: drivers.lastName,
        points: driverStandings.points,
        position: driverStandings.positionNumber,
      })
      .from(driverStandings)
      .innerJoin(drivers, eq(drivers.id, driverStandings.driverId))
      .where(eq(driverStandings.raceId, last.id))
      .orderBy(asc(driverStandings.displayOrder))
      .limit(3);
    expect(top).toEqual([
      { driver: 'Norris', points: 423, position: 1 },
      { driver: 'Verstappen', points: 421, position: 2 },
      { driver: 'Piastri', points: 410, position: 3 },
    ]);
    const [champion] = await database.db
      .select({ team: constructorStandings.constructorId, points: constructorStandings.points })
      .from(constructorStandings)
      .where(eq(constructorStandings.raceId, last.id))
      .orderBy(desc(constructorStandings.points))
      .limit(1);
    expect(champion).toEqual({ team: 'mclaren', points: 833 });
  });

  it('dates the 2021 Turkish Grand Prix on 10 October, as corrected', async () => {
    const race = await raceOf(2021, 16);
    expect(race.grandPrixId).toBe('turkey');
    expect(race.date).toBe('2021-10-10');
  });

  it('keeps UTC start times of the 2024–2026 weekends', async () => {
    const australia = await raceOf(2025, 1);
    expect(australia.startsAt?.toISOString()).toBe('2025-03-16T04:00:00.000Z');
    const sessions = await database.db
      .select({ kind: raceSessions.kind, date: raceSessions.date, startsAt: raceSessions.startsAt })
      .from(raceSessions)
      .where(eq(raceSessions.raceId, australia.id))
      .orderBy(asc(raceSessions.startsAt));
    expect(sessions.map((s) => [s.kind, s.date, s.startsAt?.toISOString()])).toEqual([
      ['fp1', '2025-03-14', '2025-03-14T01:30:00.000Z'],
      ['fp2', '2025-03-14', '2025-03-14T05:00:00.000Z'],
      ['fp3', '2025-03-15', '2025-03-15T01:30:00.000Z'],
      ['qualifying', '2025-03-15', '2025-03-15T05:00:00.000Z'],
    ]);
    const lasVegas = await raceOf(2025, 22);
    expect([lasVegas.date, lasVegas.startsAt?.toISOString()]).toEqual([
      '2025-11-23',
      '2025-11-23T04:00:00.000Z',
    ]);
    expect((await raceOf(1950, 1)).startsAt).toBeNull();
  });

  it('splits positions into numbers and codes, and times into milliseconds', async () => {
    const australia = await raceOf(2025, 1);
    const results = await database.db
      .select()
      .from(raceResults)
      .where(and(eq(raceResults.raceId, australia.id), eq(raceResults.kind, 'race')))
      .orderBy(asc(raceResults.displayOrder));
    const winner = results[0];
    expect(winner).toMatchObject({
      driverId: 'lando-norris',
      positionNumber: 1,
      positionText: '1',
      time: '1:42:06.304',
      timeMillis: 6_126_304,
      points: 25,
      gridPositionNumber: 1,
    });
    expect(results[1]).toMatchObject({ gap: '+0.895', gapMillis: 895, timeMillis: 6_127_199 });
    const retired = results.filter((r) => r.positionNumber === null);
    expect(retired.length).toBeGreaterThan(0);
    for (const row of retired) expect(['DNF', 'DNS', 'DSQ', 'NC']).toContain(row.positionText);
    expect(retired.map((r) => r.displayOrder)).toEqual(
      retired.map((_, i) => results.length - retired.length + i + 1),
    );
    const abuDhabi = await raceOf(2025, 24);
    const [hadjar] = await database.db
      .select()
      .from(raceResults)
      .where(and(eq(raceResults.raceId, abuDhabi.id), eq(raceResults.driverId, 'isack-hadjar')));
    expect(hadjar).toMatchObject({
      positionNumber: 17,
      gap: '+1 lap',
      gapLaps: 1,
      gapMillis: null,
      time: null,
    });

    const [pitLane] = await database.db
      .select({ n: count() })
      .from(startingGridPositions)
      .where(
        and(
          eq(startingGridPositions.positionText, 'PL'),
          sql`${startingGridPositions.positionNumber} is null`,
        ),
      );
    expect(pitLane?.n).toBeGreaterThan(100);
  });

  it('speaks Ergast ids next to the f1db ones', async () => {
    const ids = async (table: typeof drivers | typeof constructors | typeof circuits, id: string) => {
      const [row] = await database.db
        .select({ ergastId: table.ergastId })
        .from(table)
        .where(eq(table.id, id));
      return row?.ergastId;
    };
    expect(await ids(drivers, 'max-verstappen')).toBe('max_verstappen');
    expect(await ids(drivers, 'archie-scott-brown')).toBe('scott_Brown');
    expect(await ids(constructors, 'red-bull')).toBe('red_bull');
    expect(await ids(constructors, 'racing-bulls')).toBe('rb');
    expect(await ids(circuits, 'melbourne')).toBe('albert_park');
  });

  it('has the season line-ups and team colours', async () => {
    const lawson = await database.db
      .select({ constructorId: seasonEntrantDrivers.constructorId, rounds: seasonEntrantDrivers.rounds })
      .from(seasonEntrantDrivers)
      .where(and(eq(seasonEntrantDrivers.year, 2026), eq(seasonEntrantDrivers.driverId, 'liam-lawson')))
      .orderBy(asc(seasonEntrantDrivers.constructorId));
    expect(lawson.map((r) => r.constructorId)).toEqual(['racing-bulls', 'red-bull']);
    const colours = await database.db
      .select({ team: teamSeasonStyles.constructorId, colour: teamSeasonStyles.colour })
      .from(teamSeasonStyles)
      .where(eq(teamSeasonStyles.year, 2025));
    expect(colours).toHaveLength(10);
    expect(colours).toContainEqual({ team: 'mclaren', colour: '#FF8000' });
    const [styled] = await database.db
      .select({ years: sql<number>`count(distinct ${teamSeasonStyles.year})::int` })
      .from(teamSeasonStyles);
    expect(styled?.years).toBe(13);
  });
});
