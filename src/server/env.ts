import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { z } from 'zod';

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** A rate limit as `COUNT/SECONDS`: at most COUNT requests per SECONDS, per client. */
const rateRule = (fallback: string) =>
  z
    .string()
    .trim()
    .default(fallback)
    .pipe(z.string().regex(/^[1-9]\d*\/[1-9]\d*$/, 'must be COUNT/SECONDS, e.g. 10/3600'))
    .transform((value) => {
      const [max, window] = value.split('/').map(Number);
      return { max: max ?? 1, window: window ?? 1 };
    });

const serverSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  PUBLIC_URL: optionalString.pipe(z.url().optional()),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  PITWALL_DATA_DIR: z.string().trim().min(1).default('.data'),
  /** Uploaded files; a volume every instance shares when there are several. Default PITWALL_DATA_DIR/uploads. */
  UPLOADS_DIR: optionalString,
  PITWALL_NOW: optionalString.pipe(z.iso.datetime({ offset: true }).optional()),
  /** Pins the season in focus; unset, it follows the clock (the season of the current or latest meeting). */
  CURRENT_SEASON: optionalString.pipe(
    z.coerce.number<string | undefined>().int().min(1950).max(2100).optional(),
  ),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /** Where visitors send privacy and account-deletion requests (the legal pages print it). */
  CONTACT_EMAIL: optionalString.pipe(z.email().optional()),
  /** The news job: on/off, the two RSS feeds it reads, how often, and how long one fetch may take. */
  NEWS_ENABLED: z.stringbool().default(true),
  NEWS_F1_FEED_URL: z.url({ protocol: /^https?$/ }).default('https://www.formula1.com/en/latest/all.xml'),
  NEWS_RACEFANS_FEED_URL: z.url({ protocol: /^https?$/ }).default('https://www.racefans.net/feed/'),
  NEWS_REFRESH_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  NEWS_FETCH_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),

  /** The results sync: on/off, the Ergast-compatible API it reads, one request's time limit, the gap between requests. */
  RESULTS_SYNC_ENABLED: z.stringbool().default(true),
  RESULTS_SYNC_URL: z.url({ protocol: /^https?$/ }).default('https://api.jolpi.ca/ergast/f1'),
  RESULTS_SYNC_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  RESULTS_SYNC_MIN_INTERVAL_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
  /** The pace of `npm run backfill:timing` against RESULTS_SYNC_URL: a burst and an hourly ceiling, as Jolpica's. */
  BACKFILL_BURST_RATE_LIMIT: rateRule('4/1'),
  BACKFILL_HOURLY_RATE_LIMIT: rateRule('500/3600'),
  /**
   * Where /live's timing comes from during a session: Formula 1's own live-timing service (`f1`), an
   * OpenF1-compatible API polled at LIVE_TIMING_URL (`openf1`), or nowhere (`off`: the timetable and
   * classifications only).
   */
  LIVE_TIMING_SOURCE: z.enum(['f1', 'openf1', 'off']).default('f1'),
  /** Formula 1's live-timing service (SignalR Core), read unofficially; its public topics need no account. */
  F1_LIVE_TIMING_URL: z.url({ protocol: /^https?$/ }).default('https://livetiming.formula1.com/signalrcore'),
  /** An operator's own F1 TV token (sent as a Bearer token) adds the subscriber topics; visitors never give one. */
  F1_LIVE_TIMING_TOKEN: optionalString,
  /** Formula 1's static archive of past sessions (2018 on), which replays are fetched from. */
  F1_ARCHIVE_URL: z.url({ protocol: /^https?$/ }).default('https://livetiming.formula1.com/static/'),
  /** Pause between two requests to the archive while a replay is fetched. */
  F1_ARCHIVE_PACE_MS: z.coerce.number().int().min(0).max(10_000).default(250),
  /** The OpenF1-compatible API read when LIVE_TIMING_SOURCE is `openf1`. */
  LIVE_TIMING_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  LIVE_TIMING_POLL_MS: z.coerce.number().int().min(200).max(60_000).default(4_000),
  /** Live-timing streams one instance keeps open at most, in all and per client address. */
  LIVE_STREAM_MAX_CLIENTS: z.coerce.number().int().min(1).max(100_000).default(5_000),
  LIVE_STREAM_MAX_PER_CLIENT: z.coerce.number().int().min(1).max(1_000).default(10),

  /** Session reminders by e-mail and Web Push: the job that sends them, on or off. */
  REMINDERS_ENABLED: z.stringbool().default(true),
  /** Web Push's VAPID key pair (base64url); unset, one is generated on first need and kept in PITWALL_DATA_DIR. */
  VAPID_PUBLIC_KEY: optionalString,
  VAPID_PRIVATE_KEY: optionalString,
  /**
   * The push services reminders may be posted to: a subscription whose endpoint is elsewhere is
   * refused, so an address of our own network can never be made a target. `*.` matches subdomains.
   */
  PUSH_SERVICE_ORIGINS: z
    .string()
    .default(
      'https://fcm.googleapis.com,https://updates.push.services.mozilla.com,https://*.notify.windows.com,https://web.push.apple.com',
    )
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z
          .string()
          .regex(
            /^https?:\/\/(\*\.)?[A-Za-z0-9.-]+(:\d+)?$/,
            'must be origins like https://fcm.googleapis.com',
          ),
      ),
    ),

  // Accounts (see .env.example).
  BETTER_AUTH_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_FROM: optionalString,
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GOOGLE_ISSUER_URL: z.url().default('https://accounts.google.com'),
  GITHUB_CLIENT_ID: optionalString,
  GITHUB_CLIENT_SECRET: optionalString,
  GITHUB_URL: z.url().default('https://github.com'),
  GITHUB_API_URL: z.url().default('https://api.github.com'),
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.email('must be a comma-separated list of email addresses'))),
  /** Writes per user and window: profile photo uploads, other profile and favourite changes, admin writes. */
  UPLOAD_RATE_LIMIT: rateRule('10/3600'),
  PROFILE_RATE_LIMIT: rateRule('30/60'),
  ADMIN_RATE_LIMIT: rateRule('120/60'),
  /**
   * Sign-in attempts per email address (from any client) before it waits a cool-down, and the
   * window that counts them; the cool-down doubles with each attempt let through after it, up to the cap.
   */
  SIGN_IN_ACCOUNT_RATE_LIMIT: rateRule('10/900'),
  SIGN_IN_COOLDOWN_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  SIGN_IN_COOLDOWN_MAX_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  /** Requests to the Ergast-compatible API (/f1) per client address: a burst and an hourly ceiling, as Jolpica's. */
  ERGAST_BURST_RATE_LIMIT: rateRule('4/1'),
  ERGAST_HOURLY_RATE_LIMIT: rateRule('500/3600'),
  /** Page renders (pages the anonymous-answer cache cannot answer) one client address may have in progress at once. */
  PAGE_RENDERS_PER_CLIENT: z.coerce.number().int().min(1).max(1_000).default(4),
  /** Page renders one client address may start per window, on each instance. */
  PAGE_RENDER_RATE_LIMIT: rateRule('10/1'),
  /**
   * Instances `npm start` runs on one port (Node's cluster), each a whole server with its own jobs
   * lock; `auto` is one per core. More than one needs DATABASE_URL: PGlite serves one process.
   */
  INSTANCES: z
    .union([z.literal('auto'), z.coerce.number().int().min(1).max(64)])
    .default(1)
    .transform((value) => (value === 'auto' ? availableParallelism() : value)),
  /**
   * Costly answers (page renders, /f1 answers not kept yet, calendar feeds) made at once by one
   * instance; the rest wait their turn. About the number of cores.
   */
  ADMISSION_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(Math.max(2, availableParallelism())),
  /** Costly answers waiting their turn at most, on each instance; past it 503 with Retry-After. */
  ADMISSION_QUEUE_LENGTH: z.coerce.number().int().min(1).max(10_000).default(100),
  /** Requests to one personal calendar feed (/calendar/{token}.ics) per window, from any client. */
  CALENDAR_FEED_RATE_LIMIT: rateRule('30/3600'),
  /** Proxies (IPs or CIDR ranges) whose X-Forwarded-For is believed, for per-client rate limits. */
  TRUSTED_PROXIES: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    ),
});

