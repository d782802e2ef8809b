import { Link } from 'react-router';
import type { ShellUser } from './shell-data.ts';

/** The footer's account corner: Log In / Sign Up while signed out (SPEC §2). */
export function FooterAccount({ user }: { user: ShellUser | null }) {
  // The signed-in variant (photo, display name, email, profile and sign-out buttons) renders here
  // once accounts exist.
  if (user) return null;
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
