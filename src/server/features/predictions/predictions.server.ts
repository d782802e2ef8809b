import { and, eq, inArray, sql } from 'drizzle-orm';
import { enforceRateLimit } from '#server/auth/rate-limit.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { predictionPicks, predictionRaceScores, predictionScoringRuns } from '#server/db/schema.ts';
import { ApiError, validationError } from '#server/http/errors.ts';
import { cachedMeetings } from '#server/race-data/calendar.ts';
import { sessionClassifications } from '#server/race-data/classifications.ts';
import { type RoundEntrant, roundEntrants } from '#server/race-data/line-up.ts';
import type { RaceReader } from '#server/race-data/race-reader.ts';
import type { Services } from '#server/services.ts';
import { fastestLapDriverId } from '#shared/classification.ts';
import type { Meeting } from '#shared/meetings.ts';
import { pickSubmission } from '#shared/predictions.schemas.ts';
import {
  type PickKind,
  type PickOutcome,
  pickKinds,
  pickLabels,
  pickLocksAt,
  pickPoints,
  pickSessions,
  picksOffered,
  podiumPicks,
} from '#shared/predictions.ts';
import type { HiddenSession } from '#shared/spoiler-shield.ts';

/** Prediction submissions per fan a minute: the votes' allowance (docs/product.md §9). */
export const predictionRateLimit = { window: 60, max: 20 } as const;

/** The sessions whose results score picks: a race's scores stay hidden while the shield hides one. */
const scoredKinds = ['qualifying', 'sprint', 'race'] as const;

/** A meeting of a season's round that picks can be made for (not called off). */
export async function predictionMeeting(services: Services, season: number, round: number) {
  return (await cachedMeetings(services)).find(
    (meeting) => meeting.year === season && meeting.round === round && !meeting.cancelled,
  );
}

/** The meeting /predict is about: the first whose race has not started yet. */
export async function nextPredictionMeeting(services: Services): Promise<Meeting | undefined> {
  const now = services.clock.now().getTime();
  return (await cachedMeetings(services)).find(
    (meeting) => !meeting.cancelled && (pickLocksAt('winner', meeting.sessions) ?? 0) > now,
  );
}

export type PickView = {
  kind: PickKind;
  label: string;
  /** When it locks (its session starts), ISO. */
  locksAt: string;
  locked: boolean;
  driverId: string | null;
  /** Null until its session's result is stored (or while the fan's shield hides it). */
  points: number | null;
};

type StoredPick = { userId: string; raceId: number; pick: PickKind; driverId: string; points: number | null };

/** The stored picks of some fans for some races, in one query. */
function storedPicks(db: Db | Tx, userIds: string[], raceIds: number[]): Promise<StoredPick[]> {
  if (userIds.length === 0 || raceIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      userId: predictionPicks.userId,
      raceId: predictionPicks.raceId,
      pick: predictionPicks.pick,
      driverId: predictionPicks.driverId,
      points: predictionPicks.points,
    })
    .from(predictionPicks)
    .where(and(inArray(predictionPicks.userId, userIds), inArray(predictionPicks.raceId, raceIds)));
}

/** Every pick a weekend offers, made (from `rows`, one fan's of that race) or not, with its lock. */
function pickViews(services: Services, meeting: Meeting, rows: readonly StoredPick[]): PickView[] {
  const made = new Map(rows.map((row) => [row.pick, row]));
  const now = services.clock.now().getTime();
  return picksOffered(meeting.sessions).map((kind) => {
    const locksAt = pickLocksAt(kind, meeting.sessions) ?? 0;
    return {
      kind,
      label: pickLabels[kind],
      locksAt: new Date(locksAt).toISOString(),
      locked: locksAt <= now,
      driverId: made.get(kind)?.driverId ?? null,
      points: made.get(kind)?.points ?? null,
    };
  });
}

/** A weekend's picks as a fan sees them: every pick the weekend offers, made or not, with its lock. */
export async function picksFor(services: Services, userId: string, meeting: Meeting): Promise<PickView[]> {
  return pickViews(services, meeting, await storedPicks(services.db, [userId], [meeting.raceId]));
}

/** Several fans' picks of one weekend (a league's members), in one query: by user id. */
export async function picksOfFans(
  services: Services,
  userIds: string[],
  meeting: Meeting,
): Promise<Map<string, PickView[]>> {
  const rows = await storedPicks(services.db, userIds, [meeting.raceId]);
  return new Map(
    userIds.map((userId) => [
      userId,
      pickViews(
        services,
        meeting,
        rows.filter((row) => row.userId === userId),
      ),
    ]),
  );
}

