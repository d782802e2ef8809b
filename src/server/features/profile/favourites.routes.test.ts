import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { userFavourites } from '#server/db/schema.ts';
import { jsonRequest, openAccountsTestApp, signedInFan } from '#server/testing/accounts.ts';

let t: Awaited<ReturnType<typeof openAccountsTestApp>>;
beforeAll(async () => {
  t = await openAccountsTestApp();
});
afterAll(() => t?.close());

const fan = () => signedInFan(t);

const pick = (cookie: string, favourites: { driverId: string | null; teamId: string | null }) =>
  t.app.request('/api/favourites/mine', jsonRequest('PUT', favourites, cookie));

describe('the line-up to pick from', () => {
  test("is the current season's race drivers and teams, each driver with his last team", async () => {
    const response = await t.app.request('/api/favourites/line-up');
    const lineUp = (await response.json()) as {
      season: number;
      drivers: { id: string; teamId: string }[];
      teams: { id: string; name: string; colour: string | null }[];
    };
    expect(lineUp.season).toBe(2025);
    expect(lineUp.teams).toHaveLength(10);
    expect(lineUp.teams).toContainEqual({
      id: 'mclaren',
      name: 'McLaren',
      colour: expect.stringMatching(/^#/),
    });
    expect(lineUp.drivers).toContainEqual(expect.objectContaining({ id: 'lando-norris', teamId: 'mclaren' }));
    // Swapped two rounds into 2025: counted with the team he ended the season at.
    expect(lineUp.drivers).toContainEqual(
      expect.objectContaining({ id: 'yuki-tsunoda', teamId: 'red-bull' }),
    );
  });
});

describe('picking favourites', () => {
  test('needs a session', async () => {
    const response = await pick('', { driverId: 'lando-norris', teamId: 'mclaren' });
    expect(response.status).toBe(401);
  });

  test('stores one driver and one team per user, and the fan counts follow', async () => {
    const one = await fan();
    const two = await fan();
    expect((await pick(one.cookie, { driverId: 'lando-norris', teamId: 'mclaren' })).status).toBe(200);
    expect((await pick(two.cookie, { driverId: 'lando-norris', teamId: 'ferrari' })).status).toBe(200);
    // Changing one's mind replaces the pick.
    expect((await pick(two.cookie, { driverId: 'charles-leclerc', teamId: 'ferrari' })).status).toBe(200);

    const drivers = await (await t.app.request('/api/favourites/drivers/fans')).json();
    const teams = await (await t.app.request('/api/favourites/teams/fans')).json();
    expect(drivers).toEqual(
      expect.arrayContaining([
        { driverId: 'lando-norris', fans: 1 },
        { driverId: 'charles-leclerc', fans: 1 },
      ]),
    );
    expect(teams).toEqual(
      expect.arrayContaining([
        { teamId: 'mclaren', fans: 1 },
        { teamId: 'ferrari', fans: 1 },
      ]),
    );
    const mine = await (
      await t.app.request('/api/favourites/mine', jsonRequest('GET', undefined, two.cookie))
    ).json();
    expect(mine).toEqual({ driverId: 'charles-leclerc', teamId: 'ferrari' });

    // Clearing them.
    expect((await pick(one.cookie, { driverId: null, teamId: '' as unknown as null })).status).toBe(200);
    const after = await (await t.app.request('/api/favourites/drivers/fans')).json();
    expect(after).not.toContainEqual({ driverId: 'lando-norris', fans: 1 });
  });

  test.each([
    ['an unknown driver', { driverId: 'no-such-driver', teamId: 'mclaren' }, 'driverId'],
    [
      'a driver not in the current line-up',
      { driverId: 'michael-schumacher', teamId: 'mclaren' },
      'driverId',
    ],
    ['an unknown team', { driverId: 'lando-norris', teamId: 'brabham-2099' }, 'teamId'],
  ])('%s is a 400 naming the field, and nothing changes', async (_case, favourites, field) => {
    const { cookie, userId } = await fan();
    await pick(cookie, { driverId: 'oscar-piastri', teamId: 'mclaren' });
    const response = await pick(cookie, favourites);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { field: string; message: string } };
    expect(body.error.field).toBe(field);
    expect(body.error.message).toMatch(/^No (driver|team) /);
    const [stored] = await t.database.db
      .select()
      .from(userFavourites)
      .where(eq(userFavourites.userId, userId));
    expect(stored).toMatchObject({ driverId: 'oscar-piastri', constructorId: 'mclaren' });
  });

  test('malformed input is a 400', async () => {
    const { cookie } = await fan();
    const response = await pick(cookie, { driverId: 42 as unknown as string, teamId: null });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { field: string } }).error.field).toBe('driverId');
  });

  test('from another site, refused', async () => {
    const { cookie } = await fan();
    const response = await t.app.request(
      '/api/favourites/mine',
      jsonRequest(
        'PUT',
        { driverId: 'lando-norris', teamId: null },
        { cookie, origin: 'https://evil.example' },
      ),
    );
    expect(response.status).toBe(403);
  });

  test('the database itself allows one favourites row per user', async () => {
    const { userId } = await fan();
    await t.database.db.insert(userFavourites).values({ userId, driverId: 'lando-norris' });
    await expect(
      t.database.db.insert(userFavourites).values({ userId, driverId: 'max-verstappen' }),
    ).rejects.toThrow();
  });
});
