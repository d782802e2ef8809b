import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { createAuthMiddleware } from 'better-auth/api';
import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { admin } from 'better-auth/plugins/admin';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { accounts, rateLimits, sessions, users, verifications } from '#server/db/schema.ts';
import { createMailer, type Mailer } from '#server/mail/mailer.ts';
import { existingAccountMail, resetPasswordMail, verificationMail } from '#server/mail/templates.ts';
import type { Services } from '#server/services.ts';
import { onceFor } from '#shared/once-for.ts';
import { accountSignInThrottle } from './account-throttle.ts';
import { authFieldRules } from './auth-field-rules.ts';
import { authSecret } from './auth-secret.ts';
import { clientAddressHeader } from './client-address.ts';
import { oauthProviderConfigs } from './providers.ts';
import { signUpStandIn } from './sign-up-timing.ts';

/** Shortest password accepted (docs/product.md §5: the identity service's default). */
export const minPasswordLength = 6;
export const maxPasswordLength = 128;
/** How long the links in the mails work. */
export const verificationLinkSeconds = 24 * 60 * 60;
export const resetLinkSeconds = 60 * 60;

/** The window (seconds) of every rate limit on the auth routes. */
export const authRateWindowSeconds = 60;

/** Requests per window on the auth routes, per client address. */
export const authRateLimits = {
  '/sign-in/email': { window: authRateWindowSeconds, max: 10 },
  '/sign-in/social': { window: authRateWindowSeconds, max: 20 },
  '/sign-up/email': { window: authRateWindowSeconds, max: 10 },
  '/request-password-reset': { window: authRateWindowSeconds, max: 5 },
  '/send-verification-email': { window: authRateWindowSeconds, max: 5 },
} as const;

/** A session is extended (its cookie renewed) on the first request once it is this old. */
export const sessionRenewalSeconds = 24 * 60 * 60;

/** Where the mailed links land: /auth-action by mode, like the links of the original site. */
export function authActionUrl(
  publicUrl: string,
  mode: 'verifyEmail' | 'resetPassword',
  token: string,
): string {
  const url = new URL('/auth-action', publicUrl);
  url.searchParams.set('mode', mode);
  url.searchParams.set('token', token);
  return url.toString();
}

/**
 * better-auth endpoints that change no session a cache may hold: reads, and the ones that only start
 * a new session or send a mail (a new session's cookie is in no cache yet). Every other one may
 * sign out, revoke or change an account.
 */
const leavesSessionsAlone = new Set([
  '/sign-in/email',
  '/sign-up/email',
  '/sign-in/social',
  '/request-password-reset',
  '/send-verification-email',
  '/get-session',
  '/list-sessions',
  '/list-accounts',
  '/account-info',
  '/ok',
  '/error',
  '/admin/list-users',
  '/admin/list-user-sessions',
  '/admin/has-permission',
]);

/** Tells every instance to forget the sessions it remembers (auth/session.server.ts). */
const sessionsChanged = (services: Services) =>
  createAuthMiddleware(async (ctx) => {
    if (leavesSessionsAlone.has(ctx.path)) return;
    await services.events.publish({ type: 'sessions.changed' });
  });

