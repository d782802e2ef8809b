import { Link } from 'react-router';

type Props = { signedIn: boolean; hasFavourite: boolean };

/**
 * docs/product.md §2: visitors are invited to sign up and pick a favourite driver; signed-in fans get the
 * way to pick (or change) theirs on their profile.
 */
export function FavouriteInvite({ signedIn, hasFavourite }: Props) {
  if (signedIn) {
    return (
      <aside className="favourite-invite" aria-labelledby="favourite-invite-title">
        <div>
          <h2 id="favourite-invite-title" className="favourite-invite__title">
            {hasFavourite ? 'Backing someone else now?' : 'Who is your driver?'}
          </h2>
          <p className="favourite-invite__text">
            {hasFavourite
              ? 'Your heart is on your favourite’s card. You can switch driver or team on your profile.'
              : 'Pick a favourite driver and team on your profile to add your heart to their card.'}
          </p>
        </div>
        <Link to="/update-profile" className="button button--primary">
          {hasFavourite ? 'Change your favourite' : 'Pick your favourite'}
        </Link>
      </aside>
    );
  }
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
