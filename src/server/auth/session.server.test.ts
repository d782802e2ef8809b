import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect, test, vi } from 'vitest';
import { sessions } from '#server/db/schema.ts';
import { openAccountsTestApp, signIn, signUpConfirmed } from '#server/testing/accounts.ts';
import { readSession } from './session.server.ts';

let t: Awaited<ReturnType<typeof openAccountsTestApp>>;
beforeAll(async () => {
  t = await openAccountsTestApp();
});
afterAll(() => t?.close());
afterEach(() => {
  vi.useRealTimers();
});

const day = 24 * 60 * 60 * 1000;

test('a session in use is renewed (a new 30-day cookie) once it is a day old; unused for 30 days, it is over', async () => {
  const account = await signUpConfirmed(t.app, t.inbox);
  const cookie = await signIn(t.app, account);
  const headers = new Headers({ cookie });

  const fresh = await readSession(t.services, headers);
  expect(fresh.user?.email).toBe(account.email);
  expect(fresh.setCookies).toEqual([]);
  const token = decodeURIComponent(cookie.split('=')[1] ?? '').split('.')[0] ?? '';
  const [before] = await t.database.db.select().from(sessions).where(eq(sessions.token, token));

  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + 2 * day);
  const renewed = await readSession(t.services, headers);
  expect(renewed.user?.email).toBe(account.email);
  const setCookie = renewed.setCookies.find((line) => line.startsWith('pitwall.session_token='));
  expect(setCookie).toMatch(/Max-Age=2592000/);
  const [after] = await t.database.db.select().from(sessions).where(eq(sessions.token, token));
  expect(after?.expiresAt.getTime()).toBeGreaterThan((before?.expiresAt.getTime() ?? 0) + day);

  // Unused for longer than it lasts, it is gone.
  vi.setSystemTime(Date.now() + 31 * day);
  const expired = await readSession(t.services, headers);
  expect(expired.user).toBeNull();
  expect(expired.cookieSent).toBe(true);
});
