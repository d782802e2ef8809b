import { data, type RouterContextProvider, redirect } from 'react-router';
import { serverContext } from '#server/react-router-context.server.ts';
import { expiredResetLink, serverTrouble, tooManyAttempts } from '#shared/account-form-messages.ts';
import { emailField, type FieldErrors, fieldErrors, resetPasswordInput } from '#shared/accounts.ts';
import { withNotice } from '#shared/auth-messages.ts';
import { callAuth, cookieHeaders, refusalHeaders } from './auth-call.server.ts';

/** The mails with links: confirmation and password reset, and the pages their links open. */

export type EmailFormData = { errors: FieldErrors; email: string; sent: boolean };

async function emailForm(
  context: Readonly<RouterContextProvider>,
  request: Request,
  path: '/request-password-reset' | '/send-verification-email',
) {
  const form = await request.formData();
  const email = String(form.get('email') ?? '').trim();
  const parsed = emailField.safeParse(email);
  if (!parsed.success) {
    return data<EmailFormData>(
      { errors: { email: parsed.error.issues[0]?.message }, email, sent: false },
      { status: 400 },
    );
  }
  const result = await callAuth(context, request, path, { body: { email: parsed.data } });
  if (result.ok) return data<EmailFormData>({ errors: {}, email: parsed.data, sent: true });
  const message = result.code === 'RATE_LIMITED' ? tooManyAttempts : serverTrouble;
  if (result.code !== 'RATE_LIMITED')
    context.get(serverContext).services.log.warn(`${path} failed: ${result.status} ${result.code}`);
  return data<EmailFormData>(
    { errors: { form: message }, email, sent: false },
    { status: result.status || 500, headers: refusalHeaders(result) },
  );
}

/** Sends a password-reset link; the answer is the same whether or not the address has an account. */
export const forgotPasswordAction = (context: Readonly<RouterContextProvider>, request: Request) =>
  emailForm(context, request, '/request-password-reset');

/** Sends the confirmation link again (better-auth answers alike for unknown or confirmed addresses). */
export const resendConfirmationAction = (context: Readonly<RouterContextProvider>, request: Request) =>
  emailForm(context, request, '/send-verification-email');

export type VerifyOutcome = 'expired' | 'invalid';

/**
 * Confirms an email address from the mailed link's token. On success the user is signed in and
 * goes on to pick their favourites: a redirect carrying the new session cookie. Only failures return.
 */
export async function verifyEmail(
  context: Readonly<RouterContextProvider>,
  request: Request,
  token: string,
): Promise<VerifyOutcome> {
  if (!token) return 'invalid';
  const result = await callAuth(context, request, '/verify-email', { query: { token } });
  if (result.ok) {
    // better-auth signs in only on the first use; a link followed again (or first opened by a
    // mail scanner) finds the address confirmed already, and leads to the login page.
    if (result.setCookies.length === 0) throw redirect(withNotice('/login', 'emailConfirmedAlready'));
    throw redirect(withNotice('/update-profile', 'emailConfirmed'), {
      headers: cookieHeaders(result.setCookies),
    });
  }
  return result.code === 'TOKEN_EXPIRED' ? 'expired' : 'invalid';
}

/** Whether a reset link's token still works (unused and less than an hour old). */
export async function resetTokenWorks(
  context: Readonly<RouterContextProvider>,
  request: Request,
  token: string,
): Promise<boolean> {
  if (!token || !/^[A-Za-z0-9_-]{1,200}$/.test(token)) return false;
  const result = await callAuth(context, request, `/reset-password/${token}`, {
    query: { callbackURL: '/reset-password' },
  });
  if (!result.location) return false;
  const next = new URL(result.location, context.get(serverContext).services.env.PUBLIC_URL);
  return next.searchParams.get('token') === token && !next.searchParams.has('error');
}

export type ResetPasswordData = { errors: FieldErrors };

/** Sets the new password from a reset link; then the login page, where it is used. */
export async function resetPasswordAction(context: Readonly<RouterContextProvider>, request: Request) {
  const form = await request.formData();
  const parsed = resetPasswordInput.safeParse({
    token: form.get('token') ?? '',
    password: form.get('password') ?? '',
  });
  if (!parsed.success) return data<ResetPasswordData>({ errors: fieldErrors(parsed.error) }, { status: 400 });
  const result = await callAuth(context, request, '/reset-password', {
    body: { token: parsed.data.token, newPassword: parsed.data.password },
  });
  if (result.ok) throw redirect(withNotice('/login', 'passwordChanged'));
  switch (result.code) {
    case 'INVALID_TOKEN':
      return data<ResetPasswordData>({ errors: { form: expiredResetLink } }, { status: 400 });
    case 'PASSWORD_TOO_SHORT':
    case 'PASSWORD_TOO_LONG':
      return data<ResetPasswordData>(
        { errors: { password: 'Use between 6 and 128 characters' } },
        { status: 400 },
      );
    case 'RATE_LIMITED':
      return data<ResetPasswordData>(
        { errors: { form: tooManyAttempts } },
        { status: 429, headers: refusalHeaders(result) },
      );
    default:
      context.get(serverContext).services.log.warn(`reset-password failed: ${result.status} ${result.code}`);
      return data<ResetPasswordData>({ errors: { form: serverTrouble } }, { status: 500 });
  }
}
