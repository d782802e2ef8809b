import { type MouseEvent, useEffect, useRef, useState } from 'react';
import { Form, useSubmit } from 'react-router';
import {
  newAttempt,
  type OAuthPopupMessage,
  oauthMessageType,
  oauthPopupChannel,
} from '#shared/oauth-popup-message.ts';
import { signInErrorMessage } from './sign-in-errors.ts';

export type SocialProvider = { id: 'google' | 'github'; name: string };

/** docs/product.md §9: the sign-in popup is 500 by 600 pixels. */
const popupWidth = 500;
const popupHeight = 600;
const popupName = 'pitwall-sign-in';

function popupFeatures() {
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - popupWidth) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - popupHeight) / 2));
  return `popup=yes,width=${popupWidth},height=${popupHeight},left=${left},top=${top}`;
}

/**
 * Google and GitHub buttons. Without JavaScript they submit the form and the page goes to the
 * provider and back. With it, the round trip runs in a 500x600 popup that reports back and closes
 * itself; when the browser blocks the popup, the page falls back to the full-page redirect.
 */
export function SocialSignIn({
  providers,
  redirectTo,
  initialError,
}: {
  providers: SocialProvider[];
  redirectTo: string;
  initialError: string | null;
}) {
  const submit = useSubmit();
  const [error, setError] = useState<string | null>(signInErrorMessage(initialError));
  const [pending, setPending] = useState<string | null>(null);
  const popup = useRef<Window | null>(null);
  /**
   * The id of this page's latest attempt, until its result arrives. Results of other tabs' popups
   * (same channel) carry other ids and are ignored. It outlives a popup taken for closed: a browser
   * that cut the popup's link to this page reports it closed while the round trip goes on, and the
   * result that then arrives on the channel still counts.
   */
  const attempt = useRef<string | null>(null);

  useEffect(() => {
    const onResult = (message: OAuthPopupMessage) => {
      if (message?.type !== oauthMessageType || !message.attempt || message.attempt !== attempt.current)
        return;
      attempt.current = null;
      popup.current = null;
      if (message.error) {
        setPending(null);
        setError(signInErrorMessage(message.error));
      } else {
        // A full load, so every part of the page (the shell too) renders signed in.
        window.location.assign(redirectTo);
      }
    };
    const onWindowMessage = (event: MessageEvent<OAuthPopupMessage>) => {
      if (event.origin === window.location.origin) onResult(event.data);
    };
    const channel = 'BroadcastChannel' in window ? new BroadcastChannel(oauthPopupChannel) : null;
    if (channel) channel.onmessage = (event: MessageEvent<OAuthPopupMessage>) => onResult(event.data);
    window.addEventListener('message', onWindowMessage);
    return () => {
      window.removeEventListener('message', onWindowMessage);
      channel?.close();
    };
  }, [redirectTo]);

  // Notices a popup closed before it reported back.
  useEffect(() => {
    if (!pending) return;
    const watched = popup.current;
    let grace: number | undefined;
    const timer = window.setInterval(() => {
      if (!watched?.closed) return;
      window.clearInterval(timer);
      // The last message may still be on its way. Only this popup's attempt is ended: a new one
      // started in the meantime has a popup (and a watcher) of its own.
      grace = window.setTimeout(() => {
        if (!attempt.current || popup.current !== watched) return;
        popup.current = null;
        setPending(null);
        setError(signInErrorMessage('popup-closed-by-user'));
      }, 800);
    }, 400);
    return () => {
      window.clearInterval(timer);
      window.clearTimeout(grace);
    };
  }, [pending]);

  const start = (event: MouseEvent<HTMLButtonElement>, provider: SocialProvider) => {
    event.preventDefault();
    if (popup.current && !popup.current.closed) {
      popup.current.focus();
      setError(signInErrorMessage('cancelled-popup-request'));
      return;
    }
    setError(null);
    const opened = window.open('', popupName, popupFeatures());
    if (!opened) {
      // popup-blocked: the same form, as a full-page redirect.
      submit({ intent: provider.id, redirectTo }, { method: 'post', action: '/login' });
      return;
    }
    popup.current = opened;
    attempt.current = newAttempt();
    setPending(provider.id);
    // A real form post into the popup, so the provider's cookies and redirects run there.
    const form = document.createElement('form');
    form.method = 'post';
    form.action = '/login';
    form.target = popupName;
    for (const [name, value] of Object.entries({ intent: provider.id, popup: attempt.current, redirectTo })) {
      const input = document.createElement('input');
      input.type = 'hidden';
      input.name = name;
      input.value = value;
      form.append(input);
    }
    document.body.append(form);
    form.submit();
    form.remove();
  };

  if (providers.length === 0) return null;
  return (
    <div className="social-sign-in">
      <div className="auth-divider">or</div>
      <Form method="post" action="/login" className="social-buttons">
        <input type="hidden" name="redirectTo" value={redirectTo} />
        {providers.map((provider) => (
          <button
            key={provider.id}
            type="submit"
            name="intent"
            value={provider.id}
            className="button button--outline social-button"
            aria-busy={pending === provider.id || undefined}
            onClick={(event) => start(event, provider)}
          >
            {provider.id === 'google' ? <GoogleMark /> : <GitHubMark />}
            {pending === provider.id ? `Waiting for ${provider.name}…` : `Continue with ${provider.name}`}
          </button>
        ))}
      </Form>
      {error && (
        <p className="form-alert social-sign-in__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

function GoogleMark() {
  return (
    <svg width="20" height="20" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path
        fill="#EA4335"
        d="M24 9.5c3.5 0 6.6 1.2 9 3.5l6.7-6.7C35.6 2.4 30.2 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.8 6C12.4 13.7 17.7 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.5 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.7c-.6 3-2.3 5.5-4.8 7.2l7.5 5.8c4.4-4.1 7.1-10.1 7.1-17.5z"
      />
      <path
        fill="#FBBC05"
        d="M10.5 28.7c-.5-1.4-.8-3-.8-4.7s.3-3.3.8-4.7l-7.8-6C1 16.6 0 20.2 0 24s1 7.4 2.7 10.7l7.8-6z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.5-5.8c-2.1 1.4-4.8 2.3-8.4 2.3-6.3 0-11.6-4.2-13.5-9.9l-7.8 6C6.6 42.6 14.6 48 24 48z"
      />
    </svg>
  );
}

function GitHubMark() {
  return (
    <svg width="20" height="20" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M8 0a8 8 0 0 0-2.5 15.6c.4 0 .5-.2.5-.4v-1.5c-2.2.5-2.7-1-2.7-1-.4-.9-.9-1.2-.9-1.2-.7-.5.1-.5.1-.5.8.1 1.2.8 1.2.8.7 1.3 1.9.9 2.3.7.1-.5.3-.9.5-1.1-1.8-.2-3.6-.9-3.6-4 0-.9.3-1.6.8-2.1-.1-.2-.4-1 .1-2.1 0 0 .7-.2 2.2.8a7.5 7.5 0 0 1 4 0c1.5-1 2.2-.8 2.2-.8.4 1.1.2 1.9.1 2.1.5.6.8 1.3.8 2.1 0 3.1-1.9 3.7-3.6 3.9.3.3.6.8.6 1.5v2.2c0 .2.1.5.6.4A8 8 0 0 0 8 0z"
      />
    </svg>
  );
}
