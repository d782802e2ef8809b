import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { predictionPicks, predictionRaceScores, predictionSeasonTotals, users } from '#server/db/schema.ts';
import { ApiError } from '#server/http/errors.ts';
import { scorePredictionsOnResults } from '#server/jobs/prediction-scoring.ts';
import { raceReader } from '#server/race-data/race-reader.ts';
import { writeClassification } from '#server/race-data/writes/write-classification.ts';
import type { Services } from '#server/services.ts';
import { readerHidingRace } from '#server/testing/hidden-race.ts';
import {
  createAdminUser,
  raceClassificationInput,
  raceIdOf,
  swapCars,
} from '#server/testing/race-data-writes.ts';
import { createTestApp } from '#server/testing/test-app.ts';
import { openTestDatabase } from '#server/testing/test-database.ts';
import { pickPoints } from '#shared/predictions.ts';
import { shieldOff } from '#shared/spoiler-shield.ts';
import {
  closeLeague,
  createLeague,
  joinLeague,
  leagueByInvite,
  leagueFor,
  leagueRaceTable,
  leaveLeague,
  removeMember,
  renewInvite,
  seasonTable,
} from './leagues.server.ts';
import {
  fanSeason,
  picksFor,
  predictionMeeting,
  raceOutcome,
  scoreChangedRaces,
  submitPicks,
} from './predictions.server.ts';

// Runs on PGlite (unit lane) and on PostgreSQL (engine lane). The 2025 British Grand Prix (round 12):
// qualifying on 5 July at 14:00 UTC, the race on 6 July at 14:00; its results are in the snapshot.

let database: Database;
let services: Services;
let now = '2025-07-03T12:00:00Z';
const at = (iso: string) => {
  now = iso;
};

beforeAll(async () => {
  database = await openTestDatabase();
  services = createTestApp(database).services;
  services.clock = { now: () => new Date(now) };
});
afterAll(async () => {
  await services?.close();
  await database?.close();
});

let sequence = 0;
async function fan(name: string): Promise<string> {
  sequence += 1;
  const id = `fan-${process.pid}-${sequence}`;
  await database.db.insert(users).values({ id, name, email: `${id}@example.com`, emailVerified: true });
  return id;
}

const british = { season: 2025, round: 12 };
const refusal = async (work: Promise<unknown>) => {
  const error = await work.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  const { status, code, field } = error as ApiError;
  return { status, code, field };
};

