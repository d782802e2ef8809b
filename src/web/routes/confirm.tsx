import { Link } from 'react-router';
import { resendConfirmationAction } from '#server/auth/pages/mail-links.server.ts';
import type { PageHandle } from '#shared/page-query.ts';
import { EmailLinkForm } from '#web/features/auth/email-link-form.tsx';
import '#web/features/auth/auth.css';
import type { Route } from './+types/confirm';

/** The query this page reads; every other parameter leaves its address (#shared/page-query.ts). */
export const handle: PageHandle = { query: ['email'] };

export function meta() {
  return [{ title: 'Confirm your email · Pitwall' }];
}

/**
 * After sign-up (`?email=`): the confirmation mail is on its way. Opened directly, no mail was just
 * sent: the page only offers to send one.
 */
export function loader({ url }: Route.LoaderArgs) {
  return { email: url.searchParams.get('email') ?? '' };
}

export const action = ({ context, request }: Route.ActionArgs) => resendConfirmationAction(context, request);

export default function Confirm({ loaderData, actionData }: Route.ComponentProps) {
  const { email } = loaderData;
  return (
    <main className="page auth-page">
      <div className="card auth-card">
        {email ? (
          <>
            <p className="eyebrow">One more step</p>
            <h1>Check your inbox</h1>
            <p className="auth-card__lead">
              We have sent a confirmation link to <strong>{email}</strong>. Open it to confirm your email and
              log in. The link works for 24 hours.
            </p>
            <h2 className="auth-card__subheading">No mail?</h2>
            <p className="muted">Check the spam folder, or send the link again.</p>
          </>
        ) : (
          <>
            <p className="eyebrow">Accounts</p>
            <h1>Confirm your email</h1>
            <p className="auth-card__lead">
              New accounts are confirmed by the link in the mail we send at sign-up. Lost it, or has it
              expired? Send yourself a new one.
            </p>
          </>
        )}
        <EmailLinkForm
          result={actionData}
          defaultEmail={email}
          submitLabel={email ? 'Send the link again' : 'Send a confirmation link'}
          sentText={(address) => `If ${address} is waiting for confirmation, a new link is on its way.`}
        />
        <p className="auth-card__footer">
          Confirmed already? <Link to="/login">Log in</Link>
        </p>
      </div>
    </main>
  );
}
