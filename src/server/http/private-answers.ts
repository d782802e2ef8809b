import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';

/**
 * Cookies that make an answer one person's: better-auth's session cookie (prefix `pitwall`,
 * `__Secure-` over https), a visitor's spoiler shield (decision 033) and TV delay (/live).
 */
const personalCookie =
  /(?:^|;\s*)(?:(?:__Secure-)?pitwall\.session_token|pitwall-spoilers|pitwall-tv-delay)=[^;\s]/;

export const hasPersonalCookie = (cookie: string | undefined) => personalCookie.test(cookie ?? '');

/**
 * Answers to a signed-in request may carry the user's own data (a page's account menu shows the
 * email, /api/profile the profile), and a shielded visitor's pages leave outcomes out, so no cache
 * may keep them or hand them to anyone else: `Cache-Control: private, no-store` and `Vary: Cookie`.
 * Answers a route marked `public` (race data, flags, media) are the same for everyone and keep
 * their caching; anonymous answers are left as they are.
 */
export function privateWhenSignedIn(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (!hasPersonalCookie(c.req.header('cookie'))) return;
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
