import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, join } from 'node:path';
import { test as base, expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import type { RunOptions } from 'axe-core';
import { type RunningServer, type ServerOptions, startServer } from './server.ts';

/** The clock of the shared server unless a file says otherwise: the Thursday before the 2025 British GP. */
export const defaultNow = '2025-07-03T12:00:00Z';

type WorkerFixtures = {
  /** The frozen clock of the worker's server; override with `test.use({ now })` (a new worker). */
  now: string;
  /** Extra environment for the worker's server; override with `test.use({ serverEnv })`. */
  serverEnv: Record<string, string>;
  /** The built server, started once per worker from a copy of the prepared database. */
  server: RunningServer;
};

type TestFixtures = {
  /** Starts another server (e.g. at another frozen clock) that is stopped after the test. */
  startServer: (options?: ServerOptions) => Promise<RunningServer>;
};

export const test = base.extend<TestFixtures, WorkerFixtures>({
  now: [defaultNow, { scope: 'worker', option: true }],
  serverEnv: [{}, { scope: 'worker', option: true }],
  server: [
    async ({ now, serverEnv }, use) => {
      const server = await startServer({ now, env: serverEnv });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
  startServer: async ({ now }, use) => {
    const started: RunningServer[] = [];
    await use(async (options = {}) => {
      const server = await startServer({ now, ...options });
      started.push(server);
      return server;
    });
    await Promise.all(started.map((server) => server.stop()));
  },
});

export type { Page };
export { expect };

/**
 * Keeps a picture of the page (or of one element) for a person to look at, when PITWALL_SHOTS_DIR
 * names a folder: `<folder>/<spec file>/<name>`. Otherwise it takes none: a picture asserts nothing
 * and costs every run time. The look itself is pinned by visual.spec.ts (docs/testing.md).
 */
export async function keepPicture(
  target: Page | Locator,
  info: TestInfo,
  name: string,
  options: { fullPage?: boolean } = {},
) {
  const folder = process.env.PITWALL_SHOTS_DIR;
  if (!folder) return;
  const path = join(folder, basename(info.file, '.spec.ts'), name);
  if ('goto' in target) await target.screenshot({ path, ...options });
  else await target.screenshot({ path });
}

/** Photos come from the official F1 media site, out of reach here: refused at once, the designed fallbacks show. */
export async function blockMedia(page: Page) {
  await page.route('https://media.formula1.com/**', (route) => route.abort());
}

/** Opens pages in the given theme as a returning visitor, who accepted the cookie notice before. */
export function useTheme(page: Page, theme: 'light' | 'dark') {
  return page.addInitScript((dark) => {
    localStorage.setItem('darkMode', String(dark));
    localStorage.setItem('cookieAccepted', 'true');
  }, theme === 'dark');
}

/** axe-core's browser build, read once per worker. */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Fails the test when axe finds serious or critical accessibility violations on the page. axe runs
 * in the page itself (`axe.run`), put there once per document: the site has no frames, so the
 * per-frame runs and the extra page for their results that @axe-core/playwright makes add seconds
 * to every check and nothing to what it finds.
 */
export async function expectNoA11yViolations(page: Page) {
  // Colours are read as they end up: a button that turns from grey to red when the page hydrates
  // is mid-transition for 0.15 s, and axe would measure a blend no one reads. Endless animations
  // (a live dot's pulse) are left running.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const options: RunOptions = { resultTypes: ['violations'] };
  const results = await page.evaluate(
    (runOptions) => (window as unknown as { axe: typeof import('axe-core') }).axe.run(document, runOptions),
    options,
  );
  const violations = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  expect(violations, 'serious or critical accessibility violations').toEqual([]);
}
