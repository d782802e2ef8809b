import { type ProviderId, providerNames } from './providers.ts';

/**
 * The page a sign-in popup lands on when the provider sends it back (see routes/auth-popup.tsx).
 * The popup arrives there from the provider's site. With our usual opener policy the browser would
 * put it in a new browsing context group, cutting its link to the page that opened it, so this one
 * page is served with `Cross-Origin-Opener-Policy: unsafe-none` (http/security-headers.ts) and can
 * report back and close itself.
 */
export const oauthPopupPath = '/auth-popup';

/**
 * Every answer the popup gets on its way back from the provider's site: the provider's redirect to
 * better-auth's callback (itself a redirect, with no page of its own) and the landing page. Chromium
 * weighs the opener policy of each redirect too: with `same-origin-allow-popups` on the callback
 * the popup was cut from its opener on the way back, the opener saw it as closed, and a slow round
 * trip ended in "the sign-in window was closed" although it worked.
 */
export const oauthPopupPaths: readonly string[] = [
  ...(Object.keys(providerNames) as ProviderId[]).map((id) => `/api/auth/callback/${id}`),
  oauthPopupPath,
];
