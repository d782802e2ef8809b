import { hashPassword } from 'better-auth/crypto';
import { count, eq, like, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { accounts, users } from '#server/db/schema.ts';
import {
  cookieFrom,
  jsonRequest,
  newAccount,
  newClient,
  openAccountsTestApp,
  signIn,
  signUpConfirmed,
} from '#server/testing/accounts.ts';
import { linkIn } from '#server/testing/smtp-inbox.ts';

// better-auth's password hasher, counted: every call still hashes for real. The unit lane shares
// modules between the files a worker runs, so this file first lets go of the ones an earlier file
// loaded: the auth module then imports the counted hasher, whatever ran before.
vi.hoisted(() => vi.resetModules());
vi.mock('better-auth/crypto', async (importOriginal) => {
  const original = await importOriginal<typeof import('better-auth/crypto')>();
  return { ...original, hashPassword: vi.fn(original.hashPassword) };
});

let t: Awaited<ReturnType<typeof openAccountsTestApp>>;
beforeAll(async () => {
  t = await openAccountsTestApp();
});
afterAll(() => t?.close());
afterEach(() => {
  vi.useRealTimers();
});

const usersWithEmail = async (email: string) =>
  (await t.database.db.select({ n: count() }).from(users).where(eq(users.email, email)))[0]?.n;

const rows = async (table: typeof users | typeof accounts) =>
  (await t.database.db.select({ n: count() }).from(table))[0]?.n ?? 0;

/** A JSON value's keys and value types, its values left out. */
const shapeOf = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(shapeOf);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shapeOf(item)]));
  }
  return value === null ? 'null' : typeof value;
};

const errorCode = async (response: Response) => ((await response.json()) as { code?: string }).code;

