import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';

/** better-auth's session cookie (prefix `pitwall`, `__Secure-` over https). */
const sessionCookie = /(?:^|;\s*)(?:__Secure-)?pitwall\.session_token=[^;\s]/;

export const hasSessionCookie = (cookie: string | undefined) => sessionCookie.test(cookie ?? '');

/**
 * Answers to a signed-in request may carry the user's own data (a page's account menu shows the
 * email, /api/profile the profile), so no shared cache may keep them or hand them to another
 * visitor: `Cache-Control: private, no-store` and `Vary: Cookie`. Answers a route marked `public`
 * (race data, flags, media) are the same for everyone and keep their caching; anonymous answers are
 * left as they are.
 */
export function privateWhenSignedIn(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (!hasSessionCookie(c.req.header('cookie'))) return;
    if (/(^|,)\s*public\b/.test(c.res.headers.get('cache-control') ?? '')) return;
    try {
      c.res.headers.set('Cache-Control', 'private, no-store');
    } catch {
      // Some responses (Response.redirect's, a fetch's) have read-only headers: answer with a copy.
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set('Cache-Control', 'private, no-store');
    }
    c.res.headers.append('Vary', 'Cookie');
  };
}
