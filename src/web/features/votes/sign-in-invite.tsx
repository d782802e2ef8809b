import { Link } from 'react-router';

/** For visitors: voting needs an account; the way in comes back to /vote. */
export function SignInInvite() {
  return (
    <section className="vote-invite card card--accent" aria-labelledby="vote-invite-title">
      <h2 id="vote-invite-title">Sign in to vote</h2>
      <p>
        Every fan with a free account votes once per category after each race, and may change their mind until
        the next meeting starts.
      </p>
      <p className="vote-invite__actions">
        <Link className="button button--primary" to="/login?redirectTo=%2Fvote">
          Log in to vote
        </Link>
        <Link className="button button--outline" to="/signup">
          Create an account
        </Link>
      </p>
    </section>
  );
}
