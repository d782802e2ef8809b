import { Link, NavLink } from 'react-router';
import { DisclosureMenu } from '#web/components/ui/disclosure-menu.tsx';
import { Chevron, MenuIcon } from './chevron.tsx';
import { Logo } from './logo.tsx';
import { liveLink, loginLink, mobileLinks, resultsLinks, standingsLinks } from './nav-links.ts';
import { ProfileMenu } from './profile-menu.tsx';
import type { ShellData } from './shell-data.ts';
import './navbar.css';

/** The top bar (docs/product.md §2 Shell). On narrow screens the links wrap to a second row and a hamburger holds the rest. */
export function Navbar({ user, meetingLink, currentSeason }: ShellData) {
  return (
    <header className="navbar">
      <div className="navbar__inner">
        <Link to="/" prefetch="intent" className="navbar__logo" aria-label="Pitwall home">
          <Logo />
        </Link>
        <nav className="navbar__nav" aria-label="Main">
          <ul className="navbar__links">
            <li>
              <NavLink to="/schedule" end prefetch="intent" className="navbar__link">
                Schedule
              </NavLink>
            </li>
            {meetingLink && (
              <li>
                <NavLink
                  to={meetingLink.href}
                  prefetch="intent"
                  className="navbar__link"
                  title={meetingLink.meetingName}
                >
                  {meetingLink.label}
                </NavLink>
              </li>
            )}
            <li>
              <DisclosureMenu
                trigger={
                  <>
                    Standings <Chevron />
                  </>
                }
                items={standingsLinks}
                buttonClassName="navbar__link"
              />
            </li>
            <li className="navbar__wide-only">
              <DisclosureMenu
                trigger={
                  <>
                    Results <Chevron />
                  </>
                }
                items={resultsLinks(currentSeason)}
                buttonClassName="navbar__link"
              />
            </li>
            <li className="navbar__wide-only">
              <NavLink to={liveLink.to} prefetch="intent" className="navbar__link">
                {liveLink.label}
              </NavLink>
            </li>
          </ul>
        </nav>
        <NavbarEnd user={user} currentSeason={currentSeason} />
      </div>
    </header>
  );
}

/** The account corner and the hamburger. */
function NavbarEnd({ user, currentSeason }: Pick<ShellData, 'user' | 'currentSeason'>) {
  return (
    <div className="navbar__end">
      {user ? (
        <ProfileMenu user={user} />
      ) : (
        <NavLink to={loginLink.to} className="button button--primary navbar__login navbar__wide-only">
          {loginLink.label}
        </NavLink>
      )}
      <DisclosureMenu
        className="navbar__narrow-only"
        trigger={<MenuIcon />}
        buttonLabel="Menu"
        items={mobileLinks(currentSeason, user !== null)}
        align="end"
        buttonClassName="navbar__hamburger"
        panelClassName="navbar__sheet"
      />
    </div>
  );
}
