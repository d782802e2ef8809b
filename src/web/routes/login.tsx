import { data, Form, Link, useNavigation } from 'react-router';
import { requireSignedOut } from '#server/auth/pages/guards.server.ts';
import { logInAction, loginProviders } from '#server/auth/pages/log-in.server.ts';
import type { PageHandle } from '#shared/page-query.ts';
import { safeRedirect } from '#shared/safe-redirect.ts';
import { Field } from '#web/components/forms/field.tsx';
import { FormAlert } from '#web/components/forms/form-alert.tsx';
import { useFocusFirstError } from '#web/components/forms/use-focus-first-error.ts';
import { SocialSignIn } from '#web/features/auth/social-sign-in.tsx';
import '#web/features/auth/auth.css';
import type { Route } from './+types/login';

/** The query this page reads; every other parameter leaves its address (#shared/page-query.ts). */
export const handle: PageHandle = { query: ['redirectTo', 'error'] };

export function meta() {
  return [{ title: 'Log in · Pitwall' }];
}

export async function loader({ context, url }: Route.LoaderArgs) {
  await requireSignedOut({ context, url });
  const redirectTo = safeRedirect(url.searchParams.get('redirectTo'), '/');
  return data(
    {
      providers: loginProviders(context),
      redirectTo,
      // A failed Google or GitHub round trip comes back here with ?error=<code>.
      error: url.searchParams.get('error'),
    },
    // The way back may carry a secret (a league's invite link): such a page is no shared answer.
    redirectTo === '/' ? undefined : { headers: { 'Cache-Control': 'no-store' } },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export const action = ({ context, request }: Route.ActionArgs) => logInAction(context, request);

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { providers, redirectTo, error } = loaderData;
  const errors = actionData?.errors ?? {};
  const submitting = useNavigation().formData?.get('intent') === 'password';
  const formRef = useFocusFirstError(actionData);
  const signupHref = redirectTo === '/' ? '/signup' : `/signup?redirectTo=${encodeURIComponent(redirectTo)}`;
  return (
    <main className="page auth-page">
      <div className="card auth-card">
        <p className="eyebrow">Welcome back</p>
        <h1>Log in</h1>
        <Form method="post" className="auth-form" ref={formRef} noValidate>
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <FormAlert message={errors.form} />
          <Field
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            required
            defaultValue={actionData?.email}
            error={errors.email}
          />
          <Field
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            error={errors.password}
          />
          <div className="auth-form__row">
            <Link to="/forgot-password" className="auth-link">
              Forgot password?
            </Link>
          </div>
          <button
            type="submit"
            name="intent"
            value="password"
            className="button button--primary"
            disabled={submitting}
          >
            {submitting ? 'Logging in…' : 'Log in'}
          </button>
        </Form>
        <SocialSignIn providers={providers} redirectTo={redirectTo} initialError={error} />
        <p className="auth-card__footer">
          New to Pitwall? <Link to={signupHref}>Create an account</Link>
        </p>
      </div>
    </main>
  );
}
