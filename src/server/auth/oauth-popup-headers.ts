/**
 * The page a sign-in popup lands on when the provider sends it back (see routes/auth-popup.tsx).
 * The popup arrives there from the provider's site. With our usual opener policy the browser would
 * put it in a new browsing context group, cutting its link to the page that opened it, so this one
 * page is served with `Cross-Origin-Opener-Policy: unsafe-none` (http/security-headers.ts) and can
 * report back and close itself.
 */
export const oauthPopupPath = '/auth-popup';
