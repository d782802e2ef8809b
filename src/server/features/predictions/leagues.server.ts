import { randomBytes } from 'node:crypto';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { enforceRateLimit } from '#server/auth/rate-limit.ts';
import { defineCache } from '#server/cache.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { predictionLeagueMembers, predictionLeagues, users } from '#server/db/schema.ts';
import { ApiError } from '#server/http/errors.ts';
import type { RaceReader } from '#server/race-data/race-reader.ts';
import type { Services } from '#server/services.ts';
import { leagueName } from '#shared/predictions.schemas.ts';
import { leaguesPerFan, membersPerLeague, seasonTablePageSize } from '#shared/predictions.ts';
import { hiddenScoreRaces, predictionRateLimit } from './predictions.server.ts';

/**
 * Private leagues among friends (docs/product.md, "Predictions"): a fan creates one and shares its
 * invite link; friends join by it and leave; the owner renews the link, removes members, closes it.
 */

/** An invite link's secret: 128 random bits, base64url. */
const newToken = () => randomBytes(16).toString('base64url');
const newLeagueId = () => randomBytes(6).toString('base64url');

export type League = {
  id: string;
  name: string;
  ownerId: string;
  closed: boolean;
  members: number;
};

const leagueRow = {
  id: predictionLeagues.id,
  name: predictionLeagues.name,
  ownerId: predictionLeagues.ownerId,
  closedAt: predictionLeagues.closedAt,
};

/** Refuses a fan already in as many leagues as allowed (409), `field` naming where a form shows it. */
async function checkLeagueCount(db: Db | Tx, userId: string, field?: string) {
  const [row] = await db
    .select({ n: count() })
    .from(predictionLeagueMembers)
    .where(eq(predictionLeagueMembers.userId, userId));
  if ((row?.n ?? 0) >= leaguesPerFan) {
    throw new ApiError(
      409,
      'too_many_leagues',
      `You are in ${leaguesPerFan} leagues already: leave one first`,
      field,
    );
  }
}

/** Creates a league owned by the fan, who is its first member; returns its id. */
export async function createLeague(
  services: Services,
  userId: string,
  input: { name: unknown },
): Promise<string> {
  const parsed = leagueName.safeParse(input.name);
  if (!parsed.success) {
    throw new ApiError(400, 'invalid_input', parsed.error.issues[0]?.message ?? 'Not a league name', 'name');
  }
  await checkLeagueCount(services.db, userId, 'name');
  await enforceRateLimit(services, `predictions:${userId}`, predictionRateLimit, 'name');
  const id = newLeagueId();
  await services.db.transaction(async (tx) => {
    await tx
      .insert(predictionLeagues)
      .values({ id, name: parsed.data, ownerId: userId, inviteToken: newToken() });
    await tx.insert(predictionLeagueMembers).values({ leagueId: id, userId });
  });
  return id;
}

/** A league a member may see (404 for anyone else: a league's existence is not told to strangers). */
export async function leagueFor(services: Services, userId: string, leagueId: string) {
  const [row] = await services.db
    .select({ ...leagueRow, inviteToken: predictionLeagues.inviteToken })
    .from(predictionLeagues)
    .innerJoin(
      predictionLeagueMembers,
      and(
        eq(predictionLeagueMembers.leagueId, predictionLeagues.id),
        eq(predictionLeagueMembers.userId, userId),
      ),
    )
    .where(eq(predictionLeagues.id, leagueId));
  if (!row) throw new ApiError(404, 'not_found', 'No such league');
  const owner = row.ownerId === userId;
  return {
    id: row.id,
    name: row.name,
    ownerId: row.ownerId,
    owner,
    closed: row.closedAt !== null,
    // Only the owner sees the link to share; members ask them for it.
    inviteToken: owner && row.closedAt === null ? row.inviteToken : null,
  };
}

/** The fan's leagues, by name. */
export async function leaguesOf(services: Services, userId: string): Promise<League[]> {
  const rows = await services.db
    .select({
      ...leagueRow,
      members: sql<number>`(select count(*)::int from ${predictionLeagueMembers} m where m.league_id = ${predictionLeagues.id})`,
    })
    .from(predictionLeagues)
    .innerJoin(predictionLeagueMembers, eq(predictionLeagueMembers.leagueId, predictionLeagues.id))
    .where(eq(predictionLeagueMembers.userId, userId))
    .orderBy(predictionLeagues.name);
  return rows.map(({ closedAt, ...row }) => ({ ...row, closed: closedAt !== null }));
}

