import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { parseEnv } from '#server/env.ts';
import { createLogger } from '#server/log.ts';
import { vapidKeys } from './vapid-keys.ts';

const log = createLogger('silent');
const dirs: string[] = [];
/** A data dir of its own for each test: the pair is kept per data dir. */
function dataDir() {
  const dir = mkdtempSync(join(tmpdir(), 'pitwall-vapid-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const envOf = (dir: string, keys: Record<string, string> = {}) =>
  parseEnv({ NODE_ENV: 'test', PITWALL_DATA_DIR: dir, ...keys });

describe('the VAPID pair of Web Push', () => {
  it('is the configured one when VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set, and nothing is written', () => {
    const dir = dataDir();
    const configured = webpush.generateVAPIDKeys();
    const env = envOf(dir, {
      VAPID_PUBLIC_KEY: configured.publicKey,
      VAPID_PRIVATE_KEY: configured.privateKey,
    });
    expect(vapidKeys(env, log)).toEqual(configured);
    expect(() => statSync(join(dir, 'vapid-keys.json'))).toThrow(/ENOENT/);
  });

  it('is generated once when unset, kept in the data dir for its owner only, and the same on every call', () => {
    const dir = join(dataDir(), 'not-yet-made');
    const first = vapidKeys(envOf(dir), log);
    const file = join(dir, 'vapid-keys.json');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(vapidKeys(envOf(dir), log)).toEqual(first);
  });

  it('after a restart is the pair the data dir keeps, so subscriptions stay valid; a loose file is made private', () => {
    const dir = dataDir();
    const kept = webpush.generateVAPIDKeys();
    const file = join(dir, 'vapid-keys.json');
    writeFileSync(file, JSON.stringify(kept));
    chmodSync(file, 0o644);
    expect(vapidKeys(envOf(dir), log)).toEqual(kept);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('refuses a kept file without a pair, saying how to mend it, and leaves the file as it was', () => {
    const dir = dataDir();
    const file = join(dir, 'vapid-keys.json');
    writeFileSync(file, JSON.stringify({ publicKey: 'only-half' }));
    expect(() => vapidKeys(envOf(dir), log)).toThrow(
      `${file} holds no VAPID pair: delete it to generate one`,
    );
    expect(readFileSync(file, 'utf8')).toBe(JSON.stringify({ publicKey: 'only-half' }));
  });

  it('passes on an error reading the kept file other than its absence', () => {
    const dir = dataDir();
    mkdirSync(join(dir, 'vapid-keys.json'));
    expect(() => vapidKeys(envOf(dir), log)).toThrow(/EISDIR/);
  });
});
