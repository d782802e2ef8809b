import { z } from 'zod';

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const serverSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  PITWALL_DATA_DIR: z.string().trim().min(1).default('.data'),
  PITWALL_NOW: optionalString.pipe(z.iso.datetime({ offset: true }).optional()),
  CURRENT_SEASON: z.coerce.number().int().min(1950).max(2100).default(2025),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /** Where visitors send privacy and account-deletion requests (the legal pages print it). */
  CONTACT_EMAIL: optionalString.pipe(z.email().optional()),
  /** The news job: on/off, the two RSS feeds it reads, how often, and how long one fetch may take. */
  NEWS_ENABLED: z.stringbool().default(true),
  NEWS_F1_FEED_URL: z.url({ protocol: /^https?$/ }).default('https://www.formula1.com/en/latest/all.xml'),
  NEWS_RACEFANS_FEED_URL: z.url({ protocol: /^https?$/ }).default('https://www.racefans.net/feed/'),
  NEWS_REFRESH_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  NEWS_FETCH_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
});

export type Env = z.infer<typeof serverSchema> & { PUBLIC_URL: string };

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
  return { ...env, PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}` };
}