/** The drivers a weekend's picks may name: those the entry list has racing that round. */
export function pickableDrivers(services: Services, meeting: Meeting): Promise<RoundEntrant[]> {
  return roundEntrants(services, meeting.year, meeting.round);
}

const field = (kind: PickKind) => `picks.${kind}`;

/**
 * The one way picks are stored, for the JSON API and the /predict form alike (docs/product.md,
 * "Predictions"). Checks the submission against the weekend (picks it offers, drivers entered, one
 * driver per podium place), rate-limits the fan, then, in one transaction that holds the fan's lock
 * on the race, checks the changes against the server's clock (a pick whose session has started is
 * locked: 409) and the podium, and writes them. A pick sent empty is cleared; a
 * pick left out stays. Nothing is stored when anything is refused. Returns the weekend's picks after.
 */
export async function submitPicks(services: Services, userId: string, input: unknown): Promise<PickView[]> {
  const parsed = pickSubmission.safeParse(input);
  if (!parsed.success) throw validationError(parsed.error);
  const { season, round, picks } = parsed.data;
  const meeting = await predictionMeeting(services, season, round);
  if (!meeting)
    throw new ApiError(400, 'unknown_race', `No Grand Prix is round ${round} of ${season}`, 'round');
  const offered = picksOffered(meeting.sessions);
  const sent = pickKinds.flatMap((kind) => {
    const driverId = picks[kind];
    return driverId === undefined ? [] : [{ kind, driverId }];
  });
  const entrants = new Map(
    (await pickableDrivers(services, meeting)).map((driver) => [driver.driverId, driver]),
  );
  for (const { kind, driverId } of sent) {
    if (!offered.includes(kind)) {
      throw new ApiError(
        400,
        'not_offered',
        `The ${meeting.name} has no ${pickLabels[kind].toLowerCase()} to pick`,
        field(kind),
      );
    }
    if (driverId !== '' && !entrants.has(driverId)) {
      throw new ApiError(
        400,
        'not_entered',
        `${driverId} is not entered for the ${meeting.name}`,
        field(kind),
      );
    }
  }
  await enforceRateLimit(services, `predictions:${userId}`, predictionRateLimit);
  await services.db.transaction(async (tx) => {
    // One submission of a fan's picks for a race at a time, so each checks what the last one stored.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`predictions:${userId}`}), ${meeting.raceId}::int)`,
    );
    const current = new Map(
      pickViews(services, meeting, await storedPicks(tx, [userId], [meeting.raceId])).map((pick) => [
        pick.kind,
        pick,
      ]),
    );
    const changes = sent.filter(({ kind, driverId }) => (current.get(kind)?.driverId ?? '') !== driverId);
    for (const { kind } of changes) {
      if (current.get(kind)?.locked) {
        throw new ApiError(
          409,
          'pick_locked',
          `${pickLabels[kind]} locked when ${sessionName(kind)} started`,
          field(kind),
        );
      }
    }
    // The podium after the change: one driver per place.
    const podium = podiumPicks.map((kind) => {
      const change = changes.find((entry) => entry.kind === kind);
      return { kind, driverId: change ? change.driverId : (current.get(kind)?.driverId ?? '') };
    });
    podium.forEach(({ kind, driverId }, index) => {
      if (driverId !== '' && podium.slice(0, index).some((earlier) => earlier.driverId === driverId)) {
        const name = entrants.get(driverId)?.name ?? driverId;
        throw new ApiError(
          400,
          'same_driver',
          `${name} is already picked for another podium place`,
          field(kind),
        );
      }
    });
    if (changes.length === 0) return;
    // Cleared first, so that swapping two podium places never holds one driver twice.
    await tx.delete(predictionPicks).where(
      and(
        eq(predictionPicks.userId, userId),
        eq(predictionPicks.raceId, meeting.raceId),
        inArray(
          predictionPicks.pick,
          changes.map((change) => change.kind),
        ),
      ),
    );
    const rows = changes.filter((change) => change.driverId !== '');
    if (rows.length > 0) {
      await tx
        .insert(predictionPicks)
        .values(rows.map(({ kind, driverId }) => ({ userId, raceId: meeting.raceId, pick: kind, driverId })));
    }
  });
  return picksFor(services, userId, meeting);
}

function sessionName(kind: PickKind): string {
  const session = pickSessions[kind];
  return session === 'race' ? 'the race' : session === 'sprint' ? 'the sprint' : 'qualifying';
}