/** The open league an invite link names; 404 for a renewed, closed or made-up link. */
export async function leagueByInvite(services: Services, token: string) {
  if (!/^[A-Za-z0-9_-]{22}$/.test(token))
    throw new ApiError(404, 'not_found', 'This invite link does not work');
  const [row] = await services.db
    .select({ id: predictionLeagues.id, name: predictionLeagues.name, owner: users.name })
    .from(predictionLeagues)
    .innerJoin(users, eq(users.id, predictionLeagues.ownerId))
    .where(and(eq(predictionLeagues.inviteToken, token), isNull(predictionLeagues.closedAt)));
  if (!row) throw new ApiError(404, 'not_found', 'This invite link does not work: ask for a new one');
  return row;
}

/** Joins the league the invite names (again is no change); returns its id. */
export async function joinLeague(services: Services, userId: string, token: string): Promise<string> {
  const league = await leagueByInvite(services, token);
  await enforceRateLimit(services, `predictions:${userId}`, predictionRateLimit);
  await services.db.transaction(async (tx) => {
    // The league's row first, so two joins cannot both take its last place.
    await tx
      .select({ id: predictionLeagues.id })
      .from(predictionLeagues)
      .where(eq(predictionLeagues.id, league.id))
      .for('update');
    const [already] = await tx
      .select({ userId: predictionLeagueMembers.userId })
      .from(predictionLeagueMembers)
      .where(
        and(eq(predictionLeagueMembers.leagueId, league.id), eq(predictionLeagueMembers.userId, userId)),
      );
    if (already) return;
    const [members] = await tx
      .select({ n: count() })
      .from(predictionLeagueMembers)
      .where(eq(predictionLeagueMembers.leagueId, league.id));
    if ((members?.n ?? 0) >= membersPerLeague) {
      throw new ApiError(409, 'league_full', `${league.name} has ${membersPerLeague} members, its most`);
    }
    await checkLeagueCount(tx, userId);
    await tx.insert(predictionLeagueMembers).values({ leagueId: league.id, userId });
  });
  return league.id;
}

async function ownedLeague(services: Services, userId: string, leagueId: string) {
  const league = await leagueFor(services, userId, leagueId);
  if (!league.owner) throw new ApiError(403, 'not_owner', 'Only the league’s owner can do that');
  return league;
}

/** Leaves a league; its owner closes it instead. */
export async function leaveLeague(services: Services, userId: string, leagueId: string): Promise<void> {
  const league = await leagueFor(services, userId, leagueId);
  if (league.owner)
    throw new ApiError(409, 'owner_stays', 'The owner cannot leave: close the league instead');
  await services.db
    .delete(predictionLeagueMembers)
    .where(and(eq(predictionLeagueMembers.leagueId, leagueId), eq(predictionLeagueMembers.userId, userId)));
}

/** The owner removes a member (not themself). */
export async function removeMember(services: Services, userId: string, leagueId: string, memberId: string) {
  await ownedLeague(services, userId, leagueId);
  if (memberId === userId)
    throw new ApiError(409, 'owner_stays', 'The owner cannot leave: close the league instead', 'member');
  const removed = await services.db
    .delete(predictionLeagueMembers)
    .where(and(eq(predictionLeagueMembers.leagueId, leagueId), eq(predictionLeagueMembers.userId, memberId)))
    .returning({ userId: predictionLeagueMembers.userId });
  if (removed.length === 0) throw new ApiError(404, 'not_found', 'No such member', 'member');
}

/** The owner replaces the invite link: the old one stops working at once. */
export async function renewInvite(services: Services, userId: string, leagueId: string): Promise<void> {
  const league = await ownedLeague(services, userId, leagueId);
  if (league.closed) throw new ApiError(409, 'league_closed', 'The league is closed');
  await services.db
    .update(predictionLeagues)
    .set({ inviteToken: newToken() })
    .where(eq(predictionLeagues.id, leagueId));
}

/** The owner closes the league: nobody joins any more; its members still see its table. */
export async function closeLeague(services: Services, userId: string, leagueId: string): Promise<void> {
  await ownedLeague(services, userId, leagueId);
  await services.db
    .update(predictionLeagues)
    .set({ closedAt: services.clock.now(), inviteToken: newToken() })
    .where(and(eq(predictionLeagues.id, leagueId), isNull(predictionLeagues.closedAt)));
}

export type TableRow = { userId: string; name: string; points: number; exact: number; place: number };

type Rows = { rows: { user_id: string; name: string; points: number; exact: number; place: number }[] };
const tableRows = (result: unknown): TableRow[] =>
  (result as Rows).rows.map((row) => ({
    userId: row.user_id,
    name: row.name,
    points: Number(row.points),
    exact: Number(row.exact),
    place: Number(row.place),
  }));

