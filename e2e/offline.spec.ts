import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { expect, expectNoA11yViolations, test, useTheme } from './support/accounts.ts';
import { chromiumArgs, chromiumPath, fullBrowser } from './support/chromium.ts';
import { blockMedia, type Page } from './support/test.ts';

// Installable and offline (docs/decisions/032-installable-and-offline.md): the build's worker keeps
// the schedule, the standings and the results as a visitor reads them, shows those copies, dated,
// when the server cannot be reached, keeps signed-in answers out of its caches, and a new build's
// worker takes over at once. The worker is blocked in the other browser tests (playwright.config.ts).
// The full browser: the headless shell refuses notifications, and a push message becomes one here.
test.use({ serviceWorkers: 'allow', launchOptions: fullBrowser });

const navbar = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const banner = (page: Page) => page.getByRole('banner');
const offlineCopy = (page: Page) => page.getByRole('region', { name: 'Offline copy' });
/** "Offline copy from 27 November 2026, 21:30.", as the visitor's browser writes the copy's date. */
const datedCopy = /^Offline copy from \d{1,2} [A-Z][a-z]+ \d{4}, \d{2}:\d{2}\. /;

/** Resolves once the site's worker controls the page. */
const workerInControl = (page: Page) =>
  page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });

/** The paths (and queries) the worker keeps in one of its caches. */
const kept = (page: Page, cache: string) =>
  page.evaluate(async (name) => {
    if (!(await caches.has(name))) return [];
    const requests = await (await caches.open(name)).keys();
    return requests.map((request) => request.url.slice(location.origin.length));
  }, cache);

/** The pages read online and then offline, with their headings at the worker server's clock. */
const headings = {
  '/schedule': 'Formula 1 2025',
  '/drivers': 'Driver standings',
  '/teams': 'Team standings',
  '/race-results': 'Race results 2025',
};

/** Follows a link of the navbar's Standings menu, within the page (no document load when online). */
async function openStandings(page: Page, name: 'Drivers' | 'Teams') {
  await navbar(page).getByRole('button', { name: 'Standings' }).click();
  await navbar(page).getByRole('link', { name }).click();
  await expect(page.locator('h1')).toHaveText(name === 'Drivers' ? headings['/drivers'] : headings['/teams']);
}

/**
 * Errors the page logs or throws, but failed loads (the server is stopped on purpose) and React
 * Router's route discovery: as it hydrates, a page asks the server for the routes of its links
 * (/__manifest), which the worker answers offline only when it kept the same question from a load
 * of that page online. Links on an offline copy load whole pages, so nothing waits for the answer.
 */