/** The driver a pick was about by the outcome: the pole sitter, the winner, the second … */
function outcomeDriver(kind: PickKind, outcome: PickOutcome): string | null | undefined {
  if (kind === 'pole') return outcome.pole;
  if (kind === 'sprint-winner') return outcome.sprintWinner;
  if (kind === 'fastest-lap') return outcome.fastestLap;
  return outcome.podium?.[podiumPicks.indexOf(kind)];
}

/** What the stored results say about a weekend's picks (race data through its cached layer). */
export async function raceOutcome(services: Services, raceId: number): Promise<PickOutcome> {
  const classifications = await sessionClassifications(services, raceId);
  const winnerOf = (kind: 'qualifying' | 'sprint') => classifications.get(kind)?.rows[0]?.driverId;
  const race = classifications.get('race');
  const outcome: PickOutcome = {};
  const pole = winnerOf('qualifying');
  if (pole) outcome.pole = pole;
  const sprintWinner = winnerOf('sprint');
  if (sprintWinner) outcome.sprintWinner = sprintWinner;
  if (race?.format === 'race' && race.rows.length > 0) {
    outcome.podium = race.rows
      .filter((row) => /^\d+$/.test(row.positionText))
      .slice(0, 3)
      .map((row) => row.driverId);
    outcome.fastestLap = fastestLapDriverId(race.rows) ?? null;
  }
  return outcome;
}

export type ScoringRun = {
  raceId: number;
  picks: number;
  players: number;
  writes: number;
  durationMs: number;
};

type Counted = { rows: { n: number }[] };
const countOf = (result: unknown) => Number((result as Counted).rows[0]?.n ?? 0);

/**
 * Scores every pick of one race from its stored results, in one transaction (decision 042): the
 * points of each (pick, driver) pair by the published rules, applied to the picks whose points
 * change; each fan's race score; and each fan's season total moved by the change in their race
 * score, so tables read stored totals. A run for the same race waits for the one before (the run's
 * row is locked first), so a correction re-scores from the state the last run left.
 */
export async function scoreRace(services: Services, raceId: number): Promise<ScoringRun> {
  const meeting = (await cachedMeetings(services)).find((candidate) => candidate.raceId === raceId);
  if (!meeting) throw new ApiError(404, 'not_found', `No race ${raceId}`);
  const outcome = await raceOutcome(services, raceId);
  const started = performance.now();
  const season = meeting.year;
  const result = await services.db.transaction(async (tx) => {
    await tx
      .insert(predictionScoringRuns)
      .values({ raceId, scoredAt: services.clock.now(), picks: 0, players: 0, durationMs: 0 })
      .onConflictDoUpdate({ target: predictionScoringRuns.raceId, set: { scoredAt: services.clock.now() } });
    const pairs = await tx
      .selectDistinct({ pick: predictionPicks.pick, driverId: predictionPicks.driverId })
      .from(predictionPicks)
      .where(eq(predictionPicks.raceId, raceId));
    let writes = 1;
    if (pairs.length > 0) writes += await applyPoints(tx, raceId, pairs, outcome);
    writes += await moveTotals(tx, raceId, season);
    const [counts] = await tx
      .select({
        picks: sql<number>`count(*)::int`,
        players: sql<number>`count(distinct ${predictionPicks.userId})::int`,
      })
      .from(predictionPicks)
      .where(eq(predictionPicks.raceId, raceId));
    const run = { raceId, picks: counts?.picks ?? 0, players: counts?.players ?? 0 };
    const durationMs = Math.round(performance.now() - started);
    await tx
      .update(predictionScoringRuns)
      .set({ ...run, durationMs })
      .where(eq(predictionScoringRuns.raceId, raceId));
    return { ...run, writes, durationMs };
  });
  // Beyond its own row, the run changed scores: every instance forgets the season's tables.
  if (result.writes > 1) await services.events.publish({ type: 'predictions.scored', season });
  return result;
}

/** Sets each pick's points from a small table of (pick, driver, points); returns the picks changed. */
async function applyPoints(
  tx: Tx,
  raceId: number,
  pairs: { pick: PickKind; driverId: string }[],
  outcome: PickOutcome,
): Promise<number> {
  const values = sql.join(
    pairs.map(
      ({ pick, driverId }) =>
        sql`(${pick}::text, ${driverId}::text, ${pickPoints(pick, driverId, outcome)}::int)`,
    ),
    sql`, `,
  );
  return countOf(
    await tx.execute(sql`
      with changed as (
        update ${predictionPicks} p set points = v.points
        from (values ${values}) as v(pick, driver_id, points)
        where p.race_id = ${raceId} and p.pick = v.pick and p.driver_id = v.driver_id
          and p.points is distinct from v.points
        returning 1
      )
      select count(*)::int as n from changed`),
  );
}

