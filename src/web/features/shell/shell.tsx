import type { ReactNode } from 'react';
import { CookieBanner } from './cookie-banner.tsx';
import { Footer } from './footer.tsx';
import { Navbar } from './navbar.tsx';
import { NavigationProgress } from './navigation-progress.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';
import type { ShellData } from './shell-data.ts';
import './shell.css';

/** Everything around a page. Pages render their own <main>; the skip link lands on the wrapper. */
export function Shell({ data, children }: { data: ShellData; children: ReactNode }) {
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <NavigationProgress />
      <CookieBanner />
      <Navbar {...data} />
      <div id="main" className="shell__content" tabIndex={-1}>
        {children}
      </div>
      <Footer
        user={data.user}
        currentSeason={data.currentSeason}
        year={data.year}
        spoilerShield={data.spoilerShield}
      />
      <ScrollToTop />
    </div>
  );
}
