import { availableParallelism } from 'node:os';
import { describe, expect, test } from 'vitest';
import { EnvError, parseEnv } from './env.ts';

function errorOf(source: Record<string, string>): string {
  try {
    parseEnv(source);
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return (error as EnvError).message;
  }
  throw new Error('expected the configuration to be refused');
}

describe('parseEnv', () => {
  test('an empty environment gives the documented defaults', () => {
    expect(parseEnv({})).toMatchObject({
      NODE_ENV: 'production',
      PORT: 3000,
      HOST: '127.0.0.1',
      PUBLIC_URL: 'http://localhost:3000',
      PITWALL_DATA_DIR: '.data',
      LOG_LEVEL: 'info',
    });
  });

  test('INSTANCES: one by default, auto is one per core, and more than one needs DATABASE_URL', () => {
    expect(parseEnv({}).INSTANCES).toBe(1);
    const postgres = { DATABASE_URL: 'postgres://pitwall@db:5432/pitwall' };
    expect(parseEnv({ ...postgres, INSTANCES: '2' }).INSTANCES).toBe(2);
    expect(parseEnv({ ...postgres, INSTANCES: 'auto' }).INSTANCES).toBe(availableParallelism());
    expect(errorOf({ INSTANCES: '2' })).toContain('INSTANCES: more than one instance needs DATABASE_URL');
    expect(errorOf({ ...postgres, INSTANCES: '0' })).toContain('INSTANCES');
    expect(errorOf({ ...postgres, INSTANCES: 'many' })).toContain('INSTANCES');
  });

  test('the queue of costly answers: as many at once as cores (at least 2), 100 waiting', () => {
    expect(parseEnv({})).toMatchObject({
      ADMISSION_CONCURRENCY: Math.max(2, availableParallelism()),
      ADMISSION_QUEUE_LENGTH: 100,
    });
    expect(parseEnv({ ADMISSION_CONCURRENCY: '3', ADMISSION_QUEUE_LENGTH: '10' })).toMatchObject({
      ADMISSION_CONCURRENCY: 3,
      ADMISSION_QUEUE_LENGTH: 10,
    });
    expect(errorOf({ ADMISSION_QUEUE_LENGTH: '0' })).toContain('ADMISSION_QUEUE_LENGTH');
  });

  test('news settings are parsed, and a feed URL must be http(s)', () => {
    expect(parseEnv({})).toMatchObject({
      NEWS_ENABLED: true,
      NEWS_F1_FEED_URL: 'https://www.formula1.com/en/latest/all.xml',
      NEWS_RACEFANS_FEED_URL: 'https://www.racefans.net/feed/',
      NEWS_REFRESH_MINUTES: 30,
      NEWS_FETCH_TIMEOUT_MS: 10_000,
    });
    expect(
      parseEnv({
        NEWS_ENABLED: 'false',
        NEWS_REFRESH_MINUTES: '15',
        NEWS_F1_FEED_URL: 'http://127.0.0.1:8080/f1.xml',
      }),
    ).toMatchObject({
      NEWS_ENABLED: false,
      NEWS_REFRESH_MINUTES: 15,
      NEWS_F1_FEED_URL: 'http://127.0.0.1:8080/f1.xml',
    });
    const message = errorOf({ NEWS_ENABLED: 'perhaps', NEWS_RACEFANS_FEED_URL: 'file:///etc/passwd' });
    expect(message).toContain('NEWS_ENABLED');
    expect(message).toContain('NEWS_RACEFANS_FEED_URL');
  });

  test('UPLOADS_DIR is PITWALL_DATA_DIR/uploads unless set, as an absolute path', () => {
    expect(parseEnv({ PITWALL_DATA_DIR: '/srv/pitwall' }).UPLOADS_DIR).toBe('/srv/pitwall/uploads');
    expect(parseEnv({ UPLOADS_DIR: '/mnt/shared/uploads' }).UPLOADS_DIR).toBe('/mnt/shared/uploads');
  });

  test('write rate limits are COUNT/SECONDS, with defaults', () => {
    expect(parseEnv({})).toMatchObject({
      UPLOAD_RATE_LIMIT: { max: 10, window: 3600 },
      PROFILE_RATE_LIMIT: { max: 30, window: 60 },
      ADMIN_RATE_LIMIT: { max: 120, window: 60 },
    });
    expect(parseEnv({ UPLOAD_RATE_LIMIT: ' 3/600 ' }).UPLOAD_RATE_LIMIT).toEqual({ max: 3, window: 600 });
    expect(errorOf({ PROFILE_RATE_LIMIT: '0/60' })).toContain('PROFILE_RATE_LIMIT: must be COUNT/SECONDS');
    expect(errorOf({ ADMIN_RATE_LIMIT: 'many' })).toContain('ADMIN_RATE_LIMIT: must be COUNT/SECONDS');
  });

  test('PUBLIC_URL follows PORT unless it is set', () => {
    expect(parseEnv({ PORT: '8080' }).PUBLIC_URL).toBe('http://localhost:8080');
    const secret = 'a-secret-of-at-least-32-characters-for-signing';
    expect(
      parseEnv({
        PORT: '8080',
        PUBLIC_URL: 'https://pitwall.example',
        BETTER_AUTH_SECRET: secret,
        CONTACT_EMAIL: 'privacy@pitwall.example',
      }).PUBLIC_URL,
    ).toBe('https://pitwall.example');
  });

  test('unset, PUBLIC_URL lets every loopback name on the port write; set, only its own origin', () => {
    expect(parseEnv({ PORT: '5301' }).siteOrigins).toEqual([
      'http://localhost:5301',
      'http://127.0.0.1:5301',
      'http://[::1]:5301',
    ]);
    expect(
      parseEnv({
        PUBLIC_URL: 'https://pitwall.example/',
        BETTER_AUTH_SECRET: 'a-secret-of-at-least-32-characters-for-signing',
        CONTACT_EMAIL: 'privacy@pitwall.example',
      }).siteOrigins,
    ).toEqual(['https://pitwall.example']);
    expect(parseEnv({ PUBLIC_URL: 'http://localhost:3000' }).siteOrigins).toEqual(['http://localhost:3000']);
  });

  test('values are parsed into their types', () => {
    const env = parseEnv({
      PORT: '4000',
      CURRENT_SEASON: '2024',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      PITWALL_NOW: '2025-07-05T14:30:00Z',
      LOG_LEVEL: 'warn',
    });
    expect(env).toMatchObject({
      PORT: 4000,
      CURRENT_SEASON: 2024,
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      PITWALL_NOW: '2025-07-05T14:30:00Z',
      LOG_LEVEL: 'warn',
    });
  });

  test('DATABASE_URL, PITWALL_NOW and CURRENT_SEASON are unset by default, and empty counts as unset', () => {
    expect(parseEnv({}).DATABASE_URL).toBeUndefined();
    expect(parseEnv({}).PITWALL_NOW).toBeUndefined();
    expect(parseEnv({}).CURRENT_SEASON).toBeUndefined();
    const env = parseEnv({ DATABASE_URL: '', PITWALL_NOW: '  ', CURRENT_SEASON: '' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PITWALL_NOW).toBeUndefined();
    expect(env.CURRENT_SEASON).toBeUndefined();
  });

  test.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/pitwall'],
    ['PUBLIC_URL', 'pitwall.example'],
    ['PITWALL_NOW', '5 July 2025'],
    ['CURRENT_SEASON', '1949'],
    ['LOG_LEVEL', 'verbose'],
    ['NODE_ENV', 'staging'],
  ])('a bad %s (%s) is refused with a message naming it', (name, value) => {
    const message = errorOf({ [name]: value });
    expect(message).toMatch(/^Invalid configuration/);
    expect(message).toContain(`${name}:`);
  });

  test('every bad variable is named at once', () => {
    const message = errorOf({ PORT: 'x', DATABASE_URL: 'mysql://x' });
    expect(message).toContain('PORT:');
    expect(message).toContain('DATABASE_URL:');
  });
});
