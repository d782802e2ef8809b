import { DisclosureMenu } from '#web/components/ui/disclosure-menu.tsx';
import { Link, NavLink } from '#web/components/ui/link.tsx';
import { Chevron, MenuIcon } from './chevron.tsx';
import { Logo } from './logo.tsx';
import { liveLink, mobileLinks, resultsLinks, standingsLinks } from './nav-links.ts';
import { ProfileMenu } from './profile-menu.tsx';
import type { ShellData } from './shell-data.ts';
import { useSignedIn, VisitorSlot } from './visitor-slot.tsx';
import './navbar.css';

/** The top bar (SPEC §2 Shell). On narrow screens the links wrap to a second row and a hamburger holds the rest. */
export function Navbar({ user, meetingLink, currentSeason }: ShellData) {
  return (
    <header className="navbar">
      <div className="navbar__inner">
        <Link to="/" className="navbar__logo" aria-label="Pitwall home">
          <Logo />
        </Link>
        <nav className="navbar__nav" aria-label="Main">
          <ul className="navbar__links">
            <li>
              <NavLink to="/schedule" end className="navbar__link">
                Schedule
              </NavLink>
            </li>
            {meetingLink && (
              <li>
                <NavLink to={meetingLink.href} className="navbar__link" title={meetingLink.meetingName}>
                  {meetingLink.label}
                </NavLink>
              </li>
            )}
            <li>
              <DisclosureMenu
                id="standings-menu"
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
                id="results-menu"
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
              <NavLink to={liveLink.to} className="navbar__link">
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

/**
 * The account corner and hamburger. Signed in, the account menu is the visitor's own, so a render
 * shared by signed-in visitors leaves it as a slot; the hamburger is the same for all of them.
 */
function NavbarEnd({ user, currentSeason }: Pick<ShellData, 'user' | 'currentSeason'>) {
  const signedIn = useSignedIn(user);
  return (
    <div className="navbar__end">
      {signedIn ? (
        <VisitorSlot name="navbar-account">{user && <ProfileMenu user={user} />}</VisitorSlot>
      ) : (
        <NavLink to="/login" className="button button--primary navbar__login navbar__wide-only">
          Log in
        </NavLink>
      )}
      <DisclosureMenu
        id="site-menu"
        className="navbar__narrow-only"
        trigger={<MenuIcon />}
        buttonLabel="Menu"
        items={mobileLinks(currentSeason, signedIn)}
        align="end"
        buttonClassName="navbar__hamburger"
        panelClassName="navbar__sheet"
      />
    </div>
  );
}