describe('sign-up', () => {
  test('creates an unconfirmed account and mails a confirmation link to /auth-action', async () => {
    const account = newAccount();
    const response = await t.app.request(
      '/api/auth/sign-up/email',
      jsonRequest('POST', account, { client: newClient() }),
    );
    expect(response.status).toBe(200);
    // No session before the email is confirmed.
    expect(cookieFrom(response)).toBe('');
    const mail = await t.inbox.waitFor({ to: account.email, subject: /Confirm your email/ });
    const link = new URL(linkIn(mail, 'http://localhost:3000/auth-action'));
    expect(link.searchParams.get('mode')).toBe('verifyEmail');
    const [user] = await t.database.db.select().from(users).where(eq(users.email, account.email));
    expect(user).toMatchObject({ name: account.name, emailVerified: false, role: 'user' });
  });

  test.each([
    ['a password shorter than 6 characters', { password: '12345' }, /^PASSWORD_TOO_SHORT$/],
    ['a malformed email', { email: 'not-an-email' }, /^(INVALID_EMAIL|VALIDATION_ERROR)$/],
  ])('refuses %s with 400, storing nothing', async (_case, change, code) => {
    const account = { ...newAccount(), ...change };
    const response = await t.app.request(
      '/api/auth/sign-up/email',
      jsonRequest('POST', account, { client: newClient() }),
    );
    expect(response.status).toBe(400);
    expect(await errorCode(response)).toMatch(code);
    expect(await usersWithEmail(account.email)).toBe(0);
  });

  test('a password of exactly 6 characters is accepted', async () => {
    const account = newAccount({ password: '123456' });
    const response = await t.app.request(
      '/api/auth/sign-up/email',
      jsonRequest('POST', account, { client: newClient() }),
    );
    expect(response.status).toBe(200);
  });

  test('a taken email gets the same answer, no second account, and its owner a mail', async () => {
    const account = await signUpConfirmed(t.app, t.inbox);
    const again = { ...account, name: 'Impostor', password: 'different-password' };
    const response = await t.app.request(
      '/api/auth/sign-up/email',
      jsonRequest('POST', again, { client: newClient() }),
    );
    expect(response.status).toBe(200);
    expect(await usersWithEmail(account.email)).toBe(1);
    await t.inbox.waitFor({ to: account.email, subject: /You already have a Pitwall account/ });
    // Nothing changed: the old password signs in, the new one does not.
    await signIn(t.app, account);
    const wrong = await t.app.request(
      '/api/auth/sign-in/email',
      jsonRequest('POST', { email: account.email, password: again.password }, { client: newClient() }),
    );
    expect(wrong.status).toBe(401);
  });

  test('a taken email costs what a new one does: its password hashed, the same writes, an answer of the same shape', async () => {
    const taken = await signUpConfirmed(t.app, t.inbox);
    const [usersBefore, accountsBefore] = await Promise.all([rows(users), rows(accounts)]);
    // Every row written to users and accounts, noted by the database itself.
    const { db } = t.database;
    await db.execute(sql`create table test_row_writes (tbl text not null)`);
    await db.execute(sql`create function test_note_write() returns trigger language plpgsql as $$
      begin insert into test_row_writes values (tg_table_name); return new; end $$`);
    for (const table of ['users', 'accounts']) {
      await db.execute(
        sql.raw(`create trigger test_note_write after insert on ${table}
          for each row execute function test_note_write()`),
      );
    }
    const signUp = async (account: { name: string; email: string; password: string }) => {
      vi.mocked(hashPassword).mockClear();
      await db.execute(sql`delete from test_row_writes`);
      const response = await t.app.request(
        '/api/auth/sign-up/email',
        jsonRequest('POST', account, { client: newClient() }),
      );
      const hashed = vi.mocked(hashPassword).mock.calls.map(([password]) => password);
      const written = await db.execute(sql`select tbl from test_row_writes order by tbl`);
      return {
        response,
        body: (await response.json()) as unknown,
        hashed,
        written: (written as unknown as { rows: { tbl: string }[] }).rows.map((row) => row.tbl),
      };
    };

    try {
      const fresh = newAccount();
      const created = await signUp(fresh);
      const again = await signUp({ ...newAccount(), email: taken.email, password: 'another-password' });

      expect(created.hashed).toEqual([fresh.password]);
      expect(again.hashed).toEqual(['another-password']);
      expect(created.written).toEqual(['accounts', 'users']);
      expect(again.written).toEqual(created.written);
      expect(again.response.status).toBe(created.response.status);
      expect(again.response.headers.get('content-type')).toBe(created.response.headers.get('content-type'));
      expect(cookieFrom(again.response)).toBe(cookieFrom(created.response));
      expect(shapeOf(again.body)).toEqual(shapeOf(created.body));
      expect(again.body).toMatchObject({ token: null, user: { email: taken.email, emailVerified: false } });
      // The taken address's stand-in rows were written and removed: only the new account is left.
      expect(await rows(users)).toBe(usersBefore + 1);
      expect(await rows(accounts)).toBe(accountsBefore + 1);
      const standIns = await t.database.db
        .select({ n: count() })
        .from(users)
        .where(like(users.email, '%@sign-up.invalid'));
      expect(standIns[0]?.n).toBe(0);
    } finally {
      await db.execute(sql`drop trigger test_note_write on users`);
      await db.execute(sql`drop trigger test_note_write on accounts`);
      await db.execute(sql`drop function test_note_write`);
      await db.execute(sql`drop table test_row_writes`);
    }
  });
});

