import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAccountsTestApp, signIn, signUpConfirmed, testOrigin } from '../testing/accounts.ts';
import { openWholeApp } from '../testing/server-build.ts';

let t: Awaited<ReturnType<typeof openAccountsTestApp>>;
let whole: Awaited<ReturnType<typeof openWholeApp>>;
let cookie: string;
let email: string;
beforeAll(async () => {
  t = await openAccountsTestApp();
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
