import { Link } from 'react-router';
import type { ShellUser } from '#server/features/shell/shell-user.server.ts';
import { Avatar } from '#web/components/ui/avatar.tsx';
import { SignOutForm } from '#web/components/ui/sign-out-form.tsx';
import './footer-account.css';

/**
 * The footer's account corner (docs/product.md §2): signed in, the user's photo, display name, email, a
 * profile button and a sign-out button; signed out, Log In and Sign Up.
 */
export function FooterAccount({ user }: { user: ShellUser | null }) {
  if (user) {
    return (
      <div className="footer__account footer__account--signed-in">
        <div className="footer__identity">
          <Avatar name={user.displayName} photoUrl={user.photoUrl} size={48} />
          <div className="footer__identity-text">
            <p className="footer__display-name">{user.displayName}</p>
            <p className="footer__email">{user.email}</p>
          </div>
        </div>
        <div className="footer__buttons">
          <Link to="/profile" className="button button--outline">
            Profile
          </Link>
          <SignOutForm buttonClassName="button button--primary" />
        </div>
      </div>
    );
  }
  return (
    <div className="footer__account">
      <p className="footer__account-text">
        Pick a favourite driver and team, vote for the Fan&apos;s Choice Awards and set reaction-game records.
      </p>
      <div className="footer__buttons">
        <Link to="/login" className="button button--outline">
          Log In
        </Link>
        <Link to="/signup" className="button button--primary">
          Sign Up
        </Link>
      </div>
    </div>
  );
}