type ParsedEnv = z.infer<typeof serverSchema>;

export type Env = Omit<ParsedEnv, 'MAIL_FROM' | 'UPLOADS_DIR'> & {
  PUBLIC_URL: string;
  /**
   * The origins a browser may write from: PUBLIC_URL's alone when it is set; unset, every loopback
   * name of this machine on PORT (localhost, 127.0.0.1, [::1]), so the address the server prints
   * works as well as the one a visitor types.
   */
  siteOrigins: readonly string[];
  MAIL_FROM: string;
  UPLOADS_DIR: string;
};

/**
 * Signs sessions where no secret is configured in development and tests only. Production never
 * uses it, whatever PUBLIC_URL or HOST say: see auth/auth-secret.ts.
 */
export const developmentAuthSecret = 'pitwall-development-secret-do-not-use-in-production';

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Issues the schema cannot see alone: pairs of variables, and what production needs. */
function crossChecks(env: ParsedEnv, publicUrl: string): string[] {
  const issues: string[] = [];
  const onThisMachine = loopbackHosts.has(new URL(publicUrl).hostname);
  if (env.NODE_ENV === 'production' && !onThisMachine && !env.CONTACT_EMAIL) {
    issues.push('  CONTACT_EMAIL: required in production (the legal pages give it for privacy requests)');
  }
  if (env.INSTANCES > 1 && !env.DATABASE_URL) {
    issues.push(
      '  INSTANCES: more than one instance needs DATABASE_URL (the embedded database serves one process)',
    );
  }
  if (env.LIVE_TIMING_SOURCE === 'openf1' && !env.LIVE_TIMING_URL) {
    issues.push('  LIVE_TIMING_URL: required when LIVE_TIMING_SOURCE is openf1');
  }
  for (const provider of ['GOOGLE', 'GITHUB'] as const) {
    const id = env[`${provider}_CLIENT_ID`];
    const secret = env[`${provider}_CLIENT_SECRET`];
    if (id && !secret) issues.push(`  ${provider}_CLIENT_SECRET: required when ${provider}_CLIENT_ID is set`);
    if (secret && !id) issues.push(`  ${provider}_CLIENT_ID: required when ${provider}_CLIENT_SECRET is set`);
  }
  return issues;
}

/** Thrown when the environment holds a value the server cannot start with. */
export class EnvError extends Error {}

/**
 * Parses configuration from the environment. A bad value throws an EnvError whose
 * message names each offending variable, so the start stops with something actionable.
 */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = serverSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = result.data;
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  const issues = crossChecks(env, publicUrl);
  if (issues.length > 0) throw new EnvError(`Invalid configuration:\n${issues.join('\n')}`);
  return {
    ...env,
    PUBLIC_URL: publicUrl,
    siteOrigins: env.PUBLIC_URL
      ? [new URL(env.PUBLIC_URL).origin]
      : [...loopbackHosts].map((host) => `http://${host}:${env.PORT}`),
    UPLOADS_DIR: resolve(env.UPLOADS_DIR ?? join(env.PITWALL_DATA_DIR, 'uploads')),
    MAIL_FROM: env.MAIL_FROM ?? `Pitwall <no-reply@${new URL(publicUrl).hostname}>`,
  };
}
