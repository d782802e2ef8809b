/**
 * Debian's Chromium and the flags it needs on machines without a network or a GPU (browser
 * downloads do not work there), for the browser tests and the benchmark alike.
 */
export const chromiumPath = process.env.CHROMIUM_PATH || process.env.CHROME_PATH || '/usr/bin/chromium';

/**
 * The browser tests' Chromium: Debian's headless shell (`chromium-headless-shell`), the same Blink
 * without the desktop browser around it, as Playwright itself runs headless tests; it costs far
 * less CPU per page than the full browser started headless (`npm run test:browser` installs it).
 * `CHROMIUM_PATH` picks another.
 */
export const testChromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The full browser for a spec that needs what the headless shell leaves out: it refuses every
 * notification permission, so Web Push (the reminders on a device) shows only here. Set at the top
 * of the spec: `test.use({ launchOptions: fullBrowser })`.
 */
export const fullBrowser = { executablePath: chromiumPath, args: chromiumArgs };
