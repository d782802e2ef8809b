import { useEffect } from 'react';
import {
  type OAuthPopupMessage,
  oauthMessageType,
  oauthPopupChannel,
  parseAttempt,
} from '#shared/oauth-popup-message.ts';
import type { PageHandle } from '#shared/page-query.ts';
import { signInErrorMessage } from '#web/features/auth/sign-in-errors.ts';
import '#web/features/auth/auth.css';
import type { Route } from './+types/auth-popup';

/** The query this page reads; every other parameter leaves its address (#shared/page-query.ts). */
export const handle: PageHandle = { query: ['attempt', 'error'] };

export function meta() {
  return [{ title: 'Signing in · Pitwall' }, { name: 'robots', content: 'noindex' }];
}

/**
 * The end of a sign-in popup's round trip: `?error=` when it failed, nothing when it worked, and
 * `?attempt=` naming the attempt of the page that opened it.
 */
export function loader({ url }: Route.LoaderArgs) {
  const query = url.searchParams;
  return { error: query.get('error'), attempt: parseAttempt(query.get('attempt')) };
}

/**
 * Reports the result to the page that opened the popup and closes itself. Opened any other way
 * (no opener), it sends the visitor on: home when signed in, to the login page otherwise.
 */
export default function AuthPopup({ loaderData }: Route.ComponentProps) {
  const { error, attempt } = loaderData;
  useEffect(() => {
    const message: OAuthPopupMessage = { type: oauthMessageType, error, attempt };
    window.opener?.postMessage(message, window.location.origin);
    if ('BroadcastChannel' in window) {
      const channel = new BroadcastChannel(oauthPopupChannel);
      channel.postMessage(message);
      channel.close();
    }
    window.close();
    // Still open: this was not a popup (or the browser keeps it); carry on in this window.
    const timer = window.setTimeout(() => {
      window.location.replace(error ? `/login?error=${encodeURIComponent(error)}` : '/');
    }, 500);
    return () => window.clearTimeout(timer);
  }, [error, attempt]);
  return (
    <main className="page auth-page">
      <div className="card auth-card" aria-live="polite">
        <h1>{error ? 'Sign-in did not work' : 'Signed in'}</h1>
        <p className="auth-card__lead">
          {error ? signInErrorMessage(error) : 'You are signed in. This window closes by itself.'}
        </p>
      </div>
    </main>
  );
}
