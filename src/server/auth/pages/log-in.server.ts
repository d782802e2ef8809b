import { data, type RouterContextProvider, redirect } from 'react-router';
import { oauthPopupPath } from '#server/auth/oauth-popup-headers.ts';
import { enabledProviders, type ProviderId, providerNames } from '#server/auth/providers.ts';
import { serverContext } from '#server/react-router-context.server.ts';
import { serverTrouble, tooManyAttempts } from '#shared/account-form-messages.ts';
import { type FieldErrors, fieldErrors, logInInput } from '#shared/accounts.ts';
import { parseAttempt } from '#shared/oauth-popup-message.ts';
import { safeRedirect } from '#shared/safe-redirect.ts';
import { callAuth, cookieHeaders, refusalHeaders } from './auth-call.server.ts';

export type LogInActionData = { errors: FieldErrors; email: string };

/** The sign-in providers configured on this server, for the login page's buttons. */
export function loginProviders(context: Readonly<RouterContextProvider>) {
  const { env } = context.get(serverContext).services;
  return enabledProviders(env).map((id) => ({ id, name: providerNames[id] }));
}

const failure = (email: string, errors: FieldErrors, status: number, headers?: HeadersInit) =>
  data<LogInActionData>({ errors, email }, { status, headers });

/** The login form: email and password, or the start of a Google or GitHub round trip. */
export async function logInAction(context: Readonly<RouterContextProvider>, request: Request) {
  const form = await request.formData();
  const intent = form.get('intent');
  const redirectTo = safeRedirect(form.get('redirectTo'), '/');
  if (intent === 'google' || intent === 'github') {
    // The popup's attempt id (src/web/features/auth/social-sign-in.tsx); without one it is a full-page
    // round trip.
    return startSocialSignIn(context, request, intent, redirectTo, parseAttempt(form.get('popup')));
  }

  const email = String(form.get('email') ?? '').trim();
  const parsed = logInInput.safeParse({ email, password: form.get('password') ?? '' });
  if (!parsed.success) return failure(email, fieldErrors(parsed.error), 400);
  const result = await callAuth(context, request, '/sign-in/email', {
    body: { email: parsed.data.email, password: parsed.data.password, rememberMe: true },
  });
  if (result.ok) throw redirect(redirectTo, { headers: cookieHeaders(result.setCookies) });
  switch (result.code) {
    case 'INVALID_EMAIL_OR_PASSWORD':
      return failure(email, { form: 'Wrong email or password.' }, 401);
    case 'EMAIL_NOT_VERIFIED':
      return failure(
        email,
        { form: `Confirm your email first: we have sent a new confirmation link to ${parsed.data.email}.` },
        403,
      );
    case 'BANNED_USER':
      return failure(email, { form: 'This account is suspended.' }, 403);
    case 'RATE_LIMITED':
      return failure(email, { form: tooManyAttempts }, 429, refusalHeaders(result));
    default:
      context.get(serverContext).services.log.warn(`sign-in failed: ${result.status} ${result.code}`);
      return failure(email, { form: serverTrouble }, 500);
  }
}

/**
 * Asks better-auth for the provider's authorization URL (it sets the state cookie) and sends the
 * browser there. In a popup the round trip ends on /auth-popup, which reports to the opener with
 * the attempt's id.
 */
async function startSocialSignIn(
  context: Readonly<RouterContextProvider>,
  request: Request,
  provider: ProviderId,
  redirectTo: string,
  attempt: string | null,
) {
  if (!enabledProviders(context.get(serverContext).services.env).includes(provider)) {
    return failure('', { form: `Sign-in with ${providerNames[provider]} is not available.` }, 400);
  }
  const back = redirectTo === '/' ? '/login' : `/login?redirectTo=${encodeURIComponent(redirectTo)}`;
  const popup = attempt && `${oauthPopupPath}?attempt=${attempt}`;
  const result = await callAuth(context, request, '/sign-in/social', {
    body: {
      provider,
      callbackURL: popup || redirectTo,
      errorCallbackURL: popup || back,
      disableRedirect: true,
    },
  });
  const url = typeof result.data?.url === 'string' ? result.data.url : result.location;
  if (!result.ok || !url) {
    const code = result.code === 'RATE_LIMITED' ? 'RATE_LIMITED' : 'internal-error';
    if (popup) throw redirect(`${popup}&error=${code}`);
    return failure(
      '',
      { form: code === 'RATE_LIMITED' ? tooManyAttempts : serverTrouble },
      result.status || 500,
      refusalHeaders(result),
    );
  }
  throw redirect(url, { headers: cookieHeaders(result.setCookies) });
}