function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (/Failed to load resource|Failed to fetch manifest patches/.test(message.text())) return;
    errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('offline, the schedule, the standings and the results show the copies last read, dated', async ({
  page,
  startServer,
}) => {
  await blockMedia(page);
  const server = await startServer();
  const errors = watchErrors(page);

  // Online: the first page, which the worker takes over once it is installed, and the pages
  // reached from it by links, which arrive as data and are kept as the page asks.
  await page.goto(`${server.url}/schedule`);
  await workerInControl(page);
  await expect.poll(() => kept(page, 'pitwall-pages')).toContain('/schedule');
  for (const name of ['Drivers', 'Teams'] as const) {
    await openStandings(page, name);
    await expect.poll(() => kept(page, 'pitwall-pages')).toContain(`/${name.toLowerCase()}`);
  }
  // A document load through the worker, which keeps what it answers: the season's results.
  await page.goto(`${server.url}/race-results`);
  await expect(page.locator('h1')).toHaveText(headings['/race-results']);
  await expect.poll(() => kept(page, 'pitwall-pages')).toContain('/race-results');
  await expect(offlineCopy(page)).toHaveCount(0);
  // The scripts and stylesheets the pages loaded are kept with them.
  expect((await kept(page, 'pitwall-assets')).some((path) => /^\/assets\/root-.*\.css$/.test(path))).toBe(
    true,
  );

  await server.stop();

  for (const [path, heading] of Object.entries(headings)) {
    await page.goto(`${server.url}${path}`);
    await expect(offlineCopy(page)).toHaveText(datedCopy);
    await expect(page.locator('h1')).toHaveText(heading);
    // Hydrated (the menus are scripted buttons), with the notice still at the top of the page.
    await expect(navbar(page).getByRole('button', { name: 'Standings' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(offlineCopy(page)).toBeVisible();
  }
  await expectNoA11yViolations(page);

  // From an offline copy, links load whole pages: a kept one shows its copy, another the offline page.
  await openStandings(page, 'Drivers');
  await expect(page).toHaveURL(/\/drivers$/);
  await expect(offlineCopy(page)).toHaveText(datedCopy);
  await page.goto(`${server.url}/f1-history`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pitwall cannot be reached');
  await expect(page.getByRole('link', { name: 'Team standings' })).toHaveAttribute('href', '/teams');
  await expectNoA11yViolations(page);
  expect(errors).toEqual([]);

  // In the dark theme, on a 320 px phone: the notice fits and reads well.
  await useTheme(page, 'dark');
  await page.setViewportSize({ width: 320, height: 800 });
  for (const path of ['/schedule', '/teams']) {
    await page.goto(`${server.url}${path}`);
    await expect(offlineCopy(page)).toHaveText(datedCopy);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoA11yViolations(page);
  }
});

test("a signed-in fan's pages stay out of the worker's caches", async ({ page, signedIn }) => {
  await page.goto('/schedule');
  await expect(banner(page).getByRole('button', { name: `Account: ${signedIn.name}` })).toBeVisible();
  await workerInControl(page);
  await openStandings(page, 'Drivers');
  await page.goto('/teams');
  // Asked as the page asks, and answered once the worker has dealt with each.
  await page.evaluate(
    (urls) =>
      new Promise((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = resolve;
        navigator.serviceWorker.controller?.postMessage(
          { type: 'CACHE_URLS', payload: { urlsToCache: urls } },
          [channel.port2],
        );
      }),
    ['/schedule', '/drivers', '/teams', '/race-results'],
  );
  // The worker answers before its write to a cache ends: a write would have landed by now.
  await page.waitForTimeout(1_000);
  expect(await kept(page, 'pitwall-pages')).toEqual([]);
  // What it did keep is what the server marks public, the same for everyone: the build's files and
  // React Router's route discovery (the app's routes, never the fan's data).
  const keptAnswers = await page.evaluate(async () => {
    const answers: { url: string; cacheControl: string | null }[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const answer = await cache.match(request);
        answers.push({ url: request.url, cacheControl: answer?.headers.get('cache-control') ?? null });
      }
    }
    return answers;
  });
  expect(keptAnswers.some(({ url }) => url.includes('/assets/'))).toBe(true);
  expect(keptAnswers.filter(({ cacheControl }) => /private|no-store/.test(cacheControl ?? ''))).toEqual([]);
});

test("the site's worker shows a fan's session reminders: a push message becomes a notification", async ({
  context,
  page,
  server,
  signedIn,
}) => {
  expect(signedIn.email).toContain('@');
  await context.grantPermissions(['notifications'], { origin: server.url });
  await page.goto('/profile/calendar');
  await expect(page.getByRole('button', { name: 'Remind me on this device' })).toBeVisible();
  await workerInControl(page);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(
    `${server.url}/sw.js`,
  );

  // What the push service delivers for the reminders job (docs/decisions/031-session-reminders.md).
  // The browser reports each registration again whenever it changes: the live one is the last
  // report for the site's scope that is not deleted.
  const devtools = await context.newCDPSession(page);
  let registrationId: string | undefined;
  devtools.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
    for (const registration of registrations) {
      if (registration.scopeURL !== `${server.url}/`) continue;
      registrationId = registration.isDeleted ? undefined : registration.registrationId;
    }
  });
  await devtools.send('ServiceWorker.enable');
  await expect.poll(() => registrationId).toBeDefined();
  const reminder = {
    title: 'Qualifying in 30 minutes',
    body: 'British Grand Prix · Silverstone',
    url: `${server.url}/schedule/2025/british-grand-prix`,
    tag: 'reminder-1',
  };
  const shown = () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return (await registration?.getNotifications())?.map(({ title, body, data }) => ({
        title,
        body,
        data,
      }));
    });
  // The browser drops, without a word, a message that reaches the worker before it takes push
  // events: delivered again until it shows, as a push service retries. One tag, one notification.
  await expect(async () => {
    await devtools.send('ServiceWorker.deliverPushMessage', {
      origin: server.url,
      registrationId: registrationId ?? '',
      data: JSON.stringify(reminder),
    });
    await expect
      .poll(shown, { timeout: 2_000 })
      .toEqual([{ title: reminder.title, body: reminder.body, data: { url: reminder.url } }]);
  }).toPass({ timeout: 15_000 });
});

