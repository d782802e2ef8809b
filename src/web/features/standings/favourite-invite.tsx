import { Link } from 'react-router';

/** SPEC §2: the invitation to sign up and pick a favourite driver. */
export function FavouriteInvite() {
  return (
    <aside className="favourite-invite" aria-labelledby="favourite-invite-title">
      <div>
        <h2 id="favourite-invite-title" className="favourite-invite__title">
          Who is your driver?
        </h2>
        <p className="favourite-invite__text">
          Sign up to pick a favourite driver and team and add your heart to their card.
        </p>
      </div>
      <Link to="/signup" className="button button--primary">
        Sign up
      </Link>
    </aside>
  );
}
