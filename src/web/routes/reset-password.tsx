import { Form, Link, useNavigation } from 'react-router';
import { resetPasswordAction, resetTokenWorks } from '#server/auth/pages/mail-links.server.ts';
import { expiredResetLink } from '#shared/account-form-messages.ts';
import { passwordRules } from '#shared/account-rules.ts';
import type { PageHandle } from '#shared/page-query.ts';
import { Field } from '#web/components/forms/field.tsx';
import { FormAlert } from '#web/components/forms/form-alert.tsx';
import { useFocusFirstError } from '#web/components/forms/use-focus-first-error.ts';
import '#web/features/auth/auth.css';
import type { Route } from './+types/reset-password';

/** The query this page reads; every other parameter leaves its address (#shared/page-query.ts). */
export const handle: PageHandle = { query: ['token'] };

export function meta() {
  return [{ title: 'Choose a new password · Pitwall' }, { name: 'robots', content: 'noindex' }];
}

/** The reset link's page: a new-password form while the link works, a way to get a new one after. */
export async function loader({ context, request, url }: Route.LoaderArgs) {
  const token = url.searchParams.get('token') ?? '';
  return { token, works: await resetTokenWorks(context, request, token) };
}

export const action = ({ context, request }: Route.ActionArgs) => resetPasswordAction(context, request);

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { token, works } = loaderData;
  const errors = actionData?.errors ?? {};
  const submitting = useNavigation().state === 'submitting';
  const formRef = useFocusFirstError(actionData);
  return (
    <main className="page auth-page">
      <div className="card auth-card">
        <p className="eyebrow">Password reset</p>
        <h1>Choose a new password</h1>
        {works ? (
          <Form method="post" className="auth-form" ref={formRef} noValidate>
            <input type="hidden" name="token" value={token} />
            <FormAlert message={errors.form} />
            <Field
              label="New password"
              name="password"
              type="password"
              autoComplete="new-password"
              required
              minLength={passwordRules.min}
              hint={`At least ${passwordRules.min} characters. You will be logged out everywhere else.`}
              error={errors.password}
            />
            <button type="submit" className="button button--primary" disabled={submitting}>
              {submitting ? 'Saving…' : 'Save new password'}
            </button>
          </Form>
        ) : (
          <p className="form-alert" role="alert">
            {expiredResetLink}
          </p>
        )}
        {(!works || errors.form) && (
          <p className="auth-card__footer">
            <Link to="/forgot-password">Ask for a new reset link</Link>
          </p>
        )}
      </div>
    </main>
  );
}
