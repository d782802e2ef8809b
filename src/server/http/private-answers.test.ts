import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAccountsTestApp, signIn, signUpConfirmed, testOrigin } from '../testing/accounts.ts';
import { openWholeApp } from '../testing/server-build.ts';

let t: Awaited<ReturnType<typeof openAccountsTestApp>>;
let whole: Awaited<ReturnType<typeof openWholeApp>>;
let cookie: string;
let email: string;
beforeAll(async () => {
  t = await openAccountsTestApp({ PAGE_RENDERS_PER_CLIENT: '2' });
  whole = await openWholeApp(t.services);
  const account = await signUpConfirmed(whole.app, t.inbox);
  email = account.email;
  cookie = await signIn(whole.app, account);
});
afterAll(async () => {
  await whole?.close();
  await t?.close();
});

const get = (path: string, withCookie?: string) =>
  whole.app.request(`${testOrigin}${path}`, { headers: withCookie ? { cookie: withCookie } : {} });

describe('answers to signed-in requests', () => {
  it.each(['/', '/drivers', '/profile', '/api/profile'])(
    '%s is private, not stored, and varies by cookie',
    async (path) => {
      const response = await get(path, cookie);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(response.headers.get('vary')).toMatch(/\bCookie\b/i);
    },
  );

  it('the signed-in home page that shows the email is not shareable', async () => {
    const response = await get('/', cookie);
    expect(await response.text()).toContain(email);
    expect(response.headers.get('cache-control')).toContain('private');
  });

  it('race data, the same for everyone, keeps its public caching', async () => {
    const anonymous = await get('/api/standings/2024/drivers');
    const signedIn = await get('/api/standings/2024/drivers', cookie);
    expect(anonymous.headers.get('cache-control')).toMatch(/public/);
    expect(signedIn.headers.get('cache-control')).toBe(anonymous.headers.get('cache-control'));
  });

  it('anonymous answers are unchanged', async () => {
    const response = await get('/drivers');
    expect(response.headers.get('cache-control') ?? '').not.toMatch(/private|no-store/);
    expect(response.headers.get('vary') ?? '').not.toMatch(/cookie/i);
  });

  it('a HEAD request to a page gets the headers a GET would, without the body', async () => {
    for (const withCookie of [undefined, cookie]) {
      const head = await whole.app.request(`${testOrigin}/drivers`, {
        method: 'HEAD',
        headers: withCookie ? { cookie: withCookie } : {},
      });
      const page = await get('/drivers', withCookie);
      expect(head.status).toBe(200);
      expect(head.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(head.headers.get('content-type')).toBe(page.headers.get('content-type'));
      expect(head.headers.get('cache-control')).toBe(page.headers.get('cache-control'));
      expect(await head.text()).toBe('');
    }
  });
});

/** A page asked as the visitor at `client` would (through the trusted proxy of the test app). */
const visit = (path: string, client: string) =>
  whole.app.request(`${testOrigin}${path}`, { headers: { 'x-forwarded-for': client } });

describe('query parameters no page reads', () => {
  it('leave the address before the page cache: a new junk parameter is the page already kept', async () => {
    const first = await visit('/drivers?season=2023&utm_source=a', '10.7.0.1');
    expect(first.status).toBe(200);
    const second = await visit('/drivers?season=2023&r=2', '10.7.0.2');
    expect(second.headers.get('x-page-cache')).toBe('HIT');
    expect(await second.text()).toBe(await first.text());
  });

  it('the parameters a page reads still choose what it shows', async () => {
    const page = await (await visit('/drivers?season=2021&junk=1', '10.7.0.3')).text();
    expect(page).toContain('<title>Driver standings 2021 · Pitwall</title>');
    const scenario = await visit(
      '/drivers?season=2021&after=20&scenario=1&pick-max_verstappen=1&junk=2',
      '10.7.0.3',
    );
    expect(scenario.status).toBe(200);
  });

  it('React Router’s route manifest keeps its query: a link followed in the browser finds its route', async () => {
    const { assets, routeDiscovery } = await whole.build();
    const answer = await visit(
      `${routeDiscovery.manifestPath}?paths=${encodeURIComponent('/update-profile')}&version=${assets.version}`,
      '10.7.0.4',
    );
    expect(answer.status).toBe(200);
    expect(Object.keys(await answer.json())).toContain('routes/update-profile');
  });
});

describe('renders in progress per client address', () => {
  it('past PAGE_RENDERS_PER_CLIENT are a 429 with Retry-After, while another client is served', async () => {
    // Seasons the page cache does not hold yet: each is a render.
    const flood = Array.from({ length: 10 }, (_, i) => visit(`/drivers?season=${2000 + i}`, '10.8.0.1'));
    const other = visit('/teams?season=2012', '10.8.0.2');
    const answers = await Promise.all(flood);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused.length).toBeGreaterThanOrEqual(answers.length - 2);
    expect(answers.some((answer) => answer.status === 200)).toBe(true);
    expect(refused[0]?.headers.get('retry-after')).toBe('1');
    expect((await other).status).toBe(200);
    // The renders done, the client renders again.
    expect((await visit('/drivers?season=2010', '10.8.0.1')).status).toBe(200);
  });
});

describe('a page that fails', () => {
  it('is logged through the site’s logger with the request id its answer carries', async () => {
    const lines: { message: string; details: unknown }[] = [];
    const logError = t.services.log.error;
    t.services.log.error = (message, details) => lines.push({ message, details });
    // A table the calendar page reads is missing, as after a migration that went wrong.
    await t.database.db.execute(sql`alter table calendar_feeds rename to calendar_feeds_away`);
    try {
      const response = await get('/profile/calendar', cookie);
      expect(response.status).toBe(500);
      const id = response.headers.get('x-request-id');
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(lines).toContainEqual({
        message: 'Page request failed',
        details: {
          requestId: id,
          method: 'GET',
          path: '/profile/calendar',
          error: expect.stringContaining('calendar_feeds'),
        },
      });
    } finally {
      await t.database.db.execute(sql`alter table calendar_feeds_away rename to calendar_feeds`);
      t.services.log.error = logError;
    }
  });
});
