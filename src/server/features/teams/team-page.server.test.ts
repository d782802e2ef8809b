import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { teamStandings } from '#server/race-data/standings.ts';
import { openWholeApp } from '#server/testing/server-build.ts';
import { createTestApp } from '#server/testing/test-app.ts';
import { openTestDatabase } from '#server/testing/test-database.ts';
import { teamSeason } from './team-page.server.ts';

/** After the 2025 finale in Abu Dhabi (round 24, race on 7 December): 2025 is the season in focus. */
const afterSeason = '2025-12-10T12:00:00Z';
const noFans = { drivers: new Map(), teams: new Map() };

let database: Database;
let whole: Awaited<ReturnType<typeof openWholeApp>>;
beforeAll(async () => {
  database = await openTestDatabase();
  whole = await openWholeApp(createTestApp(database, { now: afterSeason }).services);
});
afterAll(async () => {
  await whole?.close();
  await database?.close();
});

/** A visitor's shield from the Saturday of the Abu Dhabi weekend: its qualifying and race are hidden. */
const shieldCookie = `pitwall-spoilers=1.${Date.parse('2025-12-06T00:00:00Z') / 1000}`;

describe('the team page', () => {
  it("gives McLaren's 2025: Norris and Piastri, and the standing /teams shows", async () => {
    const { services } = createTestApp(database, { now: afterSeason });
    const page = await teamSeason(services, 2025, 'mclaren', noFans);
    const table = await teamStandings(services, 2025, noFans);
    const row = table?.rows.find((team) => team.teamId === 'mclaren');
    expect(row).toMatchObject({ position: 1, points: 833, wins: 14 });
    expect(page?.team).toMatchObject({ teamId: 'mclaren', name: 'McLaren', colour: '#FF8000' });
    expect(page?.team.logoUrl).toBe(row?.logoUrl);
    expect(page?.team.carImageUrl).toBe(row?.carImageUrl);
    expect(page?.complete).toBe(true);
    expect(
      page?.drivers.map((driver) => [driver.lastName, driver.code, driver.number, driver.pageId]),
    ).toEqual([
      ['Norris', 'NOR', '4', 'NOR'],
      ['Piastri', 'PIA', '81', 'PIA'],
    ]);
    expect(page?.outcome.season).toMatchObject({
      position: row?.position,
      points: row?.points,
      wins: row?.wins,
    });
    // Race by race, adding up to the final total.
    expect(page?.outcome.rounds).toHaveLength(24);
    expect(page?.outcome.progression.at(-1)).toMatchObject({ round: 24, total: 833 });
    const summed = page?.outcome.rounds.reduce(
      (sum, round) => sum + round.racePoints + (round.sprintPoints ?? 0),
      0,
    );
    expect(summed).toBe(833);
  });

  it('lists a stand-in with his rounds after the current pair', async () => {
    const { services } = createTestApp(database, { now: afterSeason });
    const alpine = await teamSeason(services, 2025, 'alpine', noFans);
    expect(alpine?.drivers.map((driver) => [driver.driverId, driver.rounds])).toEqual([
      ['pierre-gasly', null],
      ['franco-colapinto', null],
      ['jack-doohan', '1-6'],
    ]);
  });

  it('renders the hero, the drivers linking to their pages and the title', async () => {
    const response = await whole.app.request('/teams/mclaren');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>McLaren 2025 · Pitwall</title>');
    expect(html.match(/<h1[ >]/g)).toHaveLength(1);
    expect(html).toMatch(/<h1 class="team-hero__name">McLaren<\/h1>/);
    expect(html).toContain('href="/drivers/NOR"');
    expect(html).toContain('href="/drivers/PIA"');
    expect(html).toMatch(/<dt>Points<\/dt><dd>833<\/dd>/);
  });

  it('answers 404 for an id no 2025 team has', async () => {
    for (const path of ['/teams/no-such-team', '/teams/Red_Bull', '/teams/sauber']) {
      const response = await whole.app.request(path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toContain('Team not found');
    }
    // A hand-typed capital is sent to the page.
    const upper = await whole.app.request('/teams/McLaren');
    expect(upper.status).toBe(301);
    expect(upper.headers.get('location')).toBe('/teams/mclaren');
  });

  it('keeps the standing and the points back, page and data alike, while the shield hides the finale', async () => {
    const headers = { cookie: shieldCookie };
    const response = await whole.app.request('/teams/mclaren', { headers });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Hidden: McLaren');
    expect(html).toContain('Abu Dhabi Grand Prix · Race');
    expect(html).toContain('href="/drivers/NOR"');
    expect(html).not.toContain('team-hero__standing');
    expect(html).not.toContain('Points progression');
    // The page also carries random text (the CSP nonce, the development manifest's version) that may
    // hold any digits: the points are looked for as a number of their own, outside the nonces.
    expect(html.replace(/nonce="[^"]*"/g, '')).not.toMatch(/(?<![\w.])833(?!\w)/);
    const loaderData = await whole.app.request('/teams/mclaren.data', { headers });
    expect(loaderData.status).toBe(200);
    const body = await loaderData.text();
    expect(body).toContain('McLaren');
    expect(body).not.toContain('833');
    expect(body).not.toMatch(/"(position|points|wins|podiums|progression)"/);
  });
});
