import type { Env } from '#server/env.ts';
import type { Services } from '#server/services.ts';
import { safeRedirect } from '#shared/safe-redirect.ts';
import { authFor, authRateWindowSeconds } from './auth.server.ts';
import { signInProviderOrigins } from './providers.ts';

/**
 * Whether a Location better-auth answers with keeps the browser on this site (a path `safeRedirect`
 * keeps, or an address on one of the site's origins) or takes it to a sign-in provider's page.
 */
export function staysOnSite(location: string, env: Env): boolean {
  if (location.startsWith('/') || location.startsWith('\\')) return safeRedirect(location, '') !== '';
  let origin: string;
  try {
    origin = new URL(location).origin;
  } catch {
    return false;
  }
  return env.siteOrigins.includes(origin) || signInProviderOrigins(env).includes(origin);
}

/** Seconds from better-auth's X-Retry-After: at least one, its window when it says none. */
function retryAfterSeconds(header: string | null): number {
  const seconds = Math.ceil(Number(header));
  return Number.isFinite(seconds) && header !== null ? Math.max(1, seconds) : authRateWindowSeconds;
}

/**
 * better-auth's HTTP handler, as /api/auth and the pages' actions (`callAuth`) call it. A 429 says in
 * the standard Retry-After (seconds) when to try again, where better-auth sends only X-Retry-After.
 * The redirect fields are checked on the way in (auth-field-rules.ts); a Location that leaves the
 * site all the same is logged and becomes the home page.
 */
export async function handleAuthRequest(services: Services, request: Request): Promise<Response> {
  const response = await authFor(services).handler(request);
  const location = response.headers.get('location');
  const offSite = location !== null && !staysOnSite(location, services.env);
  const unannounced = response.status === 429 && !response.headers.has('retry-after');
  if (!offSite && !unannounced) return response;
  const headers = new Headers(response.headers);
  if (offSite) {
    services.log.error(
      `auth: ${new URL(request.url).pathname} redirected off the site to ${JSON.stringify(location)}; sent home instead`,
    );
    headers.set('Location', '/');
  }
  if (unannounced) headers.set('Retry-After', String(retryAfterSeconds(headers.get('x-retry-after'))));
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
