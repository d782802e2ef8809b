import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { predictionPicks } from '#server/db/schema.ts';
import { jsonRequest, openAccountsTestApp, signedInFan } from '#server/testing/accounts.ts';
import { createTestApp } from '#server/testing/test-app.ts';

// Saturday of the 2025 British Grand Prix (round 12): qualifying started at 14:00 UTC, the race
// starts tomorrow at 14:00. Pole is locked; the race's picks are open.
const saturday = '2025-07-05T15:30:00Z';

let t: Awaited<ReturnType<typeof openAccountsTestApp>>;
let app: ReturnType<typeof createTestApp>['app'];
beforeAll(async () => {
  t = await openAccountsTestApp();
  app = createTestApp(t.database, {
    now: saturday,
    env: { SMTP_URL: 'smtp://127.0.0.1:1', TRUSTED_PROXIES: '127.0.0.1' },
  }).app;
});
afterAll(() => t?.close());

const fan = () => signedInFan(t);

type ErrorBody = { error: { code: string; message: string; field?: string } };
type Pick = { kind: string; driverId: string | null; locked: boolean };

const predict = (cookie: string, body: unknown) =>
  app.request('/api/predictions', jsonRequest('POST', body, cookie));
const british = { season: 2025, round: 12 };

describe('POST /api/predictions', () => {
  test('stores the open picks and answers with the weekend’s picks', async () => {
    const { cookie } = await fan();
    const response = await predict(cookie, {
      ...british,
      picks: { winner: 'lando-norris', third: 'oscar-piastri' },
    });
    expect(response.status).toBe(200);
    const picks = (await response.json()) as Pick[];
    expect(picks.find((pick) => pick.kind === 'winner')).toMatchObject({
      driverId: 'lando-norris',
      locked: false,
    });
    expect(picks.find((pick) => pick.kind === 'pole')).toMatchObject({ driverId: null, locked: true });
    const mine = await app.request('/api/predictions/2025/12/mine', { headers: { cookie } });
    expect(((await mine.json()) as Pick[]).find((pick) => pick.kind === 'third')?.driverId).toBe(
      'oscar-piastri',
    );
  });

  test('refuses with the status and the field that say why, and stores nothing', async () => {
    const { cookie, userId } = await fan();
    const cases: [unknown, number, string, string][] = [
      [{ ...british, picks: { pole: 'max-verstappen' } }, 409, 'pick_locked', 'picks.pole'],
      [{ ...british, picks: { winner: 'alain-prost' } }, 400, 'not_entered', 'picks.winner'],
      [
        { ...british, picks: { winner: 'lando-norris', second: 'lando-norris' } },
        400,
        'same_driver',
        'picks.second',
      ],
      [{ ...british, picks: { 'sprint-winner': 'lando-norris' } }, 400, 'not_offered', 'picks.sprint-winner'],
      [{ ...british, picks: {}, userId: 'someone-else' }, 400, 'invalid_input', 'userId'],
    ];
    for (const [body, status, code, field] of cases) {
      const response = await predict(cookie, body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(((await response.json()) as ErrorBody).error).toMatchObject({ code, field });
    }
    expect(
      await t.database.db.select().from(predictionPicks).where(eq(predictionPicks.userId, userId)),
    ).toEqual([]);
  });

  test('needs a session and a same-origin request', async () => {
    expect((await predict('', { ...british, picks: {} })).status).toBe(401);
    const { cookie } = await fan();
    const crossSite = await app.request(
      '/api/predictions',
      jsonRequest('POST', { ...british, picks: {} }, { cookie, origin: 'https://elsewhere.example' }),
    );
    expect(crossSite.status).toBe(403);
  });
});

describe('leagues over the API', () => {
  test('create, join by token, renew (old token 404), remove needs the owner, leave, close', async () => {
    const owner = await fan();
    const friend = await fan();
    const created = await app.request(
      '/api/predictions/leagues',
      jsonRequest('POST', { name: 'Lap one heroes' }, owner.cookie),
    );
    expect(created.status).toBe(201);
    const { id, inviteToken } = (await created.json()) as { id: string; inviteToken: string };
    const join = (cookie: string, invite: string) =>
      app.request('/api/predictions/leagues/join', jsonRequest('POST', { invite }, cookie));
    expect((await join(friend.cookie, inviteToken)).status).toBe(200);
    // The friend may not renew, remove or close.
    expect(
      (await app.request(`/api/predictions/leagues/${id}/invite`, jsonRequest('POST', {}, friend.cookie)))
        .status,
    ).toBe(403);
    expect(
      (
        await app.request(
          `/api/predictions/leagues/${id}/members/${owner.userId}`,
          jsonRequest('DELETE', undefined, friend.cookie),
        )
      ).status,
    ).toBe(403);
    expect(
      (await app.request(`/api/predictions/leagues/${id}`, jsonRequest('DELETE', undefined, friend.cookie)))
        .status,
    ).toBe(403);
    const renewed = await app.request(
      `/api/predictions/leagues/${id}/invite`,
      jsonRequest('POST', {}, owner.cookie),
    );
    expect(renewed.status).toBe(200);
    expect(((await renewed.json()) as { inviteToken: string }).inviteToken).not.toBe(inviteToken);
    expect((await join((await fan()).cookie, inviteToken)).status).toBe(404);
    // The owner cannot leave; the friend can.
    expect(
      (
        await app.request(
          `/api/predictions/leagues/${id}/members/${owner.userId}`,
          jsonRequest('DELETE', undefined, owner.cookie),
        )
      ).status,
    ).toBe(409);
    expect(
      (
        await app.request(
          `/api/predictions/leagues/${id}/members/${friend.userId}`,
          jsonRequest('DELETE', undefined, friend.cookie),
        )
      ).status,
    ).toBe(200);
    expect(
      (await app.request(`/api/predictions/leagues/${id}`, jsonRequest('DELETE', undefined, owner.cookie)))
        .status,
    ).toBe(200);
    const badName = await app.request(
      '/api/predictions/leagues',
      jsonRequest('POST', { name: 'x' }, owner.cookie),
    );
    expect(badName.status).toBe(400);
    expect(((await badName.json()) as ErrorBody).error.field).toBe('name');
  });

  test('the season table names players by display name only', async () => {
    const response = await app.request('/api/predictions/2025/table');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { rows: Record<string, unknown>[] };
    for (const row of body.rows)
      expect(Object.keys(row).sort()).toEqual(['exact', 'name', 'place', 'points']);
  });
});
