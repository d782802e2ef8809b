import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { createTestApp } from '#server/testing/test-app.ts';
import { openTestDatabase } from '#server/testing/test-database.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** After the 2025 finale, on the public address a deployment sets. */
const app = () =>
  createTestApp(database, { now: '2025-12-10T12:00:00Z', env: { PUBLIC_URL: 'https://pitwall.example' } })
    .app;

const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

describe('GET /robots.txt', () => {
  it('keeps crawlers off accounts, admin tools and the APIs, and names the sitemap', async () => {
    const response = await app().request('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const lines = (await response.text()).split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/admin', '/api/', '/f1/', '/profile', '/login', '/reset-password']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).not.toContain('Disallow: /drivers');
    expect(lines).toContain('Sitemap: https://pitwall.example/sitemap.xml');
  });
});

describe('GET /sitemap.xml', () => {
  it('lists the public pages the data holds, on the public address', async () => {
    const response = await app().request('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await response.text();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const urls = locations(xml);
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls.every((url) => url?.startsWith('https://pitwall.example/'))).toBe(true);
    const paths = urls.map((url) => url?.slice('https://pitwall.example'.length));
    expect(paths).toEqual(expect.arrayContaining(['/', '/schedule', '/drivers', '/f1-history', '/vote']));
    // Results from 2014 to the season in focus; history from 1950; every meeting has its page.
    expect(paths).toEqual(
      expect.arrayContaining([
        '/race-results/2014',
        '/qualifying-results/2025',
        '/f1-history/1950',
        '/f1-history/2025',
        '/schedule/1950/british-grand-prix',
        '/schedule/2025/abu-dhabi-grand-prix',
        '/drivers/NOR',
        '/drivers/VER',
        '/drivers/HUL',
        '/teams/mclaren',
        '/teams/red-bull',
      ]),
    );
    expect(paths).not.toContain('/race-results/2013');
    expect(paths).not.toContain('/race-results/2026');
    // 2026's meetings have their pages already; its history page waits for its first race.
    expect(paths).toContain('/schedule/2026/australian-grand-prix');
    expect(paths).not.toContain('/f1-history/2026');
    // The driver pages are the 2025 race drivers', one each.
    expect(paths.filter((path) => path?.startsWith('/drivers/')).length).toBeGreaterThanOrEqual(20);
    // The team pages are the 2025 teams', one each.
    expect(paths.filter((path) => path?.startsWith('/teams/'))).toHaveLength(10);
    expect(paths.some((path) => path?.startsWith('/admin') || path === '/profile')).toBe(false);
  });

  it('is sent compressed, with an ETag a crawler can ask again with', async () => {
    const site = app();
    const first = await site.request('/sitemap.xml', { headers: { 'accept-encoding': 'gzip' } });
    expect(first.headers.get('content-encoding')).toBe('gzip');
    expect(first.headers.get('cache-control')).toBe('public, max-age=3600');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[^"]+-gzip"$/);
    const again = await site.request('/sitemap.xml', {
      headers: { 'accept-encoding': 'gzip', 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
  });
});