describe('sign-in and the session cookie', () => {
  test('is refused before the email is confirmed, and a new confirmation link is mailed', async () => {
    const account = newAccount();
    await t.app.request('/api/auth/sign-up/email', jsonRequest('POST', account, { client: newClient() }));
    await t.inbox.waitFor({ to: account.email, subject: /Confirm your email/ });
    const response = await t.app.request(
      '/api/auth/sign-in/email',
      jsonRequest('POST', { email: account.email, password: account.password }, { client: newClient() }),
    );
    expect(response.status).toBe(403);
    expect(await errorCode(response)).toBe('EMAIL_NOT_VERIFIED');
    await expect
      .poll(() => t.inbox.messages.filter((mail) => mail.to.includes(account.email)).length)
      .toBe(2);
  });

  test('sets an httpOnly, SameSite=Lax session cookie (not Secure over plain http)', async () => {
    const account = await signUpConfirmed(t.app, t.inbox);
    const response = await t.app.request(
      '/api/auth/sign-in/email',
      jsonRequest('POST', { email: account.email, password: account.password }, { client: newClient() }),
    );
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('pitwall.session_token='));
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/; Secure/i);
  });

  test('over https the cookie is Secure (and __Secure- prefixed)', async () => {
    const origin = 'https://pitwall.example';
    const { app } = t.withEnv({ PUBLIC_URL: origin });
    const account = await signUpConfirmed(app, t.inbox, newAccount(), origin);
    const response = await app.request(
      '/api/auth/sign-in/email',
      jsonRequest(
        'POST',
        { email: account.email, password: account.password },
        { origin, client: newClient() },
      ),
    );
    const cookie = response.headers.getSetCookie().find((line) => line.includes('session_token='));
    expect(cookie).toMatch(/^__Secure-pitwall\.session_token=.*; Secure/i);
  });

  test('a request from another site is refused', async () => {
    const account = await signUpConfirmed(t.app, t.inbox);
    const response = await t.app.request(
      '/api/auth/sign-in/email',
      jsonRequest(
        'POST',
        { email: account.email, password: account.password },
        { origin: 'https://evil.example', client: newClient() },
      ),
    );
    expect(response.status).toBe(403);
    expect(cookieFrom(response)).toBe('');
  });

  test('without PUBLIC_URL, the address the server prints (127.0.0.1) signs up and in like localhost', async () => {
    for (const origin of ['http://127.0.0.1:3000', 'http://[::1]:3000']) {
      const account = newAccount();
      const signUp = await t.app.request(
        '/api/auth/sign-up/email',
        jsonRequest('POST', account, { origin, client: newClient() }),
      );
      expect(signUp.status).toBe(200);
      const mail = await t.inbox.waitFor({ to: account.email, subject: /Confirm your email/ });
      // The mailed link names PUBLIC_URL's default; its token confirms the account.
      const token = new URL(linkIn(mail, 'http://localhost:3000/auth-action')).searchParams.get('token');
      expect((await t.app.request(`/api/auth/verify-email?token=${token}`)).ok).toBe(true);
      const signedIn = await t.app.request(
        '/api/auth/sign-in/email',
        jsonRequest(
          'POST',
          { email: account.email, password: account.password },
          { origin, client: newClient() },
        ),
      );
      expect(signedIn.status).toBe(200);
      expect(cookieFrom(signedIn)).toMatch(/session_token=/);
    }
  });

  test('with PUBLIC_URL set, only its origin writes; each refused origin is logged once', async () => {
    const strict = t.withEnv({ PUBLIC_URL: 'http://localhost:3000' });
    const warn = vi.spyOn(strict.services.log, 'warn');
    const account = await signUpConfirmed(t.app, t.inbox);
    const attempt = () =>
      strict.app.request(
        '/api/auth/sign-in/email',
        jsonRequest(
          'POST',
          { email: account.email, password: account.password },
          { origin: 'http://127.0.0.1:3000', client: newClient() },
        ),
      );
    expect((await attempt()).status).toBe(403);
    expect((await attempt()).status).toBe(403);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(
      /Refused a cross-site POST \/api\/auth\/sign-in\/email from http:\/\/127\.0\.0\.1:3000: this site accepts writes from http:\/\/localhost:3000/,
    );
  });

  test('a forged session cookie is not a session', async () => {
    const forged = 'pitwall.session_token=made-up.c2lnbmF0dXJl';
    const profile = await t.app.request('/api/profile', jsonRequest('GET', undefined, forged));
    expect(profile.status).toBe(401);
    expect(await profile.json()).toEqual({
      error: { code: 'unauthorized', message: 'Invalid or expired token. Please log in again.' },
    });
    const none = await t.app.request('/api/profile');
    expect(((await none.json()) as { error: { message: string } }).error.message).toBe(
      'User is not authenticated',
    );
  });

  test('a real token with a forged signature is refused too', async () => {
    const account = await signUpConfirmed(t.app, t.inbox);
    const cookie = await signIn(t.app, account);
    const [name, value = ''] = cookie.split('=');
    const [token] = decodeURIComponent(value).split('.');
    const forged = `${name}=${encodeURIComponent(`${token}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=`)}`;
    expect((await t.app.request('/api/profile', jsonRequest('GET', undefined, cookie))).status).toBe(200);
    expect((await t.app.request('/api/profile', jsonRequest('GET', undefined, forged))).status).toBe(401);
  });

  test('signing out ends the session', async () => {
    const account = await signUpConfirmed(t.app, t.inbox);
    const cookie = await signIn(t.app, account);
    const out = await t.app.request('/api/auth/sign-out', jsonRequest('POST', {}, cookie));
    expect(out.status).toBe(200);
    expect((await t.app.request('/api/profile', jsonRequest('GET', undefined, cookie))).status).toBe(401);
  });
});

