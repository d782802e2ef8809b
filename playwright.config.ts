import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, testChromiumPath } from './e2e/support/chromium.ts';

/**
 * Browser tests against the built server in Debian's Chromium (the tests never download a browser). `npm run test:browser` installs chromium with apt when it is missing, builds, then runs this.
 */
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/support/global-setup.ts',
  // Generous: on two busy cores the longest journeys (an editor's edit and revert, a
  // page set checked with axe) took 50–60 s in a normal run, and a test that runs out of time says
  // nothing about the site.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  outputDir: 'test-results',
  use: {
    ...devices['Desktop Chrome'],
    locale: 'en-GB',
    timezoneId: 'UTC',
    // No trace by default: recording one for every test (to keep a failing test's) cost a fifth of
    // the lane's time. A failing test keeps its screenshot; `--trace on` records it again.
    trace: 'off',
    screenshot: 'only-on-failure',
    // The site's worker (offline copies) is tested in offline.spec.ts, which allows it. Elsewhere
    // pages come from the server itself, and page.route sees every request.
    serviceWorkers: 'block',
    launchOptions: { executablePath: testChromiumPath, args: chromiumArgs },
  },
});
