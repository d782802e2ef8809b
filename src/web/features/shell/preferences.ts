/** localStorage keys the site uses (docs/product.md §3 "Local preferences"); the privacy policy lists them. */
export const storageKeys = {
  darkMode: 'darkMode',
  cookieAccepted: 'cookieAccepted',
  colourSafe: 'colourSafe',
} as const;

/** Class on <html> while the dark theme is on (docs/product.md §4). */
export const darkModeClass = 'darkmode';
/** Class on <html> while charts and bars use the colour-vision palette instead of team colours. */
export const colourSafeClass = 'colour-safe';
/** Class on <html> while the cookie notice still waits for acceptance. */
export const cookiePendingClass = 'cookie-pending';

/**
 * Runs in <head> before the body is parsed, so the first paint already has the stored theme and
 * chart palette, and the cookie notice shows only to visitors who have not accepted it. Storage can be blocked
 * (privacy modes): then the page stays light and the notice stays hidden.
 */
export const headScript = `(function(){var r=document.documentElement;try{var s=window.localStorage;if(s.getItem(${JSON.stringify(storageKeys.darkMode)})==='true')r.classList.add(${JSON.stringify(darkModeClass)});if(s.getItem(${JSON.stringify(storageKeys.colourSafe)})==='true')r.classList.add(${JSON.stringify(colourSafeClass)});if(s.getItem(${JSON.stringify(storageKeys.cookieAccepted)})===null)r.classList.add(${JSON.stringify(cookiePendingClass)})}catch(e){}})()`;

function store(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage blocked: the choice holds for this page view only.
  }
}

export function isDarkMode(): boolean {
  return document.documentElement.classList.contains(darkModeClass);
}

/** Switches the theme and remembers it. */
export function setDarkMode(dark: boolean): void {
  document.documentElement.classList.toggle(darkModeClass, dark);
  store(storageKeys.darkMode, String(dark));
}

/** Switches charts and bars between team colours and the colour-vision palette, and remembers it. */
export function toggleColourSafe(): void {
  const on = document.documentElement.classList.toggle(colourSafeClass);
  store(storageKeys.colourSafe, String(on));
}

/** Records that the visitor accepted the cookie notice, and hides it. */
export function acceptCookies(): void {
  store(storageKeys.cookieAccepted, 'true');
  document.documentElement.classList.remove(cookiePendingClass);
}
