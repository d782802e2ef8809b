import type { MiddlewareHandler } from 'hono';
import { ApiError } from '#server/http/errors.ts';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What a refused cross-site request is told, by the JSON API and by the form actions alike. */
export const crossSiteMessage = 'Cross-site requests may not change anything here';

/**
 * Whether a request may change state on behalf of the cookie it carries: browsers say where a
 * request comes from in Sec-Fetch-Site and Origin, and a cross-site one is refused. Requests
 * without either header come from outside a browser, where cookies are not sent for someone else.
 */
export function isSameOrigin(request: Request, publicUrl: string): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') return false;
  const origin = request.headers.get('origin');
  if (origin && origin !== new URL(publicUrl).origin) return false;
  return true;
}

/** Refuses cross-site state changes with 403 (our JSON endpoints; better-auth checks its own). */
export function sameOriginMutations(publicUrl: string): MiddlewareHandler {
  return async (c, next) => {
    if (!safeMethods.has(c.req.method) && !isSameOrigin(c.req.raw, publicUrl)) {
      throw new ApiError(403, 'cross_site_request', crossSiteMessage);
    }
    await next();
  };
}