function createAuth(services: Services, mailer: Mailer) {
  const { env, db, log } = services;
  const sendInBackground = (send: () => Promise<void>) => {
    // Sent after the response, so answering does not wait on the mail server (or tell by its
    // timing whether an address has an account); a failure is logged.
    void send().catch((error: unknown) => log.error('Could not send a mail', error));
  };

  // Set once the instance exists: the stand-in work goes through its own adapter and secret.
  let signUpStandInWork = async () => {};
  const auth = betterAuth({
    appName: 'Pitwall',
    baseURL: env.PUBLIC_URL,
    basePath: '/api/auth',
    secret: authSecret(env, log),
    trustedOrigins: [...env.siteOrigins],
    telemetry: { enabled: false },
    // The profile's own write answers /api/auth/update-user (auth.routes.ts), with its rules and
    // rate limit; better-auth's would store a name untrimmed and a photo address as given.
    disabledPaths: ['/update-user'],
    logger: {
      level: env.LOG_LEVEL === 'silent' ? 'error' : env.LOG_LEVEL,
      disabled: env.LOG_LEVEL === 'silent',
      log: (level, message) => log[level](`auth: ${message}`),
    },
    database: drizzleAdapter(db, {
      provider: 'pg',
      transaction: true,
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        rateLimit: rateLimits,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength,
      maxPasswordLength,
      requireEmailVerification: true,
      autoSignIn: false,
      resetPasswordTokenExpiresIn: resetLinkSeconds,
      revokeSessionsOnPasswordReset: true,
      // better-auth's own scrypt hasher, named so the hashing of every path is one function: a
      // sign-up with a taken address hashes its password too, as a new one does.
      password: { hash: hashPassword, verify: verifyPassword },
      sendResetPassword: async ({ user, token }) => {
        const url = authActionUrl(env.PUBLIC_URL, 'resetPassword', token);
        sendInBackground(() => mailer.send(resetPasswordMail({ to: user.email, name: user.name, url })));
      },
      // The answer to a sign-up with a taken address looks like a new account's, down to the
      // fields the admin plugin adds (better-auth's own stand-in leaves `role` null).
      customSyntheticUser: ({ coreFields, additionalFields, id }) => ({
        ...coreFields,
        role: 'user',
        banned: false,
        banReason: null,
        banExpires: null,
        ...additionalFields,
        id,
      }),
      onExistingUserSignUp: async ({ user }) => {
        const url = new URL('/login', env.PUBLIC_URL).toString();
        sendInBackground(() => mailer.send(existingAccountMail({ to: user.email, name: user.name, url })));
        // Awaited before the answer: a new account's writes and token, stood in for, make it take
        // as long as a new account's (sign-up-timing.ts).
        await signUpStandInWork();
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      // Following the mailed link signs in, as on the big sites: the link proves the address.
      autoSignInAfterVerification: true,
      expiresIn: verificationLinkSeconds,
      sendVerificationEmail: async ({ user, token }) => {
        const url = authActionUrl(env.PUBLIC_URL, 'verifyEmail', token);
        sendInBackground(() => mailer.send(verificationMail({ to: user.email, name: user.name, url })));
      },
    },
    // A Google or GitHub sign-in joins the local account with the same email when both the
    // provider and the local account have verified it (better-auth's default rules).
    account: { accountLinking: { enabled: true } },
    session: {
      expiresIn: 30 * 24 * 60 * 60,
      // Sessions older than a day are extended (and their cookie renewed) on the next request.
      updateAge: sessionRenewalSeconds,
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: authRateWindowSeconds,
      max: 120,
      customRules: authRateLimits,
    },
    advanced: {
      cookiePrefix: 'pitwall',
      useSecureCookies: new URL(env.PUBLIC_URL).protocol === 'https:',
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      // Set by our own server from the socket (and trusted proxies), never taken from the client.
      ipAddress: { ipAddressHeaders: [clientAddressHeader], trustedProxies: env.TRUSTED_PROXIES },
    },
    hooks: { before: authFieldRules, after: sessionsChanged(services) },
    databaseHooks: {
      session: {
        create: {
          // ADMIN_EMAILS grants the admin role at sign-in, to verified addresses only.
          after: async (session) => {
            if (env.ADMIN_EMAILS.length === 0) return;
            await db
              .update(users)
              .set({ role: 'admin' })
              .where(
                and(
                  eq(users.id, session.userId),
                  eq(users.emailVerified, true),
                  inArray(users.email, env.ADMIN_EMAILS),
                  ne(users.role, 'admin'),
                ),
              );
          },
        },
      },
    },
    plugins: [
      admin({ defaultRole: 'user', adminRoles: ['admin'] }),
      genericOAuth({ config: oauthProviderConfigs(env) }),
      accountSignInThrottle(services),
    ],
  });
  signUpStandInWork = async () => signUpStandIn(await auth.$context, verificationLinkSeconds);
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * The better-auth instance of these services (one per app, created on first use): the API routes
 * and the page actions share it.
 */
export const authFor: (services: Services) => Auth = onceFor((services: Services) =>
  createAuth(services, createMailer(services.env, services.log)),
);
