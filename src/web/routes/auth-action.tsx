import { Link, redirect } from 'react-router';
import { resendConfirmationAction, verifyEmail } from '#server/auth/pages/mail-links.server.ts';
import type { PageHandle } from '#shared/page-query.ts';
import { EmailLinkForm } from '#web/features/auth/email-link-form.tsx';
import '#web/features/auth/auth.css';
import type { Route } from './+types/auth-action';

/** The query this page reads; every other parameter leaves its address (#shared/page-query.ts). */
export const handle: PageHandle = { query: ['mode', 'token'] };

export function meta() {
  return [{ title: 'Account · Pitwall' }, { name: 'robots', content: 'noindex' }];
}

/**
 * Where the mailed links land (docs/product.md §2): `mode` says whether to confirm an email or reset a password.
 * A working confirmation link signs in and redirects; this page shows only links that do not work.
 */
export async function loader({ context, request, url }: Route.LoaderArgs) {
  const params = url.searchParams;
  const token = params.get('token') ?? '';
  switch (params.get('mode')) {
    case 'resetPassword':
      throw redirect(`/reset-password?token=${encodeURIComponent(token)}`);
    case 'verifyEmail':
      return { outcome: await verifyEmail(context, request, token) };
    default:
      return { outcome: 'invalid' as const };
  }
}

export const action = ({ context, request }: Route.ActionArgs) => resendConfirmationAction(context, request);

export default function AuthAction({ loaderData, actionData }: Route.ComponentProps) {
  const { outcome } = loaderData;
  return (
    <main className="page auth-page">
      <div className="card auth-card">
        <p className="eyebrow">Link not working</p>
        <h1>{outcome === 'expired' ? 'This link has expired' : 'This link is not valid'}</h1>
        <p className="auth-card__lead">
          {outcome === 'expired'
            ? 'Confirmation links work for 24 hours. Send yourself a new one:'
            : 'It may be incomplete (some mail apps cut long links) or already replaced by a newer one. Send yourself a new one:'}
        </p>
        <EmailLinkForm
          result={actionData}
          submitLabel="Send a new confirmation link"
          sentText={(email) => `If ${email} is waiting for confirmation, a new link is on its way.`}
        />
        <p className="auth-card__footer">
          Forgot your password instead? <Link to="/forgot-password">Reset it</Link>
        </p>
      </div>
    </main>
  );
}
