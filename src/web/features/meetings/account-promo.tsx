import { Link } from 'react-router';

/** For visitors: what an account adds, with the way in. */
export function AccountPromo() {
  return (
    <section className="account-promo" aria-labelledby="account-promo-title">
      <h2 id="account-promo-title">Make Pitwall yours</h2>
      <p>
        Pick a favourite driver and team, vote in the Fan&rsquo;s Choice Awards after every race and put your
        reaction time on the leaderboard.
      </p>
      <p className="account-promo__actions">
        <Link className="button button--primary" to="/signup">
          Create a free account
        </Link>
        <Link className="button button--outline" to="/info">
          More about Pitwall
        </Link>
      </p>
    </section>
  );
}
