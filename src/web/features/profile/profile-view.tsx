import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router';
import type { Profile } from '#server/features/profile/profile.server.ts';
import { Avatar } from '#web/components/ui/avatar.tsx';
import { SignOutForm } from '#web/components/ui/sign-out-form.tsx';

/** The profile page: who you are and who you support. */
export function ProfileView({ profile }: { profile: Profile }) {
  const { favouriteDriver: driver, favouriteTeam: team } = profile;
  return (
    <>
      <header className="profile-header card">
        <Avatar name={profile.displayName} photoUrl={profile.photoUrl} size={96} />
        <div className="profile-header__text">
          <p className="eyebrow">Your profile</p>
          <h1 className="profile-header__name">{profile.displayName}</h1>
          <p className="profile-header__email">{profile.email}</p>
          {profile.isAdmin && <p className="profile-badge">Admin</p>}
        </div>
        <div className="profile-header__actions">
          <Link to="/update-profile" className="button button--primary">
            Update profile
          </Link>
          <Link to="/profile/calendar" className="button button--outline">
            Calendar and reminders
          </Link>
          <SignOutForm buttonClassName="button button--outline" />
        </div>
      </header>

      <p className="profile-password">
        To change your password, <Link to="/forgot-password">ask for a link by e-mail</Link>. A new password
        signs you out on every other device.
      </p>

      <section aria-labelledby="favourites-title" className="profile-favourites">
        <h2 id="favourites-title">Favourites</h2>
        <div className="grid grid--2">
          <FavouriteCard
            title="Favourite driver"
            colour={driver?.colour ?? null}
            empty={!driver}
            link={{ to: '/drivers', label: 'Driver standings' }}
          >
            {driver && (
              <>
                <p className="favourite-card__name">
                  {driver.firstName} <strong>{driver.lastName}</strong>
                </p>
                {driver.teamName && <p className="muted">{driver.teamName}</p>}
              </>
            )}
          </FavouriteCard>
          <FavouriteCard
            title="Favourite team"
            colour={team?.colour ?? null}
            empty={!team}
            link={{ to: '/teams', label: 'Team standings' }}
          >
            {team && <p className="favourite-card__name">{team.name}</p>}
          </FavouriteCard>
        </div>
      </section>
    </>
  );
}

function FavouriteCard({
  title,
  colour,
  empty,
  link,
  children,
}: {
  title: string;
  colour: string | null;
  empty: boolean;
  link: { to: string; label: string };
  children: ReactNode;
}) {
  const style = colour ? ({ '--team-colour': colour } as CSSProperties) : undefined;
  return (
    <article className="card favourite-card" style={style}>
      <h3 className="favourite-card__title">{title}</h3>
      {empty ? (
        <p className="muted">
          None yet. <Link to="/update-profile">Pick one</Link>
        </p>
      ) : (
        <>
          {children}
          <Link to={link.to} className="favourite-card__link">
            {link.label}
          </Link>
        </>
      )}
    </article>
  );
}
