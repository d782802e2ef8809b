import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { readTeamMedia, teamMediaFile } from '#server/ingest/team-media.ts';
import { openWholeApp } from '#server/testing/server-build.ts';
import { createTestApp } from '#server/testing/test-app.ts';
import { openTestDatabase } from '#server/testing/test-database.ts';

/**
 * The 2026 season in focus (after the Hungarian Grand Prix, round 11), as the pages render it: every
 * driver's and team's image is the address data/team-media.yml gives, loaded into the database at
 * start, with the designed fallback drawn under it; no initials anywhere.
 */

let database: Database;
let whole: Awaited<ReturnType<typeof openWholeApp>>;
beforeAll(async () => {
  database = await openTestDatabase();
  whole = await openWholeApp(createTestApp(database, { now: '2026-08-25T12:00:00Z' }).services);
});
afterAll(async () => {
  await whole?.close();
  await database?.close();
});

const media = readTeamMedia(teamMediaFile).get(2026) ?? {};
const photos = new Map(Object.values(media).flatMap((team) => Object.entries(team.drivers ?? {})));

async function page(path: string): Promise<Document> {
  const response = await whole.app.request(path);
  expect(response.status, path).toBe(200);
  return new JSDOM(await response.text()).window.document;
}

const imageOf = (box: Element | null) => box?.querySelector('img.fallback-image__image')?.getAttribute('src');

describe('the 2026 season in focus', () => {
  it('draws every driver card on /drivers with his photo from the media file, over his number and flag', async () => {
    const document = await page('/drivers');
    const cards = [...document.querySelectorAll('ol[aria-label="Drivers, 2026"] > li > article')];
    expect(cards).toHaveLength(22);
    for (const card of cards) {
      const driverId = card.getAttribute('aria-labelledby')?.replace(/^driver-/, '') ?? '';
      const photo = card.querySelector('.driver-image');
      expect(imageOf(photo), driverId).toBe(photos.get(driverId));
      expect(photo?.querySelector('.driver-image__number')?.textContent, driverId).toMatch(/^\d{1,2}$/);
      expect(photo?.querySelector('img.driver-image__flag')?.getAttribute('src'), driverId).toMatch(
        /^\/flags\/[a-z]{2}\.svg$/,
      );
    }
    const norris = document.querySelector('article[aria-labelledby="driver-lando-norris"] .driver-image');
    // The 2025 champion races as number 1.
    expect(norris?.querySelector('.driver-image__number')?.textContent).toBe('1');
    expect(norris?.querySelector('img.driver-image__flag')?.getAttribute('src')).toBe('/flags/gb.svg');
    expect(document.querySelector('[class*="initials"]')).toBeNull();
  });

  it('draws every team card on /teams with its logo and car from the media file, Audi and Cadillac too', async () => {
    const document = await page('/teams');
    const cards = [...document.querySelectorAll('ol[aria-label="Teams, 2026"] > li > article')];
    expect(cards).toHaveLength(11);
    for (const card of cards) {
      const teamId = card.getAttribute('aria-labelledby')?.replace(/^team-/, '') ?? '';
      expect(imageOf(card.querySelector('.team-logo')), teamId).toBe(media[teamId]?.logo);
      expect(imageOf(card.querySelector('.team-car')), teamId).toBe(media[teamId]?.car);
    }
    const cadillac = document.querySelector('article[aria-labelledby="team-cadillac"]');
    expect(imageOf(cadillac?.querySelector('.team-logo') ?? null)).toMatch(
      /\/2026\/cadillac\/2026cadillaclogowhite\.webp$/,
    );
    expect(cadillac?.querySelector('.team-car .team-image__name')?.textContent).toBe('Cadillac');
    expect(cadillac?.querySelector('.team-logo .team-image__code')?.textContent).toBe('CAD');
    expect(document.querySelector('[class*="initials"]')).toBeNull();
  });

  it("draws a driver's page with his photo over his number and flag", async () => {
    const document = await page('/drivers/PER');
    const photo = document.querySelector('.driver-hero .driver-image');
    expect(imageOf(photo)).toBe(photos.get('sergio-perez'));
    expect(photo?.querySelector('.driver-image__number')?.textContent).toBe('11');
    expect(photo?.querySelector('img.driver-image__flag')?.getAttribute('src')).toBe('/flags/mx.svg');
  });
});
