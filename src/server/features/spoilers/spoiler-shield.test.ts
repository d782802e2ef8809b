import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spoilerShields, watchedSessions } from '#server/db/schema.ts';
import {
  cookieFrom,
  openAccountsTestApp,
  signIn,
  signUpConfirmed,
  testOrigin,
} from '#server/testing/accounts.ts';
import { openWholeApp, pagePaths } from '#server/testing/server-build.ts';

/**
 * The spoiler shield through the pages, as a browser without JavaScript uses it: the buttons post
 * plain forms to /spoilers, a visitor's choice comes back as a cookie, a fan's is stored. The clock
 * stands on the evening of the 2025 British Grand Prix (round 12, race at 14:00 UTC).
 */

let t: Awaited<ReturnType<typeof openAccountsTestApp>>;
let whole: Awaited<ReturnType<typeof openWholeApp>>;
let now = '2025-07-06T18:00:00Z';

beforeAll(async () => {
  t = await openAccountsTestApp();
  t.services.clock.now = () => new Date(now);
  whole = await openWholeApp(t.services);
});
afterAll(async () => {
  await whole?.close();
  await t?.close();
});

const form = (fields: [string, string][], cookie?: string, origin = testOrigin): RequestInit => ({
  method: 'POST',
  headers: {
    origin,
    'content-type': 'application/x-www-form-urlencoded',
    ...(cookie ? { cookie } : {}),
  },
  body: new URLSearchParams(fields).toString(),
});

async function page(path: string, cookie?: string) {
  const response = await whole.app.request(path, cookie ? { headers: { cookie } } : {});
  expect(response.status).toBe(200);
  return response.text();
}

/** The British Grand Prix's winning race time, as the results page prints it with the shield off. */
async function winningTime(): Promise<string> {
  const html = await page('/race-results/2025/12');
  const time = /\b1:\d\d:\d\d\.\d{3}\b/.exec(html)?.[0];
  if (!time) throw new Error('No race time on the unshielded results page');
  return time;
}

