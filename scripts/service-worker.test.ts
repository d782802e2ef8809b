import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  everyonesAnswersOnly,
  generateServiceWorker,
  isOfflinePage,
  isOtherPage,
  isRouteDiscovery,
  offlineCopyNotice,
  outageAsOffline,
} from './service-worker.ts';

const site = 'https://pitwall.example';
const at = (path: string, origin = site) => ({ url: new URL(path, origin), sameOrigin: origin === site });

describe('the pages kept for offline reading', () => {
  it.each([
    ['/', true],
    ['/schedule', true],
    ['/schedule/2025/british-grand-prix', true],
    ['/drivers', true],
    ['/drivers?season=2024', true],
    ['/teams', true],
    ['/race-results', true],
    ['/race-results/2025', true],
    ['/race-results/2025/11', true],
    // Not these: another page, data requests, the accounts and the admin tools.
    ['/schedule/2025', false],
    ['/drivers/NOR', false],
    ['/schedule.data', false],
    ['/drivers.data', false],
    ['/f1-history', false],
    ['/profile', false],
    ['/profile/calendar', false],
    ['/admin', false],
    ['/login', false],
    ['/api/auth/get-session', false],
    ['/api/meetings/next', false],
  ])('%s: %s', (path, kept) => {
    expect(isOfflinePage(at(path))).toBe(kept);
  });

  it('are our own', () => {
    expect(isOfflinePage(at('/schedule', 'https://elsewhere.example'))).toBe(false);
    expect(isRouteDiscovery(at('/__manifest?paths=%2F&version=1'))).toBe(true);
    expect(isRouteDiscovery(at('/__manifest', 'https://elsewhere.example'))).toBe(false);
  });

  it('other pages a visitor opens get the offline page when nothing answers; the APIs never do', () => {
    const open = (path: string) => isOtherPage({ ...at(path), request: { mode: 'navigate' } as Request });
    expect(open('/f1-history')).toBe(true);
    expect(open('/api/auth/callback/github')).toBe(false);
    expect(open('/f1/2025.json')).toBe(false);
    expect(isOtherPage({ ...at('/f1-history'), request: { mode: 'cors' } as Request })).toBe(false);
  });
});

describe('what the worker keeps', () => {
  const answer = (headers: Record<string, string>, init: ResponseInit = {}) =>
    new Response('<!DOCTYPE html><html><body><p>page</p></body></html>', { status: 200, headers, ...init });

  it('keeps answers meant for anyone, and refuses private ones, errors and redirects', async () => {
    const keep = (response: Response) => everyonesAnswersOnly.cacheWillUpdate({ response });
    const visitors = answer({ 'cache-control': 'public, max-age=60' });
    expect(await keep(visitors)).toBe(visitors);
    expect(await keep(answer({}))).not.toBeNull();
    // What the server sends to a signed-in request (src/server/http/private-answers.ts).
    expect(await keep(answer({ 'cache-control': 'private, no-store' }))).toBeNull();
    expect(await keep(answer({ 'cache-control': 'no-store' }))).toBeNull();
    expect(await keep(answer({}, { status: 404 }))).toBeNull();
    const redirected = answer({});
    Object.defineProperty(redirected, 'redirected', { value: true });
    expect(await keep(redirected)).toBeNull();
  });

  it('counts a proxy or an outage answering for the server as the server unreachable', async () => {
    for (const status of [502, 503, 504]) {
      await expect(outageAsOffline.fetchDidSucceed({ response: answer({}, { status }) })).rejects.toThrow(
        String(status),
      );
    }
    const notFound = answer({}, { status: 404 });
    expect(await outageAsOffline.fetchDidSucceed({ response: notFound })).toBe(notFound);
  });
});

describe('a page answered from the copies', () => {
  it('says at the top of <body> that it is an offline copy, and of when', async () => {
    const copy = new Response(
      '<!DOCTYPE html><html lang="en"><head><title>Schedule</title></head><body class="x"><div class="shell">page</div></body></html>',
      {
        headers: {
          'content-type': 'text/html; charset=utf-8',
          'content-length': '123',
          'content-encoding': 'br',
          date: 'Fri, 27 Nov 2026 21:30:00 GMT',
          'content-security-policy': "script-src 'self' 'nonce-abc'",
        },
      },
    );
    const shown = await offlineCopyNotice.cachedResponseWillBeUsed({ cachedResponse: copy });
    const html = await shown?.text();
    // In the time zone this runs in; a browser writes the visitor's.
    const date = new Date('2026-11-27T21:30:00Z');
    const when = `${date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' })}, ${date.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })}`;
    expect(html).toContain(
      `<body class="x"><section id="offline-copy" class="offline-copy" aria-label="Offline copy"><p><strong>Offline copy from ${when}.</strong>`,
    );
    expect(html).toContain('<div class="shell">page</div>');
    expect(shown?.headers.get('content-security-policy')).toBe("script-src 'self' 'nonce-abc'");
    expect(shown?.headers.get('content-length')).toBeNull();
    expect(shown?.headers.get('content-encoding')).toBeNull();
  });

  it('without a date still says so; other files pass unchanged', async () => {
    const copy = new Response('<html><body></body></html>', { headers: { 'content-type': 'text/html' } });
    const shown = await offlineCopyNotice.cachedResponseWillBeUsed({ cachedResponse: copy });
    expect(await shown?.text()).toContain('<strong>Offline copy.</strong>');
    const json = new Response('{}', { headers: { 'content-type': 'application/json' } });
    expect(await offlineCopyNotice.cachedResponseWillBeUsed({ cachedResponse: json })).toBe(json);
    expect(await offlineCopyNotice.cachedResponseWillBeUsed({ cachedResponse: undefined })).toBeUndefined();
  });
});

describe('the generated worker', () => {
  const clientDir = mkdtempSync(join(tmpdir(), 'pitwall-worker-'));
  afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

  it('takes over at once, keeps the offline page and the icons at install, and imports the push handlers', async () => {
    mkdirSync(join(clientDir, 'icons'));
    mkdirSync(join(clientDir, 'assets'));
    for (const file of ['offline.html', 'favicon.svg', 'manifest.webmanifest', 'icons/icon-192.png']) {
      writeFileSync(join(clientDir, file), file);
    }
    writeFileSync(join(clientDir, 'assets', 'root-a1b2c3.js'), 'export {};');
    const { precached, workerBytes } = await generateServiceWorker(clientDir);
    expect(precached).toBe(4);
    expect(workerBytes).toBeGreaterThan(0);
    const worker = readFileSync(join(clientDir, 'sw.js'), 'utf8');
    expect(worker).toContain('importScripts("push-worker.js")');
    expect(worker).toContain('self.skipWaiting()');
    expect(worker).toMatch(/\.clientsClaim\(\)/);
    expect(worker).toMatch(/\.cleanupOutdatedCaches\(\)/);
    expect(worker).toContain('"pitwall-pages"');
    expect(worker).toContain('Offline copy');
    // The build's scripts are kept as pages load them, not at install.
    expect(worker).not.toContain('root-a1b2c3.js');
  });
});
