import type { GenericOAuthConfig } from 'better-auth/plugins/generic-oauth';
import type { Env } from '#server/env.ts';

/** The sign-in providers the site offers next to email and password. */
export type ProviderId = 'google' | 'github';

export const providerNames: Record<ProviderId, string> = { google: 'Google', github: 'GitHub' };

/** Providers whose client id and secret are configured, in the order the login page shows them. */
export function enabledProviders(env: Env): ProviderId[] {
  const enabled: ProviderId[] = [];
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) enabled.push('google');
  if (env.GITHUB_CLIENT_ID && env.GITHUB_CLIENT_SECRET) enabled.push('github');
  return enabled;
}

/**
 * Origins a sign-in form's redirect leads to (the providers' authorization pages), which the
 * Content-Security-Policy's form-action must allow.
 */
export function signInProviderOrigins(env: Env): string[] {
  const origins: string[] = [];
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) origins.push(new URL(env.GOOGLE_ISSUER_URL).origin);
  if (env.GITHUB_CLIENT_ID && env.GITHUB_CLIENT_SECRET) origins.push(new URL(env.GITHUB_URL).origin);
  return origins;
}

type GitHubProfile = {
  id: number;
  login: string;
  name: string | null;
  email: string | null;
  avatar_url?: string;
};
type GitHubEmail = { email: string; primary: boolean; verified: boolean };

const join = (base: string, path: string) => `${base.replace(/\/+$/, '')}${path}`;

/**
 * Google and GitHub as generic OAuth providers, so their endpoints follow configuration (the
 * tests point them at a local OAuth2/OIDC server). Google is OpenID Connect from its discovery
 * document, with the ID token verified against its keys; GitHub is plain OAuth 2 plus its REST API.
 */
export function oauthProviderConfigs(env: Env): GenericOAuthConfig[] {
  const configs: GenericOAuthConfig[] = [];
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) {
    configs.push({
      providerId: 'google',
      name: 'Google',
      clientId: env.GOOGLE_CLIENT_ID,
      clientSecret: env.GOOGLE_CLIENT_SECRET,
      discoveryUrl: join(env.GOOGLE_ISSUER_URL, '/.well-known/openid-configuration'),
      requireIdTokenVerification: true,
      scopes: ['openid', 'email', 'profile'],
      pkce: true,
    });
  }
  if (env.GITHUB_CLIENT_ID && env.GITHUB_CLIENT_SECRET) {
    const api = env.GITHUB_API_URL;
    configs.push({
      providerId: 'github',
      name: 'GitHub',
      clientId: env.GITHUB_CLIENT_ID,
      clientSecret: env.GITHUB_CLIENT_SECRET,
      authorizationUrl: join(env.GITHUB_URL, '/login/oauth/authorize'),
      tokenUrl: join(env.GITHUB_URL, '/login/oauth/access_token'),
      scopes: ['read:user', 'user:email'],
      pkce: true,
      getUserInfo: async (tokens) => {
        const headers = {
          authorization: `Bearer ${tokens.accessToken}`,
          accept: 'application/vnd.github+json',
          'user-agent': 'Pitwall',
        };
        const profileResponse = await fetch(join(api, '/user'), { headers });
        if (!profileResponse.ok) return null;
        const profile = (await profileResponse.json()) as GitHubProfile;
        // The profile's email is only the public one; the emails API says which are verified.
        const emailsResponse = await fetch(join(api, '/user/emails'), { headers });
        const emails = emailsResponse.ok ? ((await emailsResponse.json()) as GitHubEmail[]) : [];
        const email = profile.email ?? (emails.find((entry) => entry.primary) ?? emails[0])?.email ?? null;
        if (!email) return null;
        return {
          id: String(profile.id),
          name: profile.name || profile.login,
          email,
          emailVerified: emails.some((entry) => entry.email === email && entry.verified),
          image: profile.avatar_url,
        };
      },
    });
  }
  return configs;
}
