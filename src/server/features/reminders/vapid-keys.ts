import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import webpush from 'web-push';
import type { Env } from '#server/env.ts';
import type { Logger } from '#server/log.ts';

export type VapidKeys = { publicKey: string; privateKey: string };

const kept = new Map<string, VapidKeys>();

/**
 * Web Push's VAPID pair: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set; otherwise a pair generated
 * on first need and kept in PITWALL_DATA_DIR/vapid-keys.json (readable by its owner only), so the
 * browsers' subscriptions, made with its public half, stay valid across restarts.
 */
export function vapidKeys(env: Env, log: Logger): VapidKeys {
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY };
  }
  const file = join(resolve(env.PITWALL_DATA_DIR), 'vapid-keys.json');
  const known = kept.get(file) ?? readKeys(file);
  if (known) {
    kept.set(file, known);
    return known;
  }
  const keys = webpush.generateVAPIDKeys();
  mkdirSync(resolve(env.PITWALL_DATA_DIR), { recursive: true });
  try {
    // `wx`: when two processes start at once, one writes and the other reads what it wrote.
    writeFileSync(file, `${JSON.stringify(keys)}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    const written = (error as NodeJS.ErrnoException).code === 'EEXIST' ? readKeys(file) : undefined;
    if (!written) throw error;
    kept.set(file, written);
    return written;
  }
  log.info(`VAPID keys are not set: generated a pair for Web Push and kept it in ${file}`);
  kept.set(file, keys);
  return keys;
}

function readKeys(file: string): VapidKeys | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const keys = JSON.parse(text) as Partial<VapidKeys>;
  if (!keys.publicKey || !keys.privateKey)
    throw new Error(`${file} holds no VAPID pair: delete it to generate one`);
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  return { publicKey: keys.publicKey, privateKey: keys.privateKey };
}
