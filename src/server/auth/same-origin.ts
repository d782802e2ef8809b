import type { Context, Next } from 'hono';
import type { AppEnv } from '#server/app-env.ts';
import { ApiError } from '#server/http/errors.ts';
import type { Services } from '#server/services.ts';
import { onceFor } from '#shared/once-for.ts';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What a refused cross-site request is told, by the JSON API and by the form actions alike. */
export const crossSiteMessage = 'Cross-site requests may not change anything here';

/** The origins already logged as refused, per running app: each is logged once, and only so many. */
const refusedOrigins = onceFor((_services: Services) => new Set<string>());
const refusedOriginsLogged = 50;

/**
 * Whether a request may change state on behalf of the cookie it carries: browsers say where a
 * request comes from in Sec-Fetch-Site and Origin, and a cross-site one is refused. Requests
 * without either header come from outside a browser, where cookies are not sent for someone else.
 * A request without Origin is judged by its Referer's origin when it has one.
 * The site's origins are env.siteOrigins (PUBLIC_URL's, or every loopback name when it is unset).
 * A refusal is logged once per origin, so a misconfigured PUBLIC_URL shows in the log.
 */
export function isSameOrigin(request: Request, services: Services): boolean {
  const site = request.headers.get('sec-fetch-site');
  // Without Origin, a Referer still tells where the form was (some browsers and proxies drop Origin).
  const origin = request.headers.get('origin') ?? refererOrigin(request.headers.get('referer'));
  const refused =
    (site !== null && site !== 'same-origin' && site !== 'none') ||
    (origin !== null && !services.env.siteOrigins.includes(origin));
  if (refused) {
    const from = origin ?? `a ${site} page`;
    const logged = refusedOrigins(services);
    if (!logged.has(from) && logged.size < refusedOriginsLogged) {
      logged.add(from);
      services.log.warn(
        `Refused a cross-site ${request.method} ${new URL(request.url).pathname} from ${from}: ` +
          `this site accepts writes from ${services.env.siteOrigins.join(', ')} (PUBLIC_URL)`,
      );
    }
  }
  return !refused;
}

/** The origin of a Referer header; 'null' (no site of ours) when it is no URL. */
function refererOrigin(referer: string | null): string | null {
  if (referer === null) return null;
  try {
    return new URL(referer).origin;
  } catch {
    return 'null';
  }
}

/** Refuses cross-site state changes with 403 (our JSON endpoints and better-auth's alike). */
export async function sameOriginMutations<E extends AppEnv>(c: Context<E>, next: Next): Promise<void> {
  if (!safeMethods.has(c.req.method) && !isSameOrigin(c.req.raw, c.get('services'))) {
    throw new ApiError(403, 'cross_site_request', crossSiteMessage);
  }
  await next();
}
