import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { developmentAuthSecret, type Env } from '#server/env.ts';
import type { Logger } from '#server/log.ts';

/** The file in the data directory that keeps a production secret generated on first start. */
export const authSecretFile = (env: Pick<Env, 'PITWALL_DATA_DIR'>) =>
  join(resolve(env.PITWALL_DATA_DIR), 'auth-secret');

/**
 * The secret sessions and mailed links are signed with. BETTER_AUTH_SECRET when set. Otherwise in
 * production one generated at random on the first start and kept in the data directory (readable by
 * its owner only), so restarts keep sessions; never the public development value, which would let
 * anyone sign a verification link (and so take an address listed in ADMIN_EMAILS). Development and
 * tests use the development value.
 */
export function authSecret(env: Env, log: Logger): string {
  if (env.BETTER_AUTH_SECRET) return env.BETTER_AUTH_SECRET;
  if (env.NODE_ENV !== 'production') return developmentAuthSecret;
  const file = authSecretFile(env);
  const kept = readKept(file);
  if (kept) return kept;
  const secret = randomBytes(32).toString('hex');
  mkdirSync(resolve(env.PITWALL_DATA_DIR), { recursive: true });
  try {
    // `wx`: when two processes start at once, one writes and the other reads what it wrote.
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    const written = (error as NodeJS.ErrnoException).code === 'EEXIST' ? readKept(file) : undefined;
    if (written) return written;
    throw error;
  }
  log.info(
    `BETTER_AUTH_SECRET is not set: generated one and kept it in ${file}` +
      (env.DATABASE_URL ? ' (set BETTER_AUTH_SECRET when several instances share the database)' : ''),
  );
  return secret;
}

function readKept(file: string): string | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  if (text.length < 32) throw new Error(`${file} holds no usable secret: delete it to generate a new one`);
  // A copy restored from a backup may have lost its mode: only the owner reads it.
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  return text;
}