/** Hidden races' scores, per fan, to take off the stored totals (nothing when none are hidden). */
const hiddenPart = (hidden: number[]) =>
  hidden.length === 0
    ? sql`(select null::text as user_id, 0 as points, 0 as exact where false)`
    : sql`(select user_id, sum(points)::int as points, sum(exact)::int as exact from prediction_race_scores
           where race_id in (${sql.join(
             hidden.map((id) => sql`${id}`),
             sql`, `,
           )}) group by user_id)`;

/**
 * A season's table, from the stored totals: every player, or a league's members. Tie-breaks
 * (docs/product.md): points, then exact picks; equal on both share a place, listed by name. Races the
 * reader's shield hides are taken off each total, so the table is as it stood before them.
 */
export type SeasonTable = { rows: TableRow[]; players: number; hiddenRaces: number };

/**
 * Pages of the season table of every player as scored (no race hidden), kept until the next scoring
 * run: with tens of thousands of players, ranking them is the costly part. A new display name shows
 * within the time to live.
 */
const seasonPages = defineCache<SeasonTable>({
  name: 'predictions:season-table',
  maxEntries: 200,
  ttlMs: 10 * 60_000,
  dropOn: ['predictions.scored'],
});

export async function seasonTable(
  reader: RaceReader,
  season: number,
  options: { leagueId?: string; page?: number } = {},
): Promise<SeasonTable> {
  const { services } = reader;
  const hidden = await hiddenScoreRaces(reader, season);
  if (!options.leagueId && hidden.length === 0) {
    const page = Math.max(1, options.page ?? 1);
    return services.cache
      .use(seasonPages)
      .get(`${season}:${page}`, () => rankedTable(services, season, hidden, { page }));
  }
  return rankedTable(services, season, hidden, options);
}

async function rankedTable(
  services: Services,
  season: number,
  hidden: number[],
  options: { leagueId?: string; page?: number },
): Promise<SeasonTable> {
  // A league lists every member, those without a score yet at 0; the season's table every player scored.
  const players = options.leagueId
    ? sql`select m.user_id, coalesce(t.points, 0) as points, coalesce(t.exact, 0) as exact
          from prediction_league_members m
          left join prediction_season_totals t on t.user_id = m.user_id and t.season = ${season}
          where m.league_id = ${options.leagueId}`
    : sql`select user_id, points, exact from prediction_season_totals where season = ${season}`;
  const page = Math.max(1, options.page ?? 1);
  const limit = options.leagueId
    ? sql``
    : sql`limit ${seasonTablePageSize} offset ${(page - 1) * seasonTablePageSize}`;
  const result = await services.db.execute(sql`
    with shown as (
      select p.user_id, p.points - coalesce(h.points, 0) as points, p.exact - coalesce(h.exact, 0) as exact
      from (${players}) p left join ${hiddenPart(hidden)} h on h.user_id = p.user_id
    ),
    placed as (
      select s.user_id, u.name, s.points, s.exact,
        rank() over (order by s.points desc, s.exact desc)::int as place, count(*) over ()::int as players
      from shown s join users u on u.id = s.user_id
    )
    select * from placed order by place, name, user_id ${limit}`);
  const count = Number((result as { rows: { players?: number }[] }).rows[0]?.players ?? 0);
  return { rows: tableRows(result), players: count, hiddenRaces: hidden.length };
}

/** One race's table of a league's members, from the stored race scores; the same tie-breaks. */
export async function leagueRaceTable(
  services: Services,
  leagueId: string,
  raceId: number,
): Promise<TableRow[]> {
  return tableRows(
    await services.db.execute(sql`
      select s.user_id, u.name, s.points, s.exact,
        rank() over (order by s.points desc, s.exact desc)::int as place
      from prediction_race_scores s join users u on u.id = s.user_id
      where s.race_id = ${raceId}
        and s.user_id in (select user_id from prediction_league_members where league_id = ${leagueId})
      order by place, u.name, s.user_id`),
  );
}

/** A league's members with their display names, owner first. */
export async function leagueMembers(services: Services, leagueId: string, ownerId: string) {
  const rows = await services.db
    .select({ userId: users.id, name: users.name })
    .from(predictionLeagueMembers)
    .innerJoin(users, eq(users.id, predictionLeagueMembers.userId))
    .where(eq(predictionLeagueMembers.leagueId, leagueId))
    .orderBy(users.name);
  return rows.sort((a, b) => Number(b.userId === ownerId) - Number(a.userId === ownerId));
}
