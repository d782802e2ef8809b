import type { Context } from 'hono';
import type { AppEnv } from '#server/app-env.ts';
import { fromTrustedProxy } from '#server/auth/client-address.ts';

/** Two years, subdomains too: what browsers' HSTS preload lists ask for. */
export const strictTransportSecurity = 'max-age=63072000; includeSubDomains';

/**
 * Whether an answer goes out over HTTPS, so it carries Strict-Transport-Security: the site's
 * PUBLIC_URL is https (TLS ends in front of us), the request itself came over TLS, or a trusted
 * proxy (TRUSTED_PROXIES) says so with `X-Forwarded-Proto: https`. Never over plain HTTP, and a
 * client's own X-Forwarded-Proto changes nothing.
 */
export function servedOverHttps(c: Context<AppEnv>): boolean {
  const { env } = c.get('services');
  if (env.PUBLIC_URL.startsWith('https:') || new URL(c.req.url).protocol === 'https:') return true;
  const forwarded = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  return forwarded === 'https' && fromTrustedProxy(c, env);
}