describe('picks', () => {
  it('are stored, changed and cleared until their session starts, then refused with a 409', async () => {
    at('2025-07-03T12:00:00Z');
    const userId = await fan('Picker');
    const picks = await submitPicks(services, userId, {
      ...british,
      picks: {
        pole: 'max-verstappen',
        winner: 'lando-norris',
        second: 'oscar-piastri',
        third: 'lewis-hamilton',
      },
    });
    expect(picks.map((pick) => [pick.kind, pick.driverId, pick.locked])).toEqual([
      ['pole', 'max-verstappen', false],
      ['winner', 'lando-norris', false],
      ['second', 'oscar-piastri', false],
      ['third', 'lewis-hamilton', false],
      ['fastest-lap', null, false],
    ]);
    // Swapping two podium places in one submission is one change, not a driver twice.
    await submitPicks(services, userId, {
      ...british,
      picks: { winner: 'oscar-piastri', second: 'lando-norris' },
    });
    // Qualifying has started: the pole pick is locked, the race's are not.
    at('2025-07-05T14:00:00Z');
    expect(
      await refusal(submitPicks(services, userId, { ...british, picks: { pole: 'lando-norris' } })),
    ).toEqual({
      status: 409,
      code: 'pick_locked',
      field: 'picks.pole',
    });
    // Sending a locked pick unchanged is no change.
    const after = await submitPicks(services, userId, {
      ...british,
      picks: { pole: 'max-verstappen', third: '', 'fastest-lap': 'oscar-piastri' },
    });
    expect(after.map((pick) => [pick.kind, pick.driverId, pick.locked])).toEqual([
      ['pole', 'max-verstappen', true],
      ['winner', 'oscar-piastri', false],
      ['second', 'lando-norris', false],
      ['third', null, false],
      ['fastest-lap', 'oscar-piastri', false],
    ]);
    at('2025-07-06T14:00:00Z');
    expect(
      await refusal(submitPicks(services, userId, { ...british, picks: { third: 'lewis-hamilton' } })),
    ).toMatchObject({ status: 409, field: 'picks.third' });
    const stored = await database.db
      .select({ pick: predictionPicks.pick, driverId: predictionPicks.driverId })
      .from(predictionPicks)
      .where(eq(predictionPicks.userId, userId));
    expect(stored).toHaveLength(4);
  });

  it('refuse a driver not entered, one driver twice on the podium, a pick the weekend lacks, and bad input', async () => {
    at('2025-07-03T12:00:00Z');
    const userId = await fan('Wrong');
    await submitPicks(services, userId, { ...british, picks: { winner: 'lando-norris' } });
    const tries: [unknown, { status: number; code: string; field?: string }][] = [
      [
        { ...british, picks: { pole: 'ayrton-senna' } },
        { status: 400, code: 'not_entered', field: 'picks.pole' },
      ],
      [
        { ...british, picks: { third: 'lando-norris' } },
        { status: 400, code: 'same_driver', field: 'picks.third' },
      ],
      [
        { ...british, picks: { 'sprint-winner': 'lando-norris' } },
        { status: 400, code: 'not_offered', field: 'picks.sprint-winner' },
      ],
      [
        { season: 2025, round: 40, picks: {} },
        { status: 400, code: 'unknown_race', field: 'round' },
      ],
      [
        { season: 2025, round: 0, picks: {} },
        { status: 400, code: 'invalid_input', field: 'round' },
      ],
      [
        { ...british, picks: { podium: 'x' } },
        { status: 400, code: 'invalid_input', field: 'picks.podium' },
      ],
      [
        { ...british, picks: { pole: 'Lando Norris' } },
        { status: 400, code: 'invalid_input', field: 'picks.pole' },
      ],
    ];
    for (const [input, expected] of tries) {
      expect(await refusal(submitPicks(services, userId, input))).toEqual(expected);
    }
    // Nothing refused was stored: the one pick made stands alone.
    const meeting = await predictionMeeting(services, 2025, 12);
    if (!meeting) throw new Error('no British Grand Prix');
    const made = (await picksFor(services, userId, meeting)).filter((pick) => pick.driverId !== null);
    expect(made.map((pick) => [pick.kind, pick.driverId])).toEqual([['winner', 'lando-norris']]);
  });
  it('hold when a fan’s submissions race each other: each swap is whole, none fails', async () => {
    at('2025-07-03T12:00:00Z');
    const userId = await fan('Double clicker');
    const swaps = Array.from({ length: 12 }, (_, n) =>
      submitPicks(services, userId, {
        ...british,
        picks:
          n % 2 === 0
            ? { winner: 'lando-norris', second: 'oscar-piastri' }
            : { winner: 'oscar-piastri', second: 'lando-norris' },
      }),
    );
    const outcomes = await Promise.allSettled(swaps);
    expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
    const meeting = await predictionMeeting(services, 2025, 12);
    if (!meeting) throw new Error('no British Grand Prix');
    const picks = await picksFor(services, userId, meeting);
    const driverOf = (kind: string) => picks.find((pick) => pick.kind === kind)?.driverId;
    expect([driverOf('winner'), driverOf('second')].sort()).toEqual(['lando-norris', 'oscar-piastri']);
  });
});

