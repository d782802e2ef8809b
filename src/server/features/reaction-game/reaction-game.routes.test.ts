import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { reactionTimes, users } from '#server/db/schema.ts';
import { jsonRequest, openAccountsTestApp, signIn, signUpConfirmed } from '#server/testing/accounts.ts';

let t: Awaited<ReturnType<typeof openAccountsTestApp>>;
beforeAll(async () => {
  t = await openAccountsTestApp();
});
afterAll(() => t?.close());

async function player() {
  const account = await signUpConfirmed(t.app, t.inbox);
  const cookie = await signIn(t.app, account);
  const [user] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, account.email));
  return { cookie, userId: user?.id ?? '', name: account.name };
}

const submit = (cookie: string, body: unknown) =>
  t.app.request('/api/reaction-game/times', jsonRequest('POST', body, cookie));
const stored = async (userId: string) =>
  t.database.db.select().from(reactionTimes).where(eq(reactionTimes.userId, userId));

type Board = { rows: { name: string; bestMs: number }[] };

describe('reaction times', () => {
  test('a visitor cannot store one', async () => {
    expect((await submit('', { timeMs: 250 })).status).toBe(401);
  });

  test("a player's best time reaches both leaderboards", async () => {
    const { cookie, name } = await player();
    const first = await submit(cookie, { timeMs: 312.6 });
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ timeMs: 313, bestMs: 313 });
    const second = await submit(cookie, { timeMs: 187 });
    expect(await second.json()).toMatchObject({
      timeMs: 187,
      bestMs: 187,
      recent: [{ timeMs: 187 }, { timeMs: 313 }],
    });
    const boards = (await (await t.app.request('/api/reaction-game/leaderboard')).json()) as {
      daily: Board;
      allTime: Board;
    };
    expect(boards.daily.rows).toContainEqual({ userId: expect.any(String), name, bestMs: 187 });
    expect(boards.allTime.rows).toContainEqual({ userId: expect.any(String), name, bestMs: 187 });
  });

  test.each([
    ['faster than humanly possible', { timeMs: 99 }],
    ['too slow to be a reaction', { timeMs: 2001 }],
    ['negative', { timeMs: -200 }],
    ['not a number', { timeMs: 'fast' }],
    ['missing', {}],
  ])('refuses a time %s with 400 naming timeMs, storing nothing', async (_case, body) => {
    const { cookie, userId } = await player();
    const response = await submit(cookie, body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { field: string } }).error.field).toBe('timeMs');
    expect(await stored(userId)).toEqual([]);
  });

  test('limits how often one player submits', async () => {
    const { cookie, userId } = await player();
    const statuses: number[] = [];
    for (let i = 0; i < 16; i += 1) statuses.push((await submit(cookie, { timeMs: 300 + i })).status);
    expect(statuses.slice(0, 15).every((status) => status === 200)).toBe(true);
    expect(statuses[15]).toBe(429);
    expect(await stored(userId)).toHaveLength(15);
  });
});
