import { describe, expect, it } from 'vitest';
import { parseEnv } from '#server/env.ts';
import { staysOnSite } from './auth-handler.ts';

const env = parseEnv({
  NODE_ENV: 'test',
  PUBLIC_URL: 'https://pitwall.example',
  GITHUB_CLIENT_ID: 'h',
  GITHUB_CLIENT_SECRET: 'hs',
  GITHUB_URL: 'https://github.example',
});

describe('a Location better-auth answers with', () => {
  it.each([
    ['/login?error=INVALID_TOKEN', true],
    ['/auth-popup?attempt=abc&error=access_denied', true],
    ['https://pitwall.example/reset-password?token=abc', true],
    ['https://github.example/login/oauth/authorize?client_id=h', true],
    ['//evil.example?error=INVALID_TOKEN', false],
    ['/.//evil.example', false],
    ['/\\evil.example', false],
    ['\\\\evil.example', false],
    ['/\t/evil.example', false],
    ['https://evil.example/?error=INVALID_TOKEN', false],
    ['https://pitwall.example.evil.example/', false],
    ['http://pitwall.example/', false],
    ['javascript:alert(1)', false],
    ['evil.example', false],
  ])('%j stays on the site (or goes to a sign-in provider): %s', (location, expected) => {
    expect(staysOnSite(location, env)).toBe(expected);
  });
});