/**
 * Each fan's race score from their picks, and their season total moved by the difference to the
 * score the last run stored (a fan whose picks are all gone leaves the race). Returns the rows written.
 */
async function moveTotals(tx: Tx, raceId: number, season: number): Promise<number> {
  return countOf(
    await tx.execute(sql`
      with fresh as (
        select user_id, coalesce(sum(points), 0)::int as points,
          (count(*) filter (where points = 5))::int as exact
        from ${predictionPicks} where race_id = ${raceId} group by user_id
      ),
      previous as (
        select user_id, points, exact from ${predictionRaceScores} where race_id = ${raceId}
      ),
      moves as (
        select coalesce(f.user_id, p.user_id) as user_id,
          coalesce(f.points, 0) - coalesce(p.points, 0) as points,
          coalesce(f.exact, 0) - coalesce(p.exact, 0) as exact,
          (case when f.user_id is null then 0 else 1 end) - (case when p.user_id is null then 0 else 1 end) as races
        from fresh f full join previous p on p.user_id = f.user_id
        where f.user_id is null or p.user_id is null or f.points <> p.points or f.exact <> p.exact
      ),
      totals as (
        insert into prediction_season_totals (user_id, season, points, exact, races)
        select user_id, ${season}, points, exact, races from moves
        on conflict (user_id, season) do update set
          points = prediction_season_totals.points + excluded.points,
          exact = prediction_season_totals.exact + excluded.exact,
          races = prediction_season_totals.races + excluded.races
        returning 1
      ),
      gone as (
        delete from ${predictionRaceScores} s where s.race_id = ${raceId}
          and s.user_id in (select user_id from moves where races < 0)
        returning 1
      ),
      scores as (
        insert into prediction_race_scores (user_id, race_id, season, points, exact)
        select f.user_id, ${raceId}, ${season}, f.points, f.exact from fresh f
          where f.user_id in (select user_id from moves)
        on conflict (user_id, race_id) do update set points = excluded.points, exact = excluded.exact
        returning 1
      )
      select ((select count(*) from totals) + (select count(*) from gone) + (select count(*) from scores))::int as n`),
  );
}

/** Scores the races of a round that changed, or of every round of a season with picks. */
export async function scoreChangedRaces(
  services: Services,
  season: number,
  round?: number,
): Promise<ScoringRun[]> {
  const meetings = (await cachedMeetings(services)).filter(
    (meeting) => meeting.year === season && (round === undefined || meeting.round === round),
  );
  if (meetings.length === 0) return [];
  const withPicks = await services.db
    .selectDistinct({ raceId: predictionPicks.raceId })
    .from(predictionPicks)
    .where(
      inArray(
        predictionPicks.raceId,
        meetings.map((meeting) => meeting.raceId),
      ),
    );
  const runs: ScoringRun[] = [];
  for (const { raceId } of withPicks) runs.push(await scoreRace(services, raceId));
  return runs;
}

/** The sessions of a weekend whose scores the reader's shield hides. */
export function hiddenScores(reader: RaceReader, meeting: Pick<Meeting, 'year' | 'round'>): HiddenSession[] {
  return reader.hidden({ year: meeting.year, round: meeting.round, kinds: scoredKinds });
}

/** The sessions of a season whose scores the reader's shield hides. */
export function hiddenScoreSessions(reader: RaceReader, season: number): HiddenSession[] {
  return reader.hidden({ year: season, kinds: scoredKinds });
}

/** The races of a season whose scores the reader's shield hides, by race id. */
export async function hiddenScoreRaces(reader: RaceReader, season: number): Promise<number[]> {
  const hidden = hiddenScoreSessions(reader, season);
  if (hidden.length === 0) return [];
  const rounds = new Set(hidden.map((session) => session.round));
  return (await cachedMeetings(reader.services))
    .filter((meeting) => meeting.year === season && rounds.has(meeting.round))
    .map((meeting) => meeting.raceId);
}

export type FanRace = {
  season: number;
  round: number;
  name: string;
  slug: string;
  /** Each pick with its driver's name and, once stored (and not hidden), who it was about. */
  picks: (PickView & { driverName: string | null; outcomeName: string | null })[];
  /** The race's score so far; null while nothing is scored or the shield hides it. */
  points: number | null;
  /** The sessions the shield hides, which keep this race's points off the page. */
  hidden: HiddenSession[];
};

