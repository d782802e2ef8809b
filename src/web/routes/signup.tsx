import { data, Form, Link, useNavigation } from 'react-router';
import { requireSignedOut } from '#server/auth/pages/guards.server.ts';
import { loginProviders } from '#server/auth/pages/log-in.server.ts';
import { signUpAction } from '#server/auth/pages/sign-up.server.ts';
import { passwordRules } from '#shared/account-rules.ts';
import type { PageHandle } from '#shared/page-query.ts';
import { safeRedirect } from '#shared/safe-redirect.ts';
import { Field } from '#web/components/forms/field.tsx';
import { FormAlert } from '#web/components/forms/form-alert.tsx';
import { useFocusFirstError } from '#web/components/forms/use-focus-first-error.ts';
import { SocialSignIn } from '#web/features/auth/social-sign-in.tsx';
import '#web/features/auth/auth.css';
import type { Route } from './+types/signup';

/** The query this page reads; every other parameter leaves its address (#shared/page-query.ts). */
export const handle: PageHandle = { query: ['redirectTo'] };

export function meta() {
  return [{ title: 'Sign up · Pitwall' }];
}

/** docs/product.md §6: for signed-out visitors only. */
export async function loader({ context, url }: Route.LoaderArgs) {
  await requireSignedOut({ context, url });
  const redirectTo = safeRedirect(url.searchParams.get('redirectTo'), '/');
  return data(
    {
      providers: loginProviders(context),
      redirectTo,
    },
    // The way back may carry a secret (a league's invite link): such a page is no shared answer.
    redirectTo === '/' ? undefined : { headers: { 'Cache-Control': 'no-store' } },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export const action = ({ context, request }: Route.ActionArgs) => signUpAction(context, request);

export default function Signup({ loaderData, actionData }: Route.ComponentProps) {
  const errors = actionData?.errors ?? {};
  const submitting = useNavigation().state === 'submitting';
  const formRef = useFocusFirstError(actionData);
  return (
    <main className="page auth-page">
      <div className="card auth-card">
        <p className="eyebrow">Join the pit wall</p>
        <h1>Create your account</h1>
        <p className="auth-card__lead">
          Pick a favourite driver and team, vote in the Fan&apos;s Choice Awards and set reaction-game
          records.
        </p>
        <Form method="post" className="auth-form" ref={formRef} noValidate>
          <FormAlert message={errors.form} />
          <Field
            label="Display name"
            name="name"
            autoComplete="nickname"
            required
            maxLength={50}
            defaultValue={actionData?.name}
            error={errors.name}
          />
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
            autoComplete="new-password"
            required
            minLength={passwordRules.min}
            hint={`At least ${passwordRules.min} characters.`}
            error={errors.password}
          />
          <button type="submit" className="button button--primary" disabled={submitting}>
            {submitting ? 'Creating your account…' : 'Sign up'}
          </button>
          <p className="field__hint">
            By signing up you accept the <Link to="/terms-of-service">Terms of Service</Link> and the{' '}
            <Link to="/privacy-policy">Privacy Policy</Link>.
          </p>
        </Form>
        <SocialSignIn
          providers={loaderData.providers}
          redirectTo={loaderData.redirectTo}
          initialError={null}
        />
        <p className="auth-card__footer">
          Already have an account? <Link to="/login">Log in</Link>
        </p>
      </div>
    </main>
  );
}
