import { Hono } from 'hono';
import type { AppEnv } from '#server/app-env.ts';
import { defineCache } from '#server/cache.ts';
import { CompressibleBody, sendBody } from '#server/http/compression.ts';
import { cachedMeetings } from '#server/race-data/calendar.ts';
import { historyData } from '#server/race-data/history.ts';
import { seasonState } from '#server/race-data/season.ts';
import { seasonInFocus } from '#server/race-data/season-in-focus.ts';
import type { Services } from '#server/services.ts';
import { resultsSeasons } from '#shared/results-archive.ts';
import { seasonDriverPageIds } from '#shared/standings.ts';

/** Pages with nothing to find for a search engine: accounts, admin tools, the APIs. */
const notCrawled = [
  '/admin',
  '/api/',
  '/f1/',
  '/auth-action',
  '/auth-popup',
  '/calendar/',
  '/confirm',
  '/forgot-password',
  '/login',
  '/logout',
  '/profile',
  '/reset-password',
  '/signup',
  '/test',
  '/update-profile',
  '/update-teams',
  '/welcome',
];

/** The pages that exist whatever the data holds. */
const fixedPages = [
  '/',
  '/schedule',
  '/drivers',
  '/teams',
  '/race-results',
  '/qualifying-results',
  '/live',
  '/f1-history',
  '/fun',
  '/head-to-head',
  '/track-vizualizer',
  '/vote',
  '/vote/results',
  '/predict',
  '/predict/table',
  '/reaction-game',
  '/info',
  '/privacy-policy',
  '/terms-of-service',
];

/** Both files change with the data (a new season, a driver's first race): crawlers ask again hourly. */
const cacheControl = 'public, max-age=3600';

const sitemapType = 'application/xml; charset=utf-8';

/** The sitemap as sent (about 100 KB, 1,300 addresses), compressed once per form and kept an hour. */
const sitemapCacheSpec = defineCache<CompressibleBody>({
  name: 'sitemap',
  maxEntries: 2,
  ttlMs: 60 * 60 * 1000,
  dropOn: ['race-data.changed'],
});

/**
 * Every public page a crawler should know of, from the race-data layer: the fixed pages, each
 * season's race and qualifying results, each meeting's page, each history season run so far and the
 * driver and team pages of `year`, the season in focus (a page id two drivers share has no page, so
 * it is left out; so is a team the editor retired).
 */
async function publicPages(services: Services, year: number): Promise<string[]> {
  const [meetings, history, inFocus] = await Promise.all([
    cachedMeetings(services),
    historyData(services),
    seasonState(services, year),
  ]);
  const pages = [...fixedPages];
  for (const archived of resultsSeasons(year)) {
    pages.push(`/race-results/${archived}`, `/qualifying-results/${archived}`);
  }
  for (const meeting of meetings) pages.push(`/schedule/${meeting.year}/${meeting.slug}`);
  // A season has its history page once its first race has been run.
  for (const { year: past, racesRun } of history.seasons) {
    if (racesRun > 0) pages.push(`/f1-history/${past}`);
  }
  if (inFocus) {
    for (const id of seasonDriverPageIds([...inFocus.drivers.values()]).values()) {
      if (id) pages.push(`/drivers/${id}`);
    }
    for (const team of inFocus.teams.values()) {
      if (!team.retired) pages.push(`/teams/${team.teamId}`);
    }
  }
  return [...new Set(pages)];
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** GET /robots.txt and GET /sitemap.xml, with absolute addresses on PUBLIC_URL. */
export const siteMapRoutes = new Hono<AppEnv>()
  .get('/robots.txt', (c) => {
    const origin = c.get('services').env.PUBLIC_URL;
    const lines = [
      'User-agent: *',
      ...notCrawled.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${origin}/sitemap.xml`,
      '',
    ];
    return c.body(lines.join('\n'), 200, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': cacheControl,
    });
  })
  .get('/sitemap.xml', async (c) => {
    const services = c.get('services');
    const year = await seasonInFocus(services);
    const sitemap = await services.cache.use(sitemapCacheSpec).get(String(year), async () => {
      const entries = (await publicPages(services, year)).map(
        (path) => `  <url><loc>${escapeXml(services.env.PUBLIC_URL + path)}</loc></url>`,
      );
      const xml = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...entries,
        '</urlset>',
        '',
      ].join('\n');
      return new CompressibleBody(new TextEncoder().encode(xml), sitemapType);
    });
    return sendBody(c, sitemap, { 'Content-Type': sitemapType, 'Cache-Control': cacheControl });
  });
