/** What the sign-in popup tells the page that opened it, by postMessage and a BroadcastChannel. */
export type OAuthPopupMessage = { type: typeof oauthMessageType; error: string | null };

export const oauthMessageType = 'pitwall:sign-in';
/** Same-origin channel: still works when the browser cut the popup's link to its opener. */
export const oauthPopupChannel = 'pitwall-sign-in';