describe('rate limits', () => {
  const attempt = (app: typeof t.app, client: string, password: string, email = 'victim@example.com') =>
    app.request('/api/auth/sign-in/email', jsonRequest('POST', { email, password }, { client }));

  test('20 rapid failed logins from one client: the 11th and later get 429 with a retry time', async () => {
    const client = newClient();
    const email = newAccount().email;
    const responses: Response[] = [];
    for (let n = 0; n < 20; n++) responses.push(await attempt(t.app, client, `guess-${n}`, email));
    const statuses = responses.map((response) => response.status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(10).fill(429));
    // The standard header (in seconds, within the minute's window), and better-auth's own.
    for (const refused of responses.slice(10)) {
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    }
    expect(Number(responses[19]?.headers.get('x-retry-after'))).toBeGreaterThan(0);
    // Another client is not held back.
    expect((await attempt(t.app, newClient(), 'guess', newAccount().email)).status).toBe(401);
  });

  test('without a trusted proxy, a client cannot escape the limit by sending X-Forwarded-For', async () => {
    const { app } = t.withEnv({ TRUSTED_PROXIES: '' });
    const statuses: number[] = [];
    for (let n = 0; n < 11; n++) {
      statuses.push((await attempt(app, newClient(), `guess-${n}`, newAccount().email)).status);
    }
    expect(statuses.at(-1)).toBe(429);
  });

  /** 60 wrong passwords for one address, from 10 clients in turn: the statuses and Retry-After values. */
  const spreadGuesses = async (email: string) => {
    const clients = Array.from({ length: 10 }, () => newClient());
    const answers: { status: number; retryAfter: string | null }[] = [];
    for (let n = 0; n < 60; n++) {
      const response = await attempt(t.app, clients[n % 10] ?? '', `guess-${n}`, email);
      answers.push({ status: response.status, retryAfter: response.headers.get('retry-after') });
    }
    return answers;
  };

  test('60 wrong passwords for one account from 10 clients: past 10, 429 with Retry-After until a cool-down ends', async () => {
    const account = await signUpConfirmed(t.app, t.inbox);
    const answers = await spreadGuesses(account.email.toUpperCase());
    expect(answers.slice(0, 10).map((answer) => answer.status)).toEqual(Array(10).fill(401));
    expect(answers.slice(10).map((answer) => answer.status)).toEqual(Array(50).fill(429));
    for (const refused of answers.slice(10)) {
      expect(Number(refused.retryAfter)).toBeGreaterThan(0);
      expect(Number(refused.retryAfter)).toBeLessThanOrEqual(60);
    }
    // The owner waits the cool-down too, from a client of their own.
    expect((await attempt(t.app, newClient(), account.password, account.email)).status).toBe(429);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61 * 1000);
    // One more wrong guess is let through, and the next cool-down is longer.
    expect((await attempt(t.app, newClient(), 'one-more-guess', account.email)).status).toBe(401);
    const longer = await attempt(t.app, newClient(), account.password, account.email);
    expect(longer.status).toBe(429);
    expect(Number(longer.headers.get('retry-after'))).toBeGreaterThan(60);
    expect(Number(longer.headers.get('retry-after'))).toBeLessThanOrEqual(120);

    vi.setSystemTime(Date.now() + 121 * 1000);
    const signedIn = await attempt(t.app, newClient(), account.password, account.email);
    expect(signedIn.status).toBe(200);
    expect(cookieFrom(signedIn)).not.toBe('');
    // A sign-in starts the count afresh: the next wrong password is a plain 401.
    expect((await attempt(t.app, newClient(), 'a-typo', account.email)).status).toBe(401);
  });

  test('an address without an account gets the very same answers', async () => {
    const account = await signUpConfirmed(t.app, t.inbox);
    const existing = await spreadGuesses(account.email);
    const unknown = await spreadGuesses(newAccount().email);
    const statuses = (answers: typeof existing) => answers.map((answer) => answer.status);
    expect(statuses(unknown)).toEqual(statuses(existing));
    expect(unknown.slice(10).every((answer) => Number(answer.retryAfter) > 0)).toBe(true);
  });

  test('the cool-down grows no longer than SIGN_IN_COOLDOWN_MAX_SECONDS', async () => {
    const { app } = t.withEnv({
      SIGN_IN_ACCOUNT_RATE_LIMIT: '2/900',
      SIGN_IN_COOLDOWN_SECONDS: '10',
      SIGN_IN_COOLDOWN_MAX_SECONDS: '30',
    });
    const email = newAccount().email;
    vi.useFakeTimers({ toFake: ['Date'] });
    const retryAfters: number[] = [];
    for (let round = 0; round < 5; round++) {
      expect((await attempt(app, newClient(), 'guess', email)).status).toBe(401);
      if (round === 0) expect((await attempt(app, newClient(), 'guess', email)).status).toBe(401);
      const refused = await attempt(app, newClient(), 'guess', email);
      expect(refused.status).toBe(429);
      const retryAfter = Number(refused.headers.get('retry-after'));
      retryAfters.push(retryAfter);
      vi.setSystemTime(Date.now() + retryAfter * 1000);
    }
    expect(retryAfters).toEqual([10, 20, 30, 30, 30]);
  });
});