describe('scoring', () => {
  it('scores every pick by the published rules from the stored results, and a correction re-scores', async () => {
    at('2025-07-03T12:00:00Z');
    const raceId = await raceIdOf(database.db, 2025, 12);
    const outcome = await raceOutcome(services, raceId);
    expect(outcome).toMatchObject({
      pole: 'max-verstappen',
      podium: ['lando-norris', 'oscar-piastri', 'nico-hulkenberg'],
    });
    const right = await fan('Right');
    const close = await fan('Close');
    await submitPicks(services, right, {
      ...british,
      picks: {
        pole: 'max-verstappen',
        winner: 'lando-norris',
        second: 'oscar-piastri',
        third: 'nico-hulkenberg',
      },
    });
    await submitPicks(services, close, {
      ...british,
      picks: {
        pole: 'lando-norris',
        winner: 'oscar-piastri',
        second: 'lando-norris',
        third: 'lewis-hamilton',
      },
    });
    await scoreChangedRaces(services, 2025, 12);
    const scoreOf = async (userId: string) => {
      const [row] = await database.db
        .select()
        .from(predictionRaceScores)
        .where(and(eq(predictionRaceScores.userId, userId), eq(predictionRaceScores.raceId, raceId)));
      const [total] = await database.db
        .select()
        .from(predictionSeasonTotals)
        .where(and(eq(predictionSeasonTotals.userId, userId), eq(predictionSeasonTotals.season, 2025)));
      return { race: row?.points, exact: row?.exact, season: total?.points, races: total?.races };
    };
    // 5 for each of four exact picks; 2 + 2 + 0 + 0 for podium drivers in the wrong place.
    expect(await scoreOf(right)).toEqual({ race: 20, exact: 4, season: 20, races: 1 });
    expect(await scoreOf(close)).toEqual({ race: 4, exact: 0, season: 4, races: 1 });
    // Every stored pick of the race carries what the rules give it.
    const picks = await database.db.select().from(predictionPicks).where(eq(predictionPicks.raceId, raceId));
    for (const pick of picks) expect(pick.points).toBe(pickPoints(pick.pick, pick.driverId, outcome));

    // An admin corrects the race: Piastri won, Norris second. The write tells the scorer.
    const scoring = scorePredictionsOnResults(services);
    const admin = { source: 'admin', userId: await createAdminUser(database.db) } as const;
    const rows = await raceClassificationInput(database.db, 2025, 12, 'race');
    try {
      await writeClassification(services, admin, { ...british, kind: 'race', rows: swapCars(rows, 0, 1) });
      await scoring.settled();
      expect(await scoreOf(right)).toEqual({ race: 14, exact: 2, season: 14, races: 1 });
      expect(await scoreOf(close)).toEqual({ race: 10, exact: 2, season: 10, races: 1 });
      // Scoring the same results again changes nothing: the totals are not counted twice.
      const again = await scoreChangedRaces(services, 2025, 12);
      expect(again[0]?.writes).toBe(1);
      expect(await scoreOf(right)).toEqual({ race: 14, exact: 2, season: 14, races: 1 });
      // Put back as it was: the totals follow.
      await writeClassification(services, admin, { ...british, kind: 'race', rows });
      await scoring.settled();
      expect(await scoreOf(right)).toEqual({ race: 20, exact: 4, season: 20, races: 1 });
    } finally {
      // The other tests read the race as it happened.
      await writeClassification(services, admin, { ...british, kind: 'race', rows });
      await scoring.settled();
      scoring.unsubscribe();
    }
  });

  it('keeps a race the shield hides out of the fan’s page and out of the table', async () => {
    at('2025-07-05T12:00:00Z');
    const userId = await fan('Watcher');
    await submitPicks(services, userId, {
      ...british,
      picks: { winner: 'lando-norris', second: 'oscar-piastri' },
    });
    await scoreChangedRaces(services, 2025, 12);
    at('2025-07-06T18:00:00Z');
    const open = await fanSeason(raceReader(services, shieldOff), userId, 2025);
    expect(open.races.find((race) => race.round === 12)?.points).toBe(10);
    // Each pick stands beside who it was about: the winner, the second.
    expect(
      open.races
        .find((race) => race.round === 12)
        ?.picks.filter((pick) => pick.driverId)
        .map((pick) => [pick.kind, pick.driverName, pick.outcomeName, pick.points]),
    ).toEqual([
      ['winner', 'Lando Norris', 'Lando Norris', 5],
      ['second', 'Oscar Piastri', 'Oscar Piastri', 5],
    ]);
    const { reader } = await readerHidingRace(services, 2025, 12);
    const hidden = await fanSeason(reader, userId, 2025);
    const race = hidden.races.find((entry) => entry.round === 12);
    expect(race?.points).toBeNull();
    expect(race?.picks.every((pick) => pick.points === null && pick.outcomeName === null)).toBe(true);
    expect(race?.hidden.map((session) => session.kind)).toEqual(['race']);
    const table = await seasonTable(reader, 2025);
    expect(table.hiddenRaces).toBe(1);
    // Every total is taken back to before the hidden race: here, nothing else is scored yet.
    expect(table.rows.find((row) => row.userId === userId)?.points).toBe(0);
  });
});

