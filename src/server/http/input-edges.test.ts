import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers, fanVotes, raceSessions, races, userFavourites, users } from '#server/db/schema.ts';
import { setRole } from '#server/features/admin/admin-role.ts';
import {
  jsonRequest,
  newAccount,
  newClient,
  openAccountsTestApp,
  signedInFan,
  signIn,
  signUpConfirmed,
  testOrigin,
} from '#server/testing/accounts.ts';
import { openWholeApp } from '#server/testing/server-build.ts';
import { controlCharacterMessage } from '#shared/text-rules.ts';

// Input that reaches the database or a header, sent the way a client outside the pages would: each
// is refused with a 4xx naming what is wrong, and nothing already stored changes.

let t: Awaited<ReturnType<typeof openAccountsTestApp>>;
let whole: Awaited<ReturnType<typeof openWholeApp>>;
let fan: { cookie: string; id: string; name: string };
let adminCookie: string;

const storedName = async (id: string) =>
  (await t.database.db.select({ name: users.name }).from(users).where(eq(users.id, id)))[0]?.name;

beforeAll(async () => {
  t = await openAccountsTestApp();
  whole = await openWholeApp(t.services);
  const { account, cookie, userId } = await signedInFan(t);
  fan = { cookie, id: userId, name: account.name };
  const chief = await signUpConfirmed(t.app, t.inbox);
  await setRole(t.database.db, chief.email, 'admin');
  adminCookie = await signIn(t.app, chief);
});
afterAll(async () => {
  await whole?.close();
  await t?.close();
});

/** A form post from the site; `origin: null` sends none. */
const form = (fields: Record<string, string>, headers: Record<string, string | null> = {}): RequestInit => ({
  method: 'POST',
  headers: Object.entries({
    origin: testOrigin,
    'content-type': 'application/x-www-form-urlencoded',
    'x-forwarded-for': newClient(),
    ...headers,
  }).flatMap(([name, value]): [string, string][] => (value === null ? [] : [[name, value]])),
  body: new URLSearchParams(fields).toString(),
});

const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string; field?: string } }).error;

describe('a NUL byte in text bound for the database', () => {
  it('is a 400 naming the field from the JSON API, and the stored name stays', async () => {
    const patch = await whole.app.request(
      '/api/profile',
      jsonRequest('PATCH', { displayName: 'Fan\u0000' }, { cookie: fan.cookie, client: newClient() }),
    );
    expect(patch.status).toBe(400);
    expect((await errorOf(patch)).field).toBe('displayName');

    const update = await whole.app.request(
      '/api/auth/update-user',
      jsonRequest('POST', { name: 'Fan\u0000' }, { cookie: fan.cookie, client: newClient() }),
    );
    expect(update.status).toBe(400);
    expect((await errorOf(update)).field).toBe('name');

    const signUp = await whole.app.request(
      '/api/auth/sign-up/email',
      jsonRequest('POST', newAccount({ name: 'New\u0000fan' }), { client: newClient() }),
    );
    expect(signUp.status).toBe(400);
    expect(await signUp.text()).toContain('name');

    const reset = await whole.app.request(
      '/api/auth/reset-password',
      jsonRequest('POST', { token: 'abc\u0000', newPassword: 'box-box-box' }, { client: newClient() }),
    );
    expect(reset.status).toBe(400);
    expect(await reset.text()).toContain('token');
    expect(await storedName(fan.id)).toBe(fan.name);
  });

  it('is a 400 from the sign-up, reset-password and update-profile forms', async () => {
    const account = newAccount({ name: 'New\u0000fan' });
    const signUp = await whole.app.request(`${testOrigin}/signup`, form(account));
    expect(signUp.status).toBe(400);
    expect(await t.database.db.select().from(users).where(eq(users.email, account.email))).toEqual([]);

    const reset = await whole.app.request(
      `${testOrigin}/reset-password`,
      form({ token: 'abc\u0000', password: 'box-box-box' }),
    );
    expect(reset.status).toBe(400);
    const resetLink = await whole.app.request(`${testOrigin}/reset-password?token=%00`);
    expect(resetLink.status).toBe(400);

    const body = new FormData();
    body.set('displayName', 'Fan\u0000');
    const profile = await whole.app.request(`${testOrigin}/update-profile`, {
      method: 'POST',
      headers: { origin: testOrigin, cookie: fan.cookie },
      body,
    });
    expect(profile.status).toBe(400);
    expect(await storedName(fan.id)).toBe(fan.name);
  });

  it('is a 400 naming the query parameter or the path in an address', async () => {
    const search = await whole.app.request('/api/profile?q=%00', { headers: { cookie: fan.cookie } });
    expect(search.status).toBe(400);
    expect((await errorOf(search)).field).toBe('q');
    const remove = await whole.app.request(
      `/api/profile/%00`,
      jsonRequest('DELETE', undefined, { cookie: fan.cookie }),
    );
    expect(remove.status).toBe(400);
    expect((await errorOf(remove)).field).toBe('path');
  });
});

