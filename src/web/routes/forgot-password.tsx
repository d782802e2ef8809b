import { Link } from 'react-router';
import { forgotPasswordAction } from '#server/auth/pages/mail-links.server.ts';
import { EmailLinkForm } from '#web/features/auth/email-link-form.tsx';
import '#web/features/auth/auth.css';
import type { Route } from './+types/forgot-password';

export function meta() {
  return [{ title: 'Forgot password · Pitwall' }];
}

export const action = ({ context, request }: Route.ActionArgs) => forgotPasswordAction(context, request);

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  return (
    <main className="page auth-page">
      <div className="card auth-card">
        <p className="eyebrow">Password reset</p>
        <h1>Forgot your password?</h1>
        <p className="auth-card__lead">
          Enter the email of your account and we will mail you a link to choose a new one.
        </p>
        <EmailLinkForm
          result={actionData}
          submitLabel="Send reset link"
          sentText={(email) =>
            `If ${email} has a Pitwall account, a reset link is on its way. It works once, for one hour.`
          }
        />
        <p className="auth-card__footer">
          Remembered it? <Link to="/login">Log in</Link>
        </p>
      </div>
    </main>
  );
}