describe('a visitor’s spoiler shield', () => {
  it('hides the race everywhere, title, meta and hydration data included, until marked watched', async () => {
    const time = await winningTime();
    const on = await whole.app.request(
      `${testOrigin}/spoilers`,
      form([
        ['intent', 'on'],
        ['returnTo', '/race-results/2025/12'],
      ]),
    );
    expect(on.status).toBe(302);
    expect(on.headers.get('location')).toBe('/race-results/2025/12');
    const setCookie = on.headers.get('set-cookie') ?? '';
    // From the weekend's first session (Friday's practice, 11:30 UTC) on.
    expect(setCookie).toMatch(
      /^pitwall-spoilers=1\.1751628600; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    const cookie = cookieFrom(on);

    // One visitor's page, which no cache (the browser's offline copies included) may keep.
    const shielded = await whole.app.request('/race-results/2025/12', { headers: { cookie } });
    expect(shielded.headers.get('cache-control')).toBe('private, no-store');
    expect(shielded.headers.get('vary')).toContain('Cookie');
    const results = await page('/race-results/2025/12', cookie);
    expect(results).toContain('Hidden: the classification');
    expect(results).not.toContain(time);
    // The home page and the standings hold their outcomes back as well.
    const home = await page('/', cookie);
    expect(home).toContain('Hidden: the last race');
    expect(home).toContain('Hidden: the championship standings');
    const drivers = await page('/drivers', cookie);
    expect(drivers).toContain('Hidden: the standings and the title race');
    expect(drivers).not.toMatch(/"points":\s*\d/);
    const meeting = await page('/schedule/2025/british-grand-prix', cookie);
    expect(meeting).toContain('Hidden: the Race classification');
    expect(meeting).toContain('Hidden: the Qualifying classification');
    expect(meeting).not.toContain(time);

    const watched = await whole.app.request(
      `${testOrigin}/spoilers`,
      form(
        [
          ['intent', 'watched'],
          ['session', '2025-12-race'],
          ['returnTo', '/race-results/2025/12'],
        ],
        cookie,
      ),
    );
    expect(watched.status).toBe(302);
    const after = cookieFrom(watched);
    expect(after).toBe('pitwall-spoilers=1.1751628600.2025-12-race');
    expect(await page('/race-results/2025/12', after)).toContain(time);
    // Qualifying is still hidden on the meeting page; the race is not.
    const meetingAfter = await page('/schedule/2025/british-grand-prix', after);
    expect(meetingAfter).toContain(time);
    expect(meetingAfter).toContain('Hidden: the Qualifying classification');
  });

  it('lets no page of the route table give the hidden race away', async () => {
    const time = await winningTime();
    const cookie = cookieFrom(await whole.app.request(`${testOrigin}/spoilers`, form([['intent', 'on']])));
    // Every page path, its parameters filled with the hidden weekend's: its season, round, meeting,
    // race, winner, team and circuit. A page added later is read here without touching this file.
    const values: Record<string, string> = {
      year: '2025',
      round: '12',
      meeting_name: 'british-grand-prix',
      session: 'race',
      circuit: 'silverstone',
    };
    const paths = pagePaths(await whole.build()).flatMap((path) => {
      if (path.includes('*')) return [];
      const filled = path.replace(/:(\w+)\??/g, (_, name: string) =>
        name === 'id' ? (path.startsWith('/teams') ? 'mclaren' : 'NOR') : (values[name] ?? name),
      );
      return [filled, `${filled}${filled.includes('?') ? '&' : '?'}year=2025`];
    });
    expect(paths).toContain('/race-results/2025/12');
    expect(paths).toContain('/schedule/2025/british-grand-prix');
    const leaks: string[] = [];
    for (const path of paths) {
      const response = await whole.app.request(path, { headers: { cookie } });
      if ((await response.text()).includes(time)) leaks.push(path);
    }
    expect(leaks).toEqual([]);
  });

  it('shows everything again after "I\'m up to date", hiding only sessions from then on', async () => {
    const on = await whole.app.request(`${testOrigin}/spoilers`, form([['intent', 'on']]));
    const cookie = cookieFrom(on);
    const caughtUp = await whole.app.request(
      `${testOrigin}/spoilers`,
      form([['intent', 'up-to-date']], cookie),
    );
    expect(caughtUp.headers.get('location')).toBe('/spoilers');
    const after = cookieFrom(caughtUp);
    expect(after).toBe(`pitwall-spoilers=1.${Date.parse(now) / 1000}`);
    expect(await page('/race-results/2025/12', after)).toContain(await winningTime());
    const settings = await page('/spoilers', after);
    expect(settings).toContain('Nothing is hidden right now');
  });

  it('refuses a session that is not one, keeping the cookie it had, and cross-site posts', async () => {
    const cookie = cookieFrom(await whole.app.request(`${testOrigin}/spoilers`, form([['intent', 'on']])));
    const bad = await whole.app.request(
      `${testOrigin}/spoilers`,
      form(
        [
          ['intent', 'watched'],
          ['session', '2025-12-warm-up'],
        ],
        cookie,
      ),
    );
    expect(bad.status).toBe(400);
    expect(bad.headers.get('set-cookie')).toBeNull();
    expect(await bad.text()).toContain('Must name a session, such as 2026-24-race');
    const crossSite = await whole.app.request(
      `${testOrigin}/spoilers`,
      form([['intent', 'off']], cookie, 'https://evil.example'),
    );
    // React Router refuses an action whose origin is not the page's before it runs.
    expect(crossSite.status).toBe(400);
    expect(crossSite.headers.get('set-cookie')).toBeNull();
  });
});

describe('a signed-in fan’s spoiler shield', () => {
  it('is kept on the account: on, watched, up to date and off, each in one write', async () => {
    const account = await signUpConfirmed(whole.app, t.inbox);
    const session = await signIn(whole.app, account);
    const [user] = await t.database.db.query.users.findMany({
      where: (u, { eq: is }) => is(u.email, account.email),
    });
    if (!user) throw new Error('no user');
    const on = await whole.app.request(`${testOrigin}/spoilers`, form([['intent', 'on']], session));
    expect(on.status).toBe(302);
    // A fan's choice is on the account, not in a cookie.
    expect(on.headers.getSetCookie().some((c) => c.startsWith('pitwall-spoilers='))).toBe(false);
    const [row] = await t.database.db.select().from(spoilerShields).where(eq(spoilerShields.userId, user.id));
    expect(row?.hideFrom.toISOString()).toBe('2025-07-04T11:30:00.000Z');
    expect(await page('/teams', session)).toContain('Hidden: the standings and the title race');

    await whole.app.request(
      `${testOrigin}/spoilers`,
      form(
        [
          ['intent', 'watched'],
          ['session', '2025-12-race'],
          ['session', '2025-12-qualifying'],
        ],
        session,
      ),
    );
    const watched = await t.database.db
      .select()
      .from(watchedSessions)
      .where(eq(watchedSessions.userId, user.id));
    expect(watched.map((w) => w.sessionKey).sort()).toEqual(['2025-12-qualifying', '2025-12-race']);
    expect(await page('/teams', session)).not.toContain('Hidden:');

    // Three weeks on: Belgium's sprint and race (round 13) are in the standings, which hide again.
    now = '2025-07-27T18:00:00Z';
    try {
      expect(await page('/drivers', session)).toContain('Hidden: the standings and the title race');
      await whole.app.request(`${testOrigin}/spoilers`, form([['intent', 'up-to-date']], session));
      expect(await page('/drivers', session)).not.toContain('Hidden:');
      const [caughtUp] = await t.database.db
        .select()
        .from(spoilerShields)
        .where(eq(spoilerShields.userId, user.id));
      expect(caughtUp?.hideFrom.toISOString()).toBe('2025-07-27T18:00:00.000Z');
      expect(
        await t.database.db.select().from(watchedSessions).where(eq(watchedSessions.userId, user.id)),
      ).toEqual([]);
    } finally {
      now = '2025-07-06T18:00:00Z';
    }

    await whole.app.request(
      `${testOrigin}/spoilers`,
      form(
        [
          ['intent', 'watched'],
          ['session', '2025-12-race'],
        ],
        session,
      ),
    );
    await whole.app.request(`${testOrigin}/spoilers`, form([['intent', 'off']], session));
    expect(
      await t.database.db.select().from(spoilerShields).where(eq(spoilerShields.userId, user.id)),
    ).toEqual([]);
    expect(
      await t.database.db.select().from(watchedSessions).where(eq(watchedSessions.userId, user.id)),
    ).toEqual([]);
  });
});
