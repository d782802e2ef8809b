import { useEffect } from 'react';
import { darkModeClass, isDarkMode, setDarkMode, storageKeys, toggleColourSafe } from './preferences.ts';

/**
 * Switches between the light and dark themes. Both labels are rendered and CSS shows the one that
 * names the mode a click switches to, so the server-rendered label is right before hydration.
 */
export function ThemeToggle() {
  // Another tab's switch applies here too.
  useEffect(() => {
    const sync = (event: StorageEvent) => {
      if (event.key === storageKeys.darkMode)
        document.documentElement.classList.toggle(darkModeClass, event.newValue === 'true');
    };
    window.addEventListener('storage', sync);
    return () => window.removeEventListener('storage', sync);
  }, []);

  return (
    <button
      type="button"
      className="button button--outline theme-toggle"
      onClick={() => setDarkMode(!isDarkMode())}
    >
      <span className="only-light">
        <MoonIcon /> Dark Mode
      </span>
      <span className="only-dark">
        <SunIcon /> Light Mode
      </span>
    </button>
  );
}

/**
 * Switches charts and bars between team colours and a palette that stays distinct under the
 * common colour blindnesses; like the theme's, the label names what a click switches to.
 */
export function ColourToggle() {
  return (
    <button type="button" className="button button--outline" onClick={toggleColourSafe}>
      <span className="only-team-colours">Colour-blind palette</span>
      <span className="only-colour-safe">Team colours</span>
    </button>
  );
}

function MoonIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M20 14.5A8.5 8.5 0 0 1 9.5 4a8.5 8.5 0 1 0 10.5 10.5Z" fill="currentColor" />
    </svg>
  );
}

function SunIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="4.5" fill="currentColor" />
      <path
        d="M12 2v2.5M12 19.5V22M2 12h2.5M19.5 12H22M4.9 4.9l1.8 1.8M17.3 17.3l1.8 1.8M4.9 19.1l1.8-1.8M17.3 6.7l1.8-1.8"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}
