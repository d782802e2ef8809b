import { eq } from 'drizzle-orm';
import type { App } from '#server/app.ts';
import type { Database } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';
import { linkIn, type SmtpInbox, startSmtpInbox } from './smtp-inbox.ts';
import { createTestApp } from './test-app.ts';
import { openTestDatabase } from './test-database.ts';

/** The site's origin in tests (PUBLIC_URL's default). */
export const testOrigin = 'http://localhost:3000';

type RequestOptions = { cookie?: string; origin?: string; client?: string };

/**
 * Requests the way a browser on the site sends them: same origin, JSON. `client` is the address
 * the (trusted) proxy reports, so a test can act as a client of its own for the rate limits.
 */
export function jsonRequest(
  method: string,
  body?: unknown,
  options: RequestOptions | string = {},
): RequestInit {
  const { cookie, origin = testOrigin, client } = typeof options === 'string' ? { cookie: options } : options;
  const headers: Record<string, string> = { origin };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (cookie) headers.cookie = cookie;
  if (client) headers['x-forwarded-for'] = client;
  return { method, headers, body: body === undefined ? undefined : JSON.stringify(body) };
}

let clients = 0;
/** A client address no other request of the run has used. */
export function newClient(): string {
  clients += 1;
  return `10.${(process.pid >> 8) % 256}.${Math.floor(clients / 250) % 256}.${(clients % 250) + 1}`;
}

/** The cookie a browser would send back after this response (name=value pairs only). */
export function cookieFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .filter((pair) => pair && !pair.endsWith('='))
    .join('; ');
}

export type TestAccount = { name: string; email: string; password: string };

let counter = 0;
/** A fresh account's details, unique within the run. */
export function newAccount(overrides: Partial<TestAccount> = {}): TestAccount {
  counter += 1;
  const unique = `${process.pid}-${counter}-${Date.now().toString(36)}`;
  return {
    name: `Fan ${counter}`,
    email: `fan-${unique}@example.com`,
    password: 'box-box-box',
    ...overrides,
  };
}

/** Signs up through the API, follows the mailed confirmation link, and returns the account. */
export async function signUpConfirmed(
  app: App,
  inbox: SmtpInbox,
  account = newAccount(),
  origin = testOrigin,
): Promise<TestAccount> {
  const signUp = await app.request(
    '/api/auth/sign-up/email',
    jsonRequest('POST', account, { origin, client: newClient() }),
  );
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const mail = await inbox.waitFor({ to: account.email, subject: /Confirm your email/ });
  const token = new URL(linkIn(mail, `${origin}/auth-action`)).searchParams.get('token');
  const verify = await app.request(`/api/auth/verify-email?token=${token}`);
  if (!verify.ok) throw new Error(`verification failed: ${verify.status} ${await verify.text()}`);
  return account;
}

/** Signs in with email and password and returns the session cookie. */
export async function signIn(app: App, account: TestAccount, origin = testOrigin): Promise<string> {
  const response = await app.request(
    '/api/auth/sign-in/email',
    jsonRequest(
      'POST',
      { email: account.email, password: account.password },
      { origin, client: newClient() },
    ),
  );
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return cookieFrom(response);
}

/** A fan with a confirmed account, signed in: the account, its session cookie and its user id. */
export async function signedInFan(
  t: { app: App; inbox: SmtpInbox; database: Database },
  account = newAccount(),
): Promise<{ account: TestAccount; cookie: string; userId: string }> {
  await signUpConfirmed(t.app, t.inbox, account);
  const cookie = await signIn(t.app, account);
  const [user] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, account.email));
  if (!user) throw new Error(`no user ${account.email}`);
  return { account, cookie, userId: user.id };
}

/**
 * A test database, a local SMTP server and the app sending its mail there, behind a trusted
 * proxy (so `client` addresses count); `close()` ends all three.
 */
export async function openAccountsTestApp(env: Record<string, string> = {}) {
  const database = await openTestDatabase();
  const inbox = await startSmtpInbox();
  const testEnv = { SMTP_URL: inbox.url, TRUSTED_PROXIES: '127.0.0.1', ...env };
  const { app, services } = createTestApp(database, { env: testEnv });
  return {
    app,
    services,
    database,
    inbox,
    /** Another app on the same database and mail server, with more configuration. */
    withEnv: (more: Record<string, string>) => createTestApp(database, { env: { ...testEnv, ...more } }),
    close: async () => {
      await inbox.close();
      await database.close();
    },
  };
}
