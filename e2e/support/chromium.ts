/**
 * Debian's Chromium and the flags it needs on machines without a network or a GPU (browser
 * downloads do not work there), for the browser tests and the benchmark alike.
 */
export const chromiumPath = process.env.CHROMIUM_PATH || process.env.CHROME_PATH || '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