describe('update-user', () => {
  const updateUser = (cookie: string, body: unknown) =>
    t.app.request('/api/auth/update-user', jsonRequest('POST', body, cookie));
  const stored = async (email: string) =>
    (await t.database.db.select().from(users).where(eq(users.email, email)))[0];
  const refusal = async (response: Response) =>
    ((await response.json()) as { error: { field?: string; message: string } }).error;

  test('changes the display name as PATCH /api/profile does: trimmed', async () => {
    const account = await signUpConfirmed(t.app, t.inbox);
    const cookie = await signIn(t.app, account);
    const response = await updateUser(cookie, { name: '  Il Predestinato ' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: true });
    expect(await stored(account.email)).toMatchObject({ name: 'Il Predestinato', image: null });
  });

  test.each([
    ['a name of 51 characters', { name: 'x'.repeat(51) }, 'name', /^name: Use at most 50 characters$/],
    ['a blank name', { name: '   ' }, 'name', /^name: Enter a display name$/],
    ['no name', {}, 'name', /^name: /],
    [
      'an https photo',
      { name: 'Fan', image: 'https://example.com/me.png' },
      'image',
      /PUT \/api\/profile\/photo/,
    ],
    [
      "a photo of ours (another user's)",
      { image: '/media/avatars/someone-0123456789abcdef.webp' },
      'image',
      /PUT \/api\/profile\/photo/,
    ],
    ['no photo', { image: null }, 'image', /DELETE \/api\/profile\/photo/],
    ['a field of the account', { name: 'Fan', role: 'admin' }, 'role', /^role: /],
  ])('refuses %s with a 400 naming the field, storing nothing', async (_case, body, field, message) => {
    const account = await signUpConfirmed(t.app, t.inbox);
    const cookie = await signIn(t.app, account);
    const response = await updateUser(cookie, body);
    expect(response.status).toBe(400);
    expect(await refusal(response)).toMatchObject({ field, message: expect.stringMatching(message) });
    expect(await stored(account.email)).toMatchObject({ name: account.name, image: null, role: 'user' });
  });

  test('counts against PROFILE_RATE_LIMIT with PATCH /api/profile: the 31st change in a minute is a 429 with Retry-After', async () => {
    const account = await signUpConfirmed(t.app, t.inbox);
    const cookie = await signIn(t.app, account);
    expect(
      (await t.app.request('/api/profile', jsonRequest('PATCH', { displayName: 'First' }, cookie))).status,
    ).toBe(200);
    for (let n = 2; n <= 30; n++) expect((await updateUser(cookie, { name: `Name ${n}` })).status).toBe(200);
    const refused = await updateUser(cookie, { name: 'Name 31' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(await refusal(refused)).toMatchObject({ message: 'Too many requests. Please try again later.' });
    const patched = await t.app.request(
      '/api/profile',
      jsonRequest('PATCH', { displayName: 'Name 32' }, cookie),
    );
    expect(patched.status).toBe(429);
    expect(await stored(account.email)).toMatchObject({ name: 'Name 30' });
  });

  test('needs a session, and refuses another site', async () => {
    expect((await updateUser('', { name: 'Nobody' })).status).toBe(401);
    const account = await signUpConfirmed(t.app, t.inbox);
    const cookie = await signIn(t.app, account);
    const crossSite = await t.app.request(
      '/api/auth/update-user',
      jsonRequest('POST', { name: 'Forged' }, { cookie, origin: 'https://evil.example' }),
    );
    expect(crossSite.status).toBe(403);
    expect(await stored(account.email)).toMatchObject({ name: account.name });
  });
});

describe('password reset', () => {
  async function requestReset(email: string) {
    const response = await t.app.request(
      '/api/auth/request-password-reset',
      jsonRequest('POST', { email }, { client: newClient() }),
    );
    expect(response.status).toBe(200);
    const mail = await t.inbox.waitFor({ to: email, subject: /Reset your Pitwall password/ });
    const link = new URL(linkIn(mail, 'http://localhost:3000/auth-action'));
    expect(link.searchParams.get('mode')).toBe('resetPassword');
    return link.searchParams.get('token') ?? '';
  }

  test('the mailed token sets a new password once, and ends the other sessions', async () => {
    const account = await signUpConfirmed(t.app, t.inbox);
    const oldSession = await signIn(t.app, account);
    const token = await requestReset(account.email);
    const reset = await t.app.request(
      '/api/auth/reset-password',
      jsonRequest('POST', { token, newPassword: 'new-password' }),
    );
    expect(reset.status).toBe(200);
    expect((await t.app.request('/api/profile', jsonRequest('GET', undefined, oldSession))).status).toBe(401);
    await signIn(t.app, { ...account, password: 'new-password' });

    const reused = await t.app.request(
      '/api/auth/reset-password',
      jsonRequest('POST', { token, newPassword: 'third-password' }),
    );
    expect(reused.status).toBe(400);
    expect(await errorCode(reused)).toBe('INVALID_TOKEN');
    await signIn(t.app, { ...account, password: 'new-password' });
  });

  test('a link older than an hour no longer works', async () => {
    const account = await signUpConfirmed(t.app, t.inbox);
    const token = await requestReset(account.email);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61 * 60 * 1000);
    const response = await t.app.request(
      '/api/auth/reset-password',
      jsonRequest('POST', { token, newPassword: 'too-late-now' }),
    );
    vi.useRealTimers();
    expect(response.status).toBe(400);
    expect(await errorCode(response)).toBe('INVALID_TOKEN');
    await signIn(t.app, account);
  });

  test('an unknown address gets the same answer and no mail', async () => {
    const email = newAccount().email;
    const response = await t.app.request(
      '/api/auth/request-password-reset',
      jsonRequest('POST', { email }, { client: newClient() }),
    );
    expect(response.status).toBe(200);
    await expect(t.inbox.waitFor({ to: email }, 500)).rejects.toThrow(/No mail/);
  });

  test('a reset never touches sessions of other users', async () => {
    const [one, two] = [await signUpConfirmed(t.app, t.inbox), await signUpConfirmed(t.app, t.inbox)];
    const twoSession = await signIn(t.app, two);
    const token = await requestReset(one.email);
    await t.app.request('/api/auth/reset-password', jsonRequest('POST', { token, newPassword: 'only-mine' }));
    expect((await t.app.request('/api/profile', jsonRequest('GET', undefined, twoSession))).status).toBe(200);
  });
});
