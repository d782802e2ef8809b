import type { MiddlewareHandler } from 'hono';

/** The page a sign-in popup lands on when the provider sends it back (see routes/auth-popup.tsx). */
export const oauthPopupPath = '/auth-popup';

/**
 * The popup arrives on our page from the provider's site. With our usual opener policy the browser
 * would put it in a new browsing context group, cutting its link to the page that opened it, so
 * this one page is served with `unsafe-none` and can report back and close itself.
 */
export const oauthPopupHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.req.path === oauthPopupPath) c.res.headers.set('Cross-Origin-Opener-Policy', 'unsafe-none');
};