describe('a NUL byte in an admin write', () => {
  /** An admin page's form post, multipart as the editors send theirs. */
  const adminPost = (path: string, fields: Record<string, string>) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.set(name, value);
    return whole.app.request(`${testOrigin}${path}`, {
      method: 'POST',
      headers: { origin: testOrigin, cookie: adminCookie },
      body,
    });
  };

  it('is a 400 with its message beside the field, from the line-up and driver editor forms, nothing stored', async () => {
    const driverCount = async () => (await t.database.db.select({ n: count() }).from(drivers))[0]?.n;
    const before = await driverCount();
    const lineUp = await adminPost('/update-teams?season=2025', {
      season: '2025',
      change: 'add',
      teamId: 'haas\u0000',
      driverId: 'ryo-hirakawa',
      fromRound: '23',
      toRound: '23',
    });
    expect(lineUp.status).toBe(400);
    expect(await lineUp.text()).toContain(controlCharacterMessage);

    const driver = await adminPost('/admin/driver-editor?season=2025', {
      season: '2025',
      firstName: 'Reserve',
      lastName: 'Dri\u0000ver',
    });
    expect(driver.status).toBe(400);
    expect(await driver.text()).toContain(controlCharacterMessage);
    expect(await driverCount()).toBe(before);
  });
});

