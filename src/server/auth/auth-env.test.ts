import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { developmentAuthSecret, EnvError, parseEnv } from '#server/env.ts';
import { createLogger } from '#server/log.ts';
import { authSecret, authSecretFile } from './auth-secret.ts';
import { enabledProviders, signInProviderOrigins } from './providers.ts';

const refusal = (source: Record<string, string>) => {
  try {
    parseEnv(source);
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return (error as Error).message;
  }
  throw new Error('expected the configuration to be refused');
};

const secret = 'x'.repeat(32);
const contact = 'privacy@pitwall.example';

describe('account configuration', () => {
  test('BETTER_AUTH_SECRET is taken as given, and refused when short', () => {
    expect(
      parseEnv({
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://pitwall.example',
        BETTER_AUTH_SECRET: secret,
        CONTACT_EMAIL: contact,
      }),
    ).toMatchObject({ BETTER_AUTH_SECRET: secret });
    expect(refusal({ BETTER_AUTH_SECRET: 'short' })).toContain(
      'BETTER_AUTH_SECRET: must be at least 32 characters',
    );
  });

  describe('without BETTER_AUTH_SECRET', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pitwall-auth-secret-'));
    afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
    const quiet = createLogger('silent');

    test('production generates a secret once and keeps it in the data directory, owner-only', () => {
      // A loopback PUBLIC_URL and HOST=0.0.0.0 once let the public development value through.
      const env = parseEnv({
        NODE_ENV: 'production',
        PUBLIC_URL: 'http://localhost:3000',
        HOST: '0.0.0.0',
        PITWALL_DATA_DIR: dataDir,
      });
      const first = authSecret(env, quiet);
      expect(first).not.toBe(developmentAuthSecret);
      expect(first.length).toBeGreaterThanOrEqual(32);
      const file = authSecretFile(env);
      expect(readFileSync(file, 'utf8').trim()).toBe(first);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      // The next start signs alike, so sessions and mailed links stay valid.
      expect(authSecret(parseEnv({ NODE_ENV: 'production', PITWALL_DATA_DIR: dataDir }), quiet)).toBe(first);
    });

    test('another data directory gets another secret', () => {
      const other = mkdtempSync(join(tmpdir(), 'pitwall-auth-secret-'));
      try {
        const a = authSecret(parseEnv({ NODE_ENV: 'production', PITWALL_DATA_DIR: dataDir }), quiet);
        const b = authSecret(parseEnv({ NODE_ENV: 'production', PITWALL_DATA_DIR: other }), quiet);
        expect(b).not.toBe(a);
      } finally {
        rmSync(other, { recursive: true, force: true });
      }
    });

    test('development and tests use the development value and write nothing', () => {
      const elsewhere = join(dataDir, 'not-created');
      for (const NODE_ENV of ['development', 'test']) {
        expect(authSecret(parseEnv({ NODE_ENV, PITWALL_DATA_DIR: elsewhere }), quiet)).toBe(
          developmentAuthSecret,
        );
      }
      expect(existsSync(elsewhere)).toBe(false);
    });
  });

  test('CONTACT_EMAIL is required in production on a public address, not on this machine', () => {
    expect(
      refusal({ NODE_ENV: 'production', PUBLIC_URL: 'https://pitwall.example', BETTER_AUTH_SECRET: secret }),
    ).toContain('CONTACT_EMAIL: required in production');
    expect(parseEnv({ NODE_ENV: 'production' }).CONTACT_EMAIL).toBeUndefined();
    expect(
      parseEnv({ NODE_ENV: 'production', PUBLIC_URL: 'http://127.0.0.1:3000' }).CONTACT_EMAIL,
    ).toBeUndefined();
    expect(
      parseEnv({ NODE_ENV: 'development', PUBLIC_URL: 'https://dev.example' }).CONTACT_EMAIL,
    ).toBeUndefined();
    expect(refusal({ CONTACT_EMAIL: 'not-an-address' })).toContain('CONTACT_EMAIL');
  });

  test('mail: SMTP_URL must be smtp(s), MAIL_FROM defaults to no-reply at the public host', () => {
    expect(refusal({ SMTP_URL: 'http://mail.example' })).toContain('SMTP_URL');
    expect(
      parseEnv({ PUBLIC_URL: 'https://pitwall.example', BETTER_AUTH_SECRET: secret, CONTACT_EMAIL: contact })
        .MAIL_FROM,
    ).toBe('Pitwall <no-reply@pitwall.example>');
  });

  test('a provider is on only with both its id and secret; one without the other is refused', () => {
    expect(enabledProviders(parseEnv({}))).toEqual([]);
    const both = parseEnv({
      GOOGLE_CLIENT_ID: 'g',
      GOOGLE_CLIENT_SECRET: 'gs',
      GITHUB_CLIENT_ID: 'h',
      GITHUB_CLIENT_SECRET: 'hs',
      GITHUB_URL: 'http://127.0.0.1:9999',
    });
    expect(enabledProviders(both)).toEqual(['google', 'github']);
    expect(signInProviderOrigins(both)).toEqual(['https://accounts.google.com', 'http://127.0.0.1:9999']);
    expect(refusal({ GITHUB_CLIENT_ID: 'h' })).toContain(
      'GITHUB_CLIENT_SECRET: required when GITHUB_CLIENT_ID is set',
    );
    expect(refusal({ GOOGLE_CLIENT_SECRET: 's' })).toContain(
      'GOOGLE_CLIENT_ID: required when GOOGLE_CLIENT_SECRET',
    );
  });

  test('ADMIN_EMAILS is a lower-cased list of addresses', () => {
    expect(parseEnv({ ADMIN_EMAILS: ' Chief@Example.com, ops@example.com ,' }).ADMIN_EMAILS).toEqual([
      'chief@example.com',
      'ops@example.com',
    ]);
    expect(refusal({ ADMIN_EMAILS: 'chief@example.com, not-an-email' })).toContain('ADMIN_EMAILS');
  });
});
