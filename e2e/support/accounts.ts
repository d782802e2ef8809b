import type { BrowserContext } from '@playwright/test';
import { linkIn, type SmtpInbox, startSmtpInbox } from '../../src/server/testing/smtp-inbox.ts';
import { type IdentityProviders, startIdentityProviders } from './identity-providers.ts';
import { test as base } from './test.ts';

/**
 * Browser tests with accounts: each worker's server sends mail to a local SMTP server and signs in
 * with local Google and GitHub stand-ins. `account` is a confirmed account; `signedIn` is one whose
 * session cookie is already in the browser (the logged-in state for account pages).
 */

export type Account = { name: string; email: string; password: string };

/** Who may use /admin in these tests (ADMIN_EMAILS). */
export const adminEmail = 'race-director@example.com';

let sequence = 0;
/** Details for a new account, unique across workers and runs. */
export function newAccount(overrides: Partial<Account> = {}): Account {
  sequence += 1;
  const unique = `${process.pid}-${sequence}-${Date.now().toString(36)}`;
  return {
    name: `Tifosi ${sequence}`,
    email: `fan-${unique}@example.com`,
    password: 'lights-out',
    ...overrides,
  };
}

/**
 * API calls as the browser on the site makes them, each from its own client address (the test
 * server trusts 127.0.0.1 as a proxy), so preparing accounts never spends the rate limits the
 * browser's own requests are counted against.
 */
function siteRequest(baseUrl: string, body: unknown): RequestInit {
  return {
    method: 'POST',
    headers: {
      origin: baseUrl,
      'content-type': 'application/json',
      'x-forwarded-for': `10.0.${sequence % 250}.${(Date.now() % 250) + 1}`,
    },
    body: JSON.stringify(body),
  };
}

/** Signs up through the API and follows the confirmation link from the mail. */
export async function createConfirmedAccount(baseUrl: string, inbox: SmtpInbox, account = newAccount()) {
  const signUp = await fetch(`${baseUrl}/api/auth/sign-up/email`, siteRequest(baseUrl, account));
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const mail = await inbox.waitFor({ to: account.email, subject: /Confirm your email/ });
  // A working link signs in and redirects to the profile; the session it starts here is dropped.
  const confirm = await fetch(linkIn(mail, `${baseUrl}/auth-action`), { redirect: 'manual' });
  if (confirm.status !== 302 || !confirm.headers.get('location')?.startsWith('/update-profile')) {
    throw new Error(`confirmation failed: ${confirm.status} ${confirm.headers.get('location')}`);
  }
  return account;
}

/** Signs the browser in as the admin of ADMIN_EMAILS, creating the account on first use. */
export async function signInAsAdmin(context: BrowserContext, baseUrl: string, inbox: SmtpInbox) {
  const account = await createConfirmedAccount(baseUrl, inbox, newAccount({ email: adminEmail })).catch(() =>
    newAccount({ email: adminEmail }),
  );
  await signInContext(context, baseUrl, account);
}

/** Signs in through the API and puts the session cookie into the browser context. */
export async function signInContext(context: BrowserContext, baseUrl: string, account: Account) {
  const response = await fetch(
    `${baseUrl}/api/auth/sign-in/email`,
    siteRequest(baseUrl, { email: account.email, password: account.password }),
  );
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const cookies = response.headers.getSetCookie().map((cookie) => {
    const [pair = ''] = cookie.split(';');
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1), url: baseUrl };
  });
  await context.addCookies(cookies);
}

type WorkerFixtures = { inbox: SmtpInbox; providers: IdentityProviders };
type TestFixtures = { account: Account; signedIn: Account };

export const test = base.extend<TestFixtures, WorkerFixtures>({
  inbox: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies as the first argument
    async ({}, use) => {
      const inbox = await startSmtpInbox();
      await use(inbox);
      await inbox.close();
    },
    { scope: 'worker' },
  ],
  providers: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies as the first argument
    async ({}, use) => {
      const providers = await startIdentityProviders();
      await use(providers);
      await providers.stop();
    },
    { scope: 'worker' },
  ],
  serverEnv: [
    async ({ inbox, providers }, use) => {
      await use({
        SMTP_URL: inbox.url,
        ADMIN_EMAILS: adminEmail,
        TRUSTED_PROXIES: '127.0.0.1',
        ...providers.env,
      });
    },
    { scope: 'worker' },
  ],
  account: async ({ server, inbox }, use) => {
    await use(await createConfirmedAccount(server.url, inbox));
  },
  signedIn: async ({ account, context, server }, use) => {
    await signInContext(context, server.url, account);
    await use(account);
  },
});

export { expect, expectNoA11yViolations, keepPicture, useTheme } from './test.ts';