/** A fan's season race by race: picks beside their points, and the total (less hidden races). */
export async function fanSeason(reader: RaceReader, userId: string, season: number) {
  const { services } = reader;
  const meetings = (await cachedMeetings(services)).filter((meeting) => meeting.year === season);
  const [rows, scores] = await Promise.all([
    storedPicks(
      services.db,
      [userId],
      meetings.map((meeting) => meeting.raceId),
    ),
    services.db
      .select({ raceId: predictionRaceScores.raceId, points: predictionRaceScores.points })
      .from(predictionRaceScores)
      .where(and(eq(predictionRaceScores.userId, userId), eq(predictionRaceScores.season, season))),
  ]);
  const score = new Map(scores.map((row) => [row.raceId, row.points]));
  const races: FanRace[] = [];
  for (const meeting of meetings) {
    const made = rows.filter((row) => row.raceId === meeting.raceId);
    if (made.length === 0) continue;
    const hidden = hiddenScores(reader, meeting);
    const [names, outcome] = await Promise.all([
      driverNames(services, meeting),
      hidden.length > 0 ? {} : raceOutcome(services, meeting.raceId),
    ]);
    const nameOf = (driverId: string | null | undefined) => (driverId ? (names[driverId] ?? driverId) : null);
    const views = pickViews(services, meeting, made);
    // The results show beside the picks once the race's picks are scored (and not hidden).
    const scored = hidden.length === 0 && views.some((pick) => pick.points !== null);
    const picks = views.map((pick) => ({
      ...pick,
      driverName: nameOf(pick.driverId),
      outcomeName: scored ? nameOf(outcomeDriver(pick.kind, outcome)) : null,
      points: hidden.length > 0 ? null : pick.points,
    }));
    races.push({
      season,
      round: meeting.round,
      name: meeting.name,
      slug: meeting.slug,
      picks,
      points: scored ? (score.get(meeting.raceId) ?? 0) : null,
      hidden,
    });
  }
  const total = races.reduce((sum, race) => sum + (race.points ?? 0), 0);
  return { season, races, total };
}

/** Names of the drivers a page shows picks of, by id (the season's entry list). */
export async function driverNames(services: Services, meeting: Meeting): Promise<Record<string, string>> {
  return Object.fromEntries(
    (await pickableDrivers(services, meeting)).map((driver) => [driver.driverId, driver.name]),
  );
}

export type RacePredictions = {
  raceId: number;
  round: number;
  name: string;
  players: number;
  picks: number;
  /** The last scoring run: when, and how long it took; null before the first. */
  scoredAt: string | null;
  durationMs: number | null;
};

/** The dashboard's view of a season (admins): players, picks per race and each race's last scoring run. */
export async function predictionsDashboard(services: Services, season: number) {
  const meetings = (await cachedMeetings(services)).filter(
    (meeting) => meeting.year === season && !meeting.cancelled,
  );
  const raceIds = meetings.map((meeting) => meeting.raceId);
  if (raceIds.length === 0) return { players: 0, races: [] as RacePredictions[] };
  const [perRace, runs, [everyone]] = await Promise.all([
    services.db
      .select({
        raceId: predictionPicks.raceId,
        players: sql<number>`count(distinct ${predictionPicks.userId})::int`,
        picks: sql<number>`count(*)::int`,
      })
      .from(predictionPicks)
      .where(inArray(predictionPicks.raceId, raceIds))
      .groupBy(predictionPicks.raceId),
    services.db.select().from(predictionScoringRuns).where(inArray(predictionScoringRuns.raceId, raceIds)),
    services.db
      .select({ players: sql<number>`count(distinct ${predictionPicks.userId})::int` })
      .from(predictionPicks)
      .where(inArray(predictionPicks.raceId, raceIds)),
  ]);
  const counts = new Map(perRace.map((row) => [row.raceId, row]));
  const lastRun = new Map(runs.map((run) => [run.raceId, run]));
  return {
    players: everyone?.players ?? 0,
    races: meetings.map((meeting): RacePredictions => {
      const run = lastRun.get(meeting.raceId);
      return {
        raceId: meeting.raceId,
        round: meeting.round,
        name: meeting.name,
        players: counts.get(meeting.raceId)?.players ?? 0,
        picks: counts.get(meeting.raceId)?.picks ?? 0,
        scoredAt: run ? run.scoredAt.toISOString() : null,
        durationMs: run ? run.durationMs : null,
      };
    }),
  };
}