describe('leagues', () => {
  it('create, join by link, renew (the old link stops working), leave, remove, close', async () => {
    const owner = await fan('Owner');
    const friend = await fan('Friend');
    const other = await fan('Other');
    const leagueId = await createLeague(services, owner, { name: '  Sunday Club ' });
    const league = await leagueFor(services, owner, leagueId);
    expect(league).toMatchObject({ name: 'Sunday Club', owner: true, closed: false });
    const token = league.inviteToken ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect((await leagueByInvite(services, token)).name).toBe('Sunday Club');
    await joinLeague(services, friend, token);
    await joinLeague(services, friend, token);
    await joinLeague(services, other, token);
    // A member does not see the link; a stranger does not see the league at all.
    expect((await leagueFor(services, friend, leagueId)).inviteToken).toBeNull();
    expect(await refusal(leagueFor(services, await fan('Stranger'), leagueId))).toMatchObject({
      status: 404,
    });
    // Only the owner renews, removes and closes.
    expect(await refusal(renewInvite(services, friend, leagueId))).toMatchObject({
      status: 403,
      code: 'not_owner',
    });
    expect(await refusal(removeMember(services, friend, leagueId, other))).toMatchObject({ status: 403 });
    expect(await refusal(closeLeague(services, friend, leagueId))).toMatchObject({ status: 403 });
    await renewInvite(services, owner, leagueId);
    expect(await refusal(leagueByInvite(services, token))).toMatchObject({ status: 404 });
    expect(await refusal(joinLeague(services, await fan('Late'), token))).toMatchObject({ status: 404 });
    await leaveLeague(services, friend, leagueId);
    expect(await refusal(leagueFor(services, friend, leagueId))).toMatchObject({ status: 404 });
    await removeMember(services, owner, leagueId, other);
    expect(await refusal(leagueFor(services, other, leagueId))).toMatchObject({ status: 404 });
    expect(await refusal(leaveLeague(services, owner, leagueId))).toMatchObject({ status: 409 });
    const renewed = (await leagueFor(services, owner, leagueId)).inviteToken ?? '';
    await closeLeague(services, owner, leagueId);
    expect(await leagueFor(services, owner, leagueId)).toMatchObject({ closed: true, inviteToken: null });
    expect(await refusal(leagueByInvite(services, renewed))).toMatchObject({ status: 404 });
  });

  it('refuses a bad name beside its field and stores nothing', async () => {
    const owner = await fan('Namer');
    expect(await refusal(createLeague(services, owner, { name: 'ab' }))).toMatchObject({
      status: 400,
      field: 'name',
    });
    expect(await refusal(createLeague(services, owner, { name: 'Nul\u0000league' }))).toMatchObject({
      status: 400,
      field: 'name',
    });
    expect(await refusal(createLeague(services, owner, { name: 'x'.repeat(41) }))).toMatchObject({
      status: 400,
    });
  });

  it('orders a league’s table by points, then exact picks; equal on both share a place, by name', async () => {
    at('2025-06-20T12:00:00Z');
    const names = ['Anna', 'Bea', 'Cleo', 'Dora', 'Eve'];
    const [anna = '', bea = '', cleo = '', dora = '', eve = ''] = await Promise.all(
      names.map((name) => fan(name)),
    );
    const leagueId = await createLeague(services, dora, { name: 'Tie breakers' });
    const { inviteToken } = await leagueFor(services, dora, leagueId);
    for (const member of [anna, bea, cleo, eve]) await joinLeague(services, member, inviteToken ?? '');
    // Austria (round 11): Norris, Piastri, Leclerc. Eve has two podium drivers in the wrong place: 4.
    await submitPicks(services, eve, {
      season: 2025,
      round: 11,
      picks: { winner: 'oscar-piastri', second: 'lando-norris' },
    });
    // Britain (round 12): pole Verstappen; Norris, Piastri, Hülkenberg.
    const picks: [string, Record<string, string>][] = [
      // 5 (exact) + 2 = 7, one exact.
      [anna, { winner: 'lando-norris', second: 'nico-hulkenberg' }],
      // 5 (exact) + 2 = 7, one exact: Anna's place, listed after her by name.
      [bea, { third: 'nico-hulkenberg', second: 'lando-norris' }],
      // 5 (exact) + 2 + 2 = 9, one exact.
      [cleo, { pole: 'max-verstappen', winner: 'oscar-piastri', second: 'lando-norris' }],
      // 5 + 5 = 10, two exact.
      [dora, { pole: 'max-verstappen', third: 'nico-hulkenberg' }],
      // 2 + 2 + 2 = 6, none exact: with Austria's 4, 10 like Dora, but behind her on exact picks.
      [eve, { winner: 'oscar-piastri', second: 'nico-hulkenberg', third: 'lando-norris' }],
    ];
    for (const [userId, chosen] of picks) await submitPicks(services, userId, { ...british, picks: chosen });
    await scoreChangedRaces(services, 2025, 11);
    await scoreChangedRaces(services, 2025, 12);
    const reader = raceReader(services, shieldOff);
    const { rows } = await seasonTable(reader, 2025, { leagueId });
    expect(rows.map((row) => [row.place, row.name, row.points, row.exact])).toEqual([
      [1, 'Dora', 10, 2],
      [2, 'Eve', 10, 0],
      [3, 'Cleo', 9, 1],
      [4, 'Anna', 7, 1],
      [4, 'Bea', 7, 1],
    ]);
    const raceRows = await leagueRaceTable(services, leagueId, await raceIdOf(database.db, 2025, 12));
    expect(raceRows.map((row) => [row.place, row.name])).toEqual([
      [1, 'Dora'],
      [2, 'Cleo'],
      [3, 'Anna'],
      [3, 'Bea'],
      [5, 'Eve'],
    ]);
  });
});
