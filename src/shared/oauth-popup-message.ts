/** What the sign-in popup tells the page that opened it, by postMessage and a BroadcastChannel. */
export type OAuthPopupMessage = {
  type: typeof oauthMessageType;
  error: string | null;
  /** The attempt the page started: a page hears only its own popup's result on the shared channel. */
  attempt: string | null;
};

export const oauthMessageType = 'pitwall:sign-in';
/** Same-origin channel: still works when the browser cut the popup's link to its opener. */
export const oauthPopupChannel = 'pitwall-sign-in';

/** An attempt id as the page makes it (`newAttempt`), or null for anything else. */
export function parseAttempt(value: unknown): string | null {
  return typeof value === 'string' && /^[0-9a-f]{32}$/.test(value) ? value : null;
}

/** 128 random bits in hex: `crypto.getRandomValues` works on plain http too, unlike randomUUID. */
export function newAttempt(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}
