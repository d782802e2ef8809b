import type { Env } from '#server/env.ts';
import type { Services } from '#server/services.ts';
import { safeRedirect } from '#shared/safe-redirect.ts';
import { authFor } from './auth.server.ts';
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

/**
 * better-auth's HTTP handler, as /api/auth and the pages' actions (`callAuth`) call it. The redirect
 * fields are checked on the way in (auth-field-rules.ts); a Location that leaves the site all the
 * same is logged and becomes the home page.
 */
export async function handleAuthRequest(services: Services, request: Request): Promise<Response> {
  const response = await authFor(services).handler(request);
  const location = response.headers.get('location');
  if (location === null || staysOnSite(location, services.env)) return response;
  services.log.error(
    `auth: ${new URL(request.url).pathname} redirected off the site to ${JSON.stringify(location)}; sent home instead`,
  );
  const headers = new Headers(response.headers);
  headers.set('Location', '/');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