describe('a NUL byte in a vote, a favourite, a quiz answer or a season event', () => {
  const fanVoteCount = async () =>
    (await t.database.db.select({ n: count() }).from(fanVotes).where(eq(fanVotes.userId, fan.id)))[0]?.n;

  it('is a 400 naming the vote’s field from the API, and from the /vote form a message, storing no vote', async () => {
    const api = await whole.app.request(
      '/api/votes',
      jsonRequest(
        'POST',
        { season: 2025, round: 11, votes: [{ category: 'best-team', candidateId: 'mclaren\u0000' }] },
        { cookie: fan.cookie, client: newClient() },
      ),
    );
    expect(api.status).toBe(400);
    expect(await errorOf(api)).toMatchObject({ code: 'invalid_input', field: 'votes.0.candidateId' });

    const page = await whole.app.request(`${testOrigin}/vote`, {
      ...form({ season: '2025', round: '11', 'best-team': 'mclaren\u0000' }),
      headers: {
        origin: testOrigin,
        cookie: fan.cookie,
        'content-type': 'application/x-www-form-urlencoded',
      },
    });
    expect(page.status).toBe(400);
    expect(await page.text()).toContain(controlCharacterMessage);
    expect(await fanVoteCount()).toBe(0);
  });

  it('is a 400 naming the favourite from the API, the favourites kept', async () => {
    const favourites = () =>
      t.database.db.select().from(userFavourites).where(eq(userFavourites.userId, fan.id));
    const before = await favourites();
    const response = await whole.app.request(
      '/api/favourites/mine',
      jsonRequest(
        'PUT',
        { driverId: 'lando-norris\u0000', teamId: null },
        { cookie: fan.cookie, client: newClient() },
      ),
    );
    expect(response.status).toBe(400);
    expect((await errorOf(response)).field).toBe('driverId');
    expect(await favourites()).toEqual(before);
  });

  it('is a 400 naming the answer from the quiz form', async () => {
    const response = await whole.app.request(
      `${testOrigin}/fun?era=modern&seed=pit-stop`,
      form({ q1: 'a\u0000' }),
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('q1');
  });

  it('is a 400 with a message beside the season-events form fields, nothing stored', async () => {
    const raceStart = async () =>
      (
        await t.database.db
          .select({ date: races.date, startsAt: races.startsAt })
          .from(races)
          .where(and(eq(races.year, 2025), eq(races.round, 12)))
      )[0];
    const sessionRows = async () => (await t.database.db.select({ n: count() }).from(raceSessions))[0]?.n;
    const meetingsOf2025 = async () =>
      (await t.database.db.select({ n: count() }).from(races).where(eq(races.year, 2025)))[0]?.n;
    const [startBefore, sessionsBefore, meetingsBefore] = await Promise.all([
      raceStart(),
      sessionRows(),
      meetingsOf2025(),
    ]);

    const adminForm = (fields: Record<string, string>) => ({
      ...form(fields),
      headers: {
        origin: testOrigin,
        cookie: adminCookie,
        'content-type': 'application/x-www-form-urlencoded',
      },
    });
    const reschedule = await whole.app.request(
      `${testOrigin}/admin/season-events?season=2025`,
      adminForm({ season: '2025', round: '12', kind: 'race', startsAt: '2025-07-06T15:00\u0000' }),
    );
    expect(reschedule.status).toBe(400);
    expect(await reschedule.text()).toContain(controlCharacterMessage);

    for (const [field, value] of [
      ['name', 'Lunar\u0000 Grand Prix'],
      ['circuitId', 'silverstone\u0000'],
    ] as const) {
      const add = await whole.app.request(
        `${testOrigin}/admin/season-events?season=2025`,
        adminForm({
          intent: 'add-meeting',
          season: '2025',
          round: '25',
          name: 'Lunar Grand Prix',
          circuitId: 'silverstone',
          race: '2025-12-20T15:00',
          [field]: value,
        }),
      );
      expect(add.status, field).toBe(400);
      expect(await add.text(), field).toContain(controlCharacterMessage);
    }
    expect(await raceStart()).toEqual(startBefore);
    expect(await sessionRows()).toBe(sessionsBefore);
    expect(await meetingsOf2025()).toBe(meetingsBefore);
  });
});

describe('a NUL byte in an admin dashboard form', () => {
  it.each(['grant-admin', 'remove-admin', 'disable', 'enable', 'delete', 'revert'])(
    'is a 400 with its message for %s, and the account stays',
    async (intent) => {
      const response = await whole.app.request(`${testOrigin}/admin`, {
        ...form({ intent, id: `${fan.id}\u0000`, confirm: 'yes' }),
        headers: {
          origin: testOrigin,
          cookie: adminCookie,
          'content-type': 'application/x-www-form-urlencoded',
        },
      });
      expect(response.status).toBe(400);
      expect(await response.text()).toContain(controlCharacterMessage);
      expect(await storedName(fan.id)).toBe(fan.name);
    },
  );
});

describe('a file sent in a text field', () => {
  it('is a 400 naming the field, not a name of "[object File]"', async () => {
    const body = new FormData();
    body.set('displayName', new File(['Fan'], 'name.txt', { type: 'text/plain' }));
    const response = await whole.app.request(`${testOrigin}/update-profile`, {
      method: 'POST',
      headers: { origin: testOrigin, cookie: fan.cookie },
      body,
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('not a file');
    expect(await storedName(fan.id)).toBe(fan.name);

    const account = newAccount();
    const signUp = new FormData();
    signUp.set('name', new File(['Fan'], 'name.txt'));
    signUp.set('email', account.email);
    signUp.set('password', account.password);
    const created = await whole.app.request(`${testOrigin}/signup`, {
      method: 'POST',
      headers: { origin: testOrigin, 'x-forwarded-for': newClient() },
      body: signUp,
    });
    expect(created.status).toBe(400);
    expect(await t.database.db.select().from(users).where(eq(users.email, account.email))).toEqual([]);
  });
});

describe('addresses and headers', () => {
  it.each(['constructor', '__proto__'])(
    'a calendar feed of sessions=%s is a 400 naming sessions',
    async (value) => {
      const response = await whole.app.request(`/api/schedule/2025.ics?sessions=${value}`);
      expect(response.status).toBe(400);
      expect((await errorOf(response)).field).toBe('sessions');
    },
  );

  it('redirects a path outside Latin-1 with its Location percent-encoded', async () => {
    const response = await whole.app.request(`${testOrigin}/track-visualizer/%E2%82%AC`);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/track-vizualizer/%E2%82%AC');
  });

  it('refuses a post whose only word on where it comes from is another site in Referer', async () => {
    const account = newAccount();
    const login = await whole.app.request(
      `${testOrigin}/login`,
      form(
        { email: account.email, password: account.password },
        { origin: null, referer: 'https://evil.example/' },
      ),
    );
    expect(login.status).toBe(403);
    const signUp = await whole.app.request(
      `${testOrigin}/signup`,
      form(account, { origin: null, referer: 'https://evil.example/page' }),
    );
    expect(signUp.status).toBe(403);
    expect(await t.database.db.select().from(users).where(eq(users.email, account.email))).toEqual([]);
    const api = await whole.app.request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', referer: 'https://evil.example/' },
      body: JSON.stringify(newAccount()),
    });
    expect(api.status).toBe(403);
    // The site's own pages are still heard by their Referer alone.
    const own = await whole.app.request(
      `${testOrigin}/login`,
      form(
        { email: account.email, password: account.password },
        { origin: null, referer: `${testOrigin}/login` },
      ),
    );
    expect(own.status).toBe(401);
  });

  it('answers an admin form over 16 KB with 413', async () => {
    for (const path of ['/admin', '/admin/season-events', '/update-teams']) {
      const response = await whole.app.request(
        `${testOrigin}${path}`,
        form({ intent: 'x', filler: 'x'.repeat(20 * 1024) }, { cookie: adminCookie }),
      );
      expect(response.status, path).toBe(413);
    }
  });

  it('answers TRACE and other unknown methods with 405 over HTTP', async () => {
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    const statusOf = (method: string) =>
      new Promise<number | undefined>((resolve, reject) => {
        httpRequest({ port, host: '127.0.0.1', method, path: '/api/auth/ok' }, (response) => {
          response.resume();
          resolve(response.statusCode);
        })
          .on('error', reject)
          .end();
      });
    try {
      expect(await statusOf('TRACE')).toBe(405);
      expect(await statusOf('GET')).toBe(200);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