/**
 * A proxy in front of the server that serves another build's worker once `nextBuild()` is called:
 * the same sw.js with a line more, as a new build's would differ.
 */
async function proxyWithBuilds(target: string) {
  let build = 1;
  const proxy = createServer((incoming, answer) => {
    const isWorker = incoming.url === '/sw.js';
    const headers: Record<string, string | string[] | undefined> = {
      ...incoming.headers,
      host: new URL(target).host,
    };
    // The worker's text is changed below: asked for whole and uncompressed.
    if (isWorker) {
      for (const name of ['accept-encoding', 'if-none-match', 'if-modified-since']) delete headers[name];
    }
    const outgoing = request(
      new URL(incoming.url ?? '/', target),
      { method: incoming.method, headers },
      (upstream) => {
        if (!isWorker || build === 1) {
          answer.writeHead(upstream.statusCode ?? 502, upstream.headers);
          upstream.pipe(answer);
          return;
        }
        const chunks: Buffer[] = [];
        upstream.on('data', (chunk: Buffer) => chunks.push(chunk));
        upstream.on('end', () => {
          const { 'content-length': _length, etag: _etag, ...rest } = upstream.headers;
          answer.writeHead(upstream.statusCode ?? 502, rest);
          answer.end(`${Buffer.concat(chunks).toString()}\n// build ${build}\n`);
        });
      },
    );
    outgoing.on('error', () => answer.destroy());
    incoming.pipe(outgoing);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    nextBuild: () => {
      build += 1;
    },
    close: () => new Promise((resolve) => proxy.close(resolve)),
  };
}

test("a new build's worker takes over open pages at once, and the kept pages stay", async ({
  page,
  server,
}) => {
  const proxy = await proxyWithBuilds(server.url);
  try {
    await page.goto(`${proxy.url}/schedule`);
    await workerInControl(page);
    await expect.poll(() => kept(page, 'pitwall-pages')).toContain('/schedule');
    await page.evaluate(() => {
      (window as unknown as { firstWorker: unknown }).firstWorker = navigator.serviceWorker.controller;
    });

    proxy.nextBuild();
    const taken = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      const changed = new Promise<void>((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }),
      );
      await registration?.update();
      await changed;
      const now = await navigator.serviceWorker.getRegistration();
      const active = now?.active;
      if (active && active.state !== 'activated') {
        await new Promise<void>((resolve) =>
          active.addEventListener('statechange', () => active.state === 'activated' && resolve()),
        );
      }
      return {
        replaced:
          navigator.serviceWorker.controller !== (window as unknown as { firstWorker: unknown }).firstWorker,
        waiting: now?.waiting !== null,
        active: now?.active?.state,
      };
    });
    // No tab to close first: the new worker is in control of this very page.
    expect(taken).toEqual({ replaced: true, waiting: false, active: 'activated' });
    expect(await kept(page, 'pitwall-pages')).toContain('/schedule');
  } finally {
    await proxy.close();
  }
});

test('Chrome finds the site installable: its manifest, icons and worker', async ({ server, request }) => {
  const manifest = await (await request.get(`${server.url}/manifest.webmanifest`)).json();
  expect(manifest).toMatchObject({ name: 'Pitwall', start_url: '/', display: 'standalone' });
  for (const icon of manifest.icons as { src: string; type: string }[]) {
    const answer = await request.get(`${server.url}${icon.src}`);
    expect(answer.status(), icon.src).toBe(200);
    expect(answer.headers()['content-type'], icon.src).toContain(icon.type);
  }

  // Chrome does not offer to install a site from a private window: a profile of its own.
  const profile = mkdtempSync(join(tmpdir(), 'pitwall-installable-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    args: chromiumArgs,
    serviceWorkers: 'allow',
  });
  try {
    const installed = context.pages()[0] ?? (await context.newPage());
    await installed.goto(`${server.url}/`);
    await workerInControl(installed);
    const devtools = await context.newCDPSession(installed);
    const { installabilityErrors } = await devtools.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const { url, errors } = await devtools.send('Page.getAppManifest');
    expect(url).toBe(`${server.url}/manifest.webmanifest`);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
