import { Link } from 'react-router';
import { FooterAccount } from './footer-account.tsx';
import { Logo } from './logo.tsx';
import type { ShellData } from './shell-data.ts';
import { credits, site } from './site.ts';
import { ColourToggle, ThemeToggle } from './theme-toggle.tsx';
import './footer.css';

type Props = Pick<ShellData, 'user' | 'currentSeason' | 'year' | 'spoilerShield'>;

export function Footer({ user, currentSeason, year, spoilerShield }: Props) {
  const columns = [
    {
      title: 'Racing',
      links: [
        { to: '/schedule', label: 'Schedule' },
        { to: `/race-results/${currentSeason}`, label: 'Race results' },
        { to: `/qualifying-results/${currentSeason}`, label: 'Qualifying' },
        { to: '/teams', label: 'Teams' },
        { to: '/drivers', label: 'Drivers' },
        { to: '/spoilers', label: spoilerShield.on ? 'Spoiler shield: on' : 'Spoiler shield' },
      ],
    },
    {
      title: 'Fan zone',
      links: [
        { to: '/predict', label: 'Predict the weekend' },
        { to: '/vote', label: "Fan's Choice Awards" },
        { to: '/reaction-game', label: 'Reaction game' },
        { to: '/f1-history', label: 'F1 history' },
        { to: '/track-vizualizer', label: 'Track visualizer' },
        { to: '/fun', label: 'F1 quiz' },
      ],
    },
    {
      title: 'About',
      links: [
        { to: '/info', label: 'About Pitwall' },
        { to: '/privacy-policy', label: 'Privacy Policy' },
        { to: '/terms-of-service', label: 'Terms of Service' },
      ],
    },
  ];

  return (
    <footer className="footer">
      <div className="footer__inner">
        <div className="footer__top">
          <div className="footer__brand">
            <Link to="/" className="footer__logo" aria-label="Pitwall home">
              <Logo />
            </Link>
            <p className="footer__tagline">Race weekends, results and standings for Formula 1 fans.</p>
            <div className="footer__buttons">
              <ThemeToggle />
              <ColourToggle />
              <a className="button footer__support" href={site.supportUrl} rel="noopener">
                <CupIcon /> Support us on Ko-fi
              </a>
            </div>
          </div>
          <nav className="footer__nav" aria-label="Footer">
            {columns.map((column) => (
              <div key={column.title}>
                <h2 className="footer__heading">{column.title}</h2>
                <ul className="footer__links">
                  {column.links.map((link) => (
                    <li key={link.to}>
                      <Link to={link.to}>{link.label}</Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
          <FooterAccount user={user} />
        </div>
        <div className="footer__legal">
          <p>
            © {year} {site.name}
          </p>
          <p>
            {site.name} is an unofficial fan site and is not associated in any way with the Formula 1
            companies. F1, FORMULA ONE, FORMULA 1, FIA FORMULA ONE WORLD CHAMPIONSHIP, GRAND PRIX and related
            marks are trade marks of Formula One Licensing B.V.
          </p>
          <p>
            Race data and circuit drawings: <a href={credits.f1db.url}>{credits.f1db.name}</a>, licensed{' '}
            <a href={credits.ccBy.url}>{credits.ccBy.name}</a>, converted to our own format. Circuit outlines:{' '}
            <a href={credits.circuits.url}>{credits.circuits.name}</a> by Tomislav Bacinger,{' '}
            <a href={credits.mit.url}>{credits.mit.name}</a> licence.
          </p>
        </div>
      </div>
    </footer>
  );
}

function CupIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M4 8h13v6a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5V8Zm13 2h1.5a2.5 2.5 0 0 1 0 5H17"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      <path
        d="M10.5 15.5s-3-1.8-3-3.6a1.6 1.6 0 0 1 3-.8 1.6 1.6 0 0 1 3 .8c0 1.8-3 3.6-3 3.6Z"
        fill="#ff5a4f"
      />
    </svg>
  );
}
