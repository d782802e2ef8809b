import { data, type RouterContextProvider, redirect } from 'react-router';
import { fileInTextField, fileInTextFieldMessage } from '#server/http/read-form-data.ts';
import { serverContext } from '#server/react-router-context.server.ts';
import { serverTrouble, tooManyAttempts } from '#shared/account-form-messages.ts';
import { type FieldErrors, fieldErrors, signUpInput } from '#shared/accounts.ts';
import { callAuth, refusalHeaders } from './auth-call.server.ts';

export type SignUpActionData = { errors: FieldErrors; name: string; email: string };

/**
 * Creates the account and sends the confirmation mail. An address that already has an account
 * gets the same answer here (and a mail telling its owner to log in), so the form does not reveal
 * who has an account.
 */
export async function signUpAction(context: Readonly<RouterContextProvider>, request: Request) {
  const form = await request.formData();
  const misplaced = fileInTextField(form, ['name', 'email', 'password']);
  if (misplaced) {
    return data<SignUpActionData>(
      { errors: { [misplaced]: fileInTextFieldMessage }, name: '', email: '' },
      { status: 400 },
    );
  }
  const name = String(form.get('name') ?? '').trim();
  const email = String(form.get('email') ?? '').trim();
  const failure = (errors: FieldErrors, status: number, headers?: HeadersInit) =>
    data<SignUpActionData>({ errors, name, email }, { status, headers });
  const parsed = signUpInput.safeParse({ name, email, password: form.get('password') ?? '' });
  if (!parsed.success) return failure(fieldErrors(parsed.error), 400);
  const result = await callAuth(context, request, '/sign-up/email', { body: parsed.data });
  if (result.ok) throw redirect(`/confirm?email=${encodeURIComponent(parsed.data.email)}`);
  switch (result.code) {
    case 'INVALID_EMAIL':
      return failure({ email: 'Enter a valid email address, like name@example.com' }, 400);
    case 'PASSWORD_TOO_SHORT':
    case 'PASSWORD_TOO_LONG':
      return failure({ password: 'Use between 6 and 128 characters' }, 400);
    case 'RATE_LIMITED':
      return failure({ form: tooManyAttempts }, 429, refusalHeaders(result));
    default:
      context.get(serverContext).services.log.warn(`sign-up failed: ${result.status} ${result.code}`);
      return failure({ form: serverTrouble }, 500);
  }
}
